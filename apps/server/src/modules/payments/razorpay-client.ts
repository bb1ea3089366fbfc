import { z } from 'zod';

/*
 * Razorpay's REST API (Orders and Payments), spoken with fetch and basic auth. Razorpay's JSON is
 * checked and turned into the shop's own types here, at the edge; nothing else sees it.
 */

/** A Razorpay order as the shop uses it. */
export interface GatewayOrder {
  id: string;
  amountPaise: number;
  amountPaidPaise: number;
  currency: string;
  /** Our order id. */
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  notes: Record<string, string>;
}

export type GatewayPaymentStatus = 'created' | 'authorized' | 'captured' | 'failed' | 'refunded';

/** A Razorpay payment as the shop uses it. */
export interface GatewayPayment {
  id: string;
  /** The Razorpay order it pays, if any. */
  orderId: string | null;
  amountPaise: number;
  currency: string;
  status: GatewayPaymentStatus;
  method: string | null;
  errorCode: string | null;
  errorDescription: string | null;
  notes: Record<string, string>;
  /** Unix seconds. */
  createdAt: number;
}

/** Razorpay could not be reached, refused the request, or answered something unexpected. */
export class RazorpayError extends Error {
  constructor(
    message: string,
    readonly kind: 'network' | 'http' | 'response',
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

// Notes are a key-value object, but Razorpay sends [] when there are none.
const notesSchema = z
  .union([z.record(z.string(), z.unknown()), z.array(z.unknown())])
  .nullish()
  .transform((n) =>
    n && !Array.isArray(n)
      ? Object.fromEntries(Object.entries(n).map(([k, v]) => [k, String(v)]))
      : {},
  );

export const razorpayOrderSchema = z
  .object({
    id: z.string().startsWith('order_'),
    entity: z.literal('order'),
    amount: z.number().int(),
    amount_paid: z.number().int().default(0),
    currency: z.string(),
    receipt: z.string().nullish(),
    status: z.enum(['created', 'attempted', 'paid']),
    notes: notesSchema,
  })
  .transform((o): GatewayOrder => ({
    id: o.id,
    amountPaise: o.amount,
    amountPaidPaise: o.amount_paid,
    currency: o.currency,
    receipt: o.receipt ?? null,
    status: o.status,
    notes: o.notes,
  }));

export const razorpayPaymentSchema = z
  .object({
    id: z.string().startsWith('pay_'),
    entity: z.literal('payment'),
    amount: z.number().int(),
    currency: z.string(),
    status: z.enum(['created', 'authorized', 'captured', 'failed', 'refunded']),
    order_id: z.string().nullish(),
    method: z.string().nullish(),
    error_code: z.string().nullish(),
    error_description: z.string().nullish(),
    notes: notesSchema,
    created_at: z.number().int().default(0),
  })
  .transform((p): GatewayPayment => ({
    id: p.id,
    orderId: p.order_id ?? null,
    amountPaise: p.amount,
    currency: p.currency,
    status: p.status,
    method: p.method ?? null,
    errorCode: p.error_code ?? null,
    errorDescription: p.error_description ?? null,
    notes: p.notes,
    createdAt: p.created_at,
  }));

/** A Razorpay refund as the shop uses it (Refunds API, refund entity). */
export interface GatewayRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
  currency: string;
  status: 'pending' | 'processed' | 'failed';
  notes: Record<string, string>;
}

export const razorpayRefundSchema = z
  .object({
    id: z.string().startsWith('rfnd_'),
    entity: z.literal('refund'),
    amount: z.number().int(),
    currency: z.string(),
    payment_id: z.string().startsWith('pay_'),
    status: z.enum(['pending', 'processed', 'failed']),
    notes: notesSchema,
  })
  .transform((r): GatewayRefund => ({
    id: r.id,
    paymentId: r.payment_id,
    amountPaise: r.amount,
    currency: r.currency,
    status: r.status,
    notes: r.notes,
  }));

const collectionSchema = z.object({
  entity: z.literal('collection'),
  items: z.array(razorpayPaymentSchema),
});

const errorSchema = z.object({
  error: z.object({ code: z.string().optional(), description: z.string().optional() }),
});

export interface RazorpayClientOptions {
  /** https://api.razorpay.com, or the look-alike's URL in tests. */
  apiUrl: string;
  keyId: string;
  keySecret: string;
  /** Per request; Razorpay normally answers within a second. */
  timeoutMs?: number;
}

/** The Orders and Payments endpoints of Razorpay's API that the shop calls. */
export class RazorpayClient {
  private readonly authorization: string;
  private readonly timeoutMs: number;

  constructor(private readonly opts: RazorpayClientOptions) {
    this.authorization = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}`;
    this.timeoutMs = opts.timeoutMs ?? 10_000;
  }

  /** POST /v1/orders: a Razorpay order for `amountPaise` in INR, receipt = our order id. */
  async createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<GatewayOrder> {
    const body = {
      amount: input.amountPaise,
      currency: 'INR',
      receipt: input.receipt,
      notes: input.notes,
    };
    return this.parse(razorpayOrderSchema, await this.request('POST', '/v1/orders', body));
  }

  /** GET /v1/orders/:id */
  async fetchOrder(razorpayOrderId: string): Promise<GatewayOrder> {
    const path = `/v1/orders/${encodeURIComponent(razorpayOrderId)}`;
    return this.parse(razorpayOrderSchema, await this.request('GET', path));
  }

  /** GET /v1/orders/:id/payments: every payment attempt on a Razorpay order. */
  async paymentsOfOrder(razorpayOrderId: string): Promise<GatewayPayment[]> {
    const path = `/v1/orders/${encodeURIComponent(razorpayOrderId)}/payments`;
    return this.parse(collectionSchema, await this.request('GET', path)).items;
  }

  /** GET /v1/payments/:id */
  async fetchPayment(razorpayPaymentId: string): Promise<GatewayPayment> {
    const path = `/v1/payments/${encodeURIComponent(razorpayPaymentId)}`;
    return this.parse(razorpayPaymentSchema, await this.request('GET', path));
  }

  /**
   * POST /v1/payments/:id/refund: a normal refund of `amountPaise` to the original payment. The
   * idempotency key (X-Refund-Idempotency) makes a retry after a lost answer the same refund.
   */
  async refundPayment(
    razorpayPaymentId: string,
    input: { amountPaise: number; receipt: string; notes: Record<string, string>; key: string },
  ): Promise<GatewayRefund> {
    const path = `/v1/payments/${encodeURIComponent(razorpayPaymentId)}/refund`;
    const body = {
      amount: input.amountPaise,
      speed: 'normal',
      receipt: input.receipt,
      notes: input.notes,
    };
    const headers = { 'x-refund-idempotency': input.key };
    return this.parse(razorpayRefundSchema, await this.request('POST', path, body, headers));
  }

  private parse<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      throw new RazorpayError(
        `unexpected answer from Razorpay: ${parsed.error.message}`,
        'response',
      );
    }
    return parsed.data;
  }

  private async request(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(`${this.opts.apiUrl}${path}`, {
        method,
        headers: {
          authorization: this.authorization,
          accept: 'application/json',
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...extraHeaders,
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      // fetch rejects only with Errors (TypeError, or the signal's TimeoutError/AbortError).
      const reason = (err as Error).name === 'TimeoutError' ? 'timed out' : (err as Error).message;
      throw new RazorpayError(`${method} ${path}: ${reason}`, 'network');
    }
    let data: unknown;
    try {
      data = await res.json();
    } catch {
      throw new RazorpayError(
        `${method} ${path}: HTTP ${res.status}, not JSON`,
        'response',
        res.status,
      );
    }
    if (!res.ok) {
      const error = errorSchema.safeParse(data);
      const code = error.success ? error.data.error.code : undefined;
      const description = error.success ? error.data.error.description : undefined;
      throw new RazorpayError(
        `${method} ${path}: HTTP ${res.status} ${code ?? ''} ${description ?? ''}`.trim(),
        'http',
        res.status,
        code,
      );
    }
    return data;
  }
}
