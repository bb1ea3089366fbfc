/** Shapes of the Razorpay look-alike: Razorpay's entities as documented, and the test handle. */

export interface RazorpayFakeOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
  /** When set, a payment made through checkout.js or /v1/test/… also sends signed webhooks here. */
  webhookUrl?: string;
}

export interface FakeOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string> | [];
  created_at: number;
}

export interface FakePayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'failed' | 'refunded';
  order_id: string;
  invoice_id: null;
  international: boolean;
  method: string;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: string | null;
  card_id: null;
  bank: string | null;
  wallet: string | null;
  vpa: string | null;
  email: string;
  contact: string;
  notes: Record<string, string> | [];
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string>;
  created_at: number;
}

/** Razorpay's refund entity (Refunds API). */
export interface FakeRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string> | [];
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'normal' | null;
  speed_requested: 'normal' | 'optimum';
}

/** What Checkout's handler receives on success. */
export interface CheckoutSuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface PayOptions {
  /** Paise; the Razorpay order's amount by default (a different one makes a bad payment). */
  amount?: number;
  method?: string;
  /** 'captured' (default, automatic capture) or 'authorized'. */
  status?: 'captured' | 'authorized';
  email?: string;
  contact?: string;
}

export interface FailOptions {
  method?: string;
  code?: string;
  description?: string;
  reason?: string;
}

export interface SignedWebhook {
  /** The exact bytes to send. */
  body: string;
  eventId: string;
  headers: {
    'content-type': string;
    'x-razorpay-signature': string;
    'x-razorpay-event-id': string;
  };
}

export interface RazorpayFake {
  /** http://127.0.0.1:PORT — the shop's RAZORPAY_API_URL. */
  url: string;
  /** url + '/v1/checkout.js' — the shop's RAZORPAY_CHECKOUT_URL. */
  checkoutUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** RAZORPAY_* variables that put the shop in live mode against this look-alike. */
  shopEnv: Record<string, string>;
  orders: Map<string, FakeOrder>;
  payments: Map<string, FakePayment>;
  /** Every API call: method, path and whether its basic auth was right. */
  requests: { method: string; path: string; authorized: boolean }[];
  /** Webhooks sent to `webhookUrl`, with the shop's answer. */
  deliveries: { eventId: string; event: string; status: number }[];
  /** Pays a Razorpay order as Checkout would; answers what Checkout's handler gets. */
  pay(razorpayOrderId: string, opts?: PayOptions): CheckoutSuccess & { payment: FakePayment };
  /** A failed attempt on a Razorpay order. */
  fail(razorpayOrderId: string, opts?: FailOptions): FakePayment;
  /** HMAC-SHA256(order_id + "|" + payment_id, key secret), hex. */
  checkoutSignature(razorpayOrderId: string, razorpayPaymentId: string): string;
  /** A webhook event about a payment (and its order), signed with the webhook secret. */
  webhook(event: string, razorpayPaymentId: string, opts?: { eventId?: string }): SignedWebhook;
  /** HMAC-SHA256(body, webhook secret), hex. */
  webhookSignature(body: string | Buffer): string;
  /** Refunds made through POST /v1/payments/:id/refund. */
  refunds: Map<string, FakeRefund>;
  /**
   * Settles a pending refund as Razorpay's bank side would, and answers the signed
   * refund.processed or refund.failed webhook about it (with the payment, as Razorpay sends it).
   */
  settleRefund(refundId: string, status: 'processed' | 'failed'): SignedWebhook;
  /** How POST /v1/payments/:id/refund answers a new refund: 'pending' (default) or 'processed'. */
  refundAnswer(status: 'pending' | 'processed'): void;
  /**
   * Makes every API call answer this status (e.g. 503), or with 'network' drop the connection
   * unanswered, until called with false.
   */
  outage(status: number | 'network' | false): void;
  close(): Promise<void>;
}
