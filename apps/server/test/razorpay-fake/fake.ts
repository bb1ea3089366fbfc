/**
 * A Razorpay look-alike for tests: a real HTTP server on loopback that follows Razorpay's
 * documented Orders and Payments API (basic auth with key id and secret, the order, payment and
 * collection entities, BAD_REQUEST_ERROR bodies), its signature formulas, and serves a fake
 * checkout.js. See README.md in this folder.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHECKOUT_SCRIPT } from './checkout-script';
import { refundDesk } from './refunds';
import type {
  FailOptions,
  FakeOrder,
  FakePayment,
  PayOptions,
  RazorpayFake,
  RazorpayFakeOptions,
} from './types';

export type * from './types';

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomId = (prefix: string) =>
  prefix + Array.from(crypto.randomBytes(14), (b) => BASE62[b % BASE62.length]).join('');
const unixNow = () => Math.floor(Date.now() / 1000);
const hmac = (secret: string, message: string | Buffer) =>
  crypto.createHmac('sha256', secret).update(message).digest('hex');

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
    readonly field?: string,
    readonly reason = 'input_validation_failed',
  ) {
    super(description);
  }

  body() {
    return {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: this.description,
        source: this.status === 401 ? 'NA' : 'business',
        step: this.status === 401 ? 'NA' : 'payment_initiation',
        reason: this.reason,
        metadata: {},
        ...(this.field && { field: this.field }),
      },
    };
  }
}

const notExist = () => new ApiError(400, 'The id provided does not exist', 'id');

/** Starts the look-alike; `close()` stops it. */
export async function start(options: RazorpayFakeOptions = {}): Promise<RazorpayFake> {
  const keyId = options.keyId ?? 'rzp_test_LookAlike0001';
  const keySecret = options.keySecret ?? 'lookalike-key-secret';
  const webhookSecret = options.webhookSecret ?? 'lookalike-webhook-secret';
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment>();
  const requests: RazorpayFake['requests'] = [];
  const deliveries: RazorpayFake['deliveries'] = [];
  let outageStatus: number | 'network' | false = false;
  const desk = refundDesk({
    payments,
    randomId,
    unixNow,
    badRequest: (description, field) => new ApiError(400, description, field),
  });
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const checkoutSignature = (orderId: string, paymentId: string) =>
    hmac(keySecret, `${orderId}|${paymentId}`);
  const webhookSignature = (body: string | Buffer) => hmac(webhookSecret, body);

  function orderOf(id: string): FakeOrder {
    const order = orders.get(id);
    if (!order) throw notExist();
    return order;
  }

  function createOrder(body: Record<string, unknown>): FakeOrder {
    const { amount, currency, receipt, notes } = body;
    if (typeof amount !== 'number' || !Number.isInteger(amount)) {
      throw new ApiError(400, 'The amount must be an integer.', 'amount');
    }
    if (amount < 100) throw new ApiError(400, 'The amount must be at least INR 1.00', 'amount');
    if (currency !== 'INR') {
      throw new ApiError(400, 'Currency is not supported', 'currency');
    }
    if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) {
      throw new ApiError(400, 'The receipt may not be greater than 40 characters.', 'receipt');
    }
    if (
      notes !== undefined &&
      (typeof notes !== 'object' || notes === null || Object.keys(notes).length > 15)
    ) {
      throw new ApiError(
        400,
        'Number of fields in notes should be less than or equal to 15',
        'notes',
      );
    }
    const order: FakeOrder = {
      id: randomId('order_'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt: (receipt as string | undefined) ?? null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: (notes as Record<string, string> | undefined) ?? [],
      created_at: unixNow(),
    };
    orders.set(order.id, order);
    return order;
  }

  function newPayment(order: FakeOrder, over: Partial<FakePayment>): FakePayment {
    const method = over.method ?? 'upi';
    const payment: FakePayment = {
      id: randomId('pay_'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status: 'captured',
      order_id: order.id,
      invoice_id: null,
      international: false,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: true,
      description: null,
      card_id: null,
      bank: method === 'netbanking' ? 'HDFC' : null,
      wallet: method === 'wallet' ? 'paytm' : null,
      vpa: method === 'upi' ? 'success@razorpay' : null,
      email: 'void@razorpay.com',
      contact: '+919999999999',
      notes: [],
      fee: null,
      tax: null,
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      acquirer_data: {},
      created_at: unixNow(),
      ...over,
    };
    payments.set(payment.id, payment);
    order.attempts++;
    return payment;
  }

  function pay(razorpayOrderId: string, opts: PayOptions = {}) {
    const order = orderOf(razorpayOrderId);
    if (order.status === 'paid') {
      throw new ApiError(400, 'Order has already been paid', 'order_id', 'order_already_paid');
    }
    const status = opts.status ?? 'captured';
    const payment = newPayment(order, {
      amount: opts.amount ?? order.amount,
      status,
      captured: status === 'captured',
      fee: 236,
      tax: 36,
      ...(opts.method && { method: opts.method }),
      ...(opts.email && { email: opts.email }),
      ...(opts.contact && { contact: opts.contact }),
    });
    if (status === 'captured') {
      order.amount_paid = payment.amount;
      order.amount_due = Math.max(0, order.amount - payment.amount);
      order.status = 'paid';
    } else {
      order.status = 'attempted';
    }
    return {
      razorpay_order_id: order.id,
      razorpay_payment_id: payment.id,
      razorpay_signature: checkoutSignature(order.id, payment.id),
      payment,
    };
  }

  function fail(razorpayOrderId: string, opts: FailOptions = {}): FakePayment {
    const order = orderOf(razorpayOrderId);
    if (order.status !== 'paid') order.status = 'attempted';
    return newPayment(order, {
      status: 'failed',
      captured: false,
      ...(opts.method && { method: opts.method }),
      error_code: opts.code ?? 'BAD_REQUEST_ERROR',
      error_description: opts.description ?? 'Payment failed',
      error_source: 'customer',
      error_step: 'payment_authorization',
      error_reason: opts.reason ?? 'payment_failed',
    });
  }

  function webhook(event: string, razorpayPaymentId: string, opts: { eventId?: string } = {}) {
    const payment = payments.get(razorpayPaymentId);
    if (!payment) throw notExist();
    const withOrder = event.startsWith('order.');
    const order = orders.get(payment.order_id);
    return signedEvent(
      event,
      withOrder ? ['payment', 'order'] : ['payment'],
      {
        payment: { entity: payment },
        ...(withOrder && order && { order: { entity: order } }),
      },
      opts.eventId,
    );
  }

  /** refund.processed / refund.failed: the refund and its payment, signed. */
  function settleRefund(refundId: string, status: 'processed' | 'failed') {
    const refund = desk.settle(refundId, status);
    return signedEvent(`refund.${status}`, ['refund', 'payment'], {
      refund: { entity: refund },
      payment: { entity: payments.get(refund.payment_id) },
    });
  }

  /** A webhook event as Razorpay sends it: the JSON body, signed, with its event id. */
  function signedEvent(
    event: string,
    contains: string[],
    payload: Record<string, unknown>,
    eventId = randomId('evt_'),
  ) {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_LookAlike00001',
      event,
      contains,
      payload,
      created_at: unixNow(),
    });
    return {
      body,
      eventId,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhookSignature(body),
        'x-razorpay-event-id': eventId,
      },
    };
  }

  async function deliver(events: string[], paymentId: string): Promise<void> {
    if (!options.webhookUrl) return;
    for (const event of events) {
      const signed = webhook(event, paymentId);
      let status: number;
      try {
        const res = await fetch(options.webhookUrl, {
          method: 'POST',
          headers: signed.headers,
          body: signed.body,
        });
        status = res.status;
      } catch {
        status = 0;
      }
      deliveries.push({ eventId: signed.eventId, event, status });
    }
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void route(req, Buffer.concat(chunks), res).catch((err: unknown) => {
        send(res, 500, { error: { code: 'SERVER_ERROR', description: String(err) } });
      });
    });
  });

  async function route(req: http.IncomingMessage, raw: Buffer, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    const path = url.pathname;
    // Test-only endpoints used by checkout.js from the shop's pages (another origin).
    if (path.startsWith('/v1/test/')) {
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-allow-headers', 'content-type');
      if (method === 'OPTIONS') return send(res, 204);
    }
    if (method === 'GET' && path === '/v1/checkout.js') {
      res.writeHead(200, {
        'content-type': 'application/javascript; charset=utf-8',
        'cache-control': 'no-store',
      });
      return res.end(CHECKOUT_SCRIPT);
    }
    // Any other script is missing: for "the SDK could not be loaded" in browser tests.
    if (method === 'GET' && path.endsWith('.js')) return send(res, 404, { error: 'Not Found' });
    try {
      const test = /^\/v1\/test\/orders\/([^/]+)\/(pay|fail)$/.exec(path);
      // Always 200 (an error is in the body), so a page using checkout.js logs no failed request.
      if (method === 'POST' && test) return await testPayment(test, raw, req, res);
      if (method === 'POST' && path === '/v1/test/webhooks') {
        const body = parseBody(raw, req.headers['content-type']);
        const signed = webhook(String(body.event), String(body.payment_id));
        return send(res, 200, signed);
      }

      // Unreachable: the connection is dropped without an answer (fetch fails as on a network error).
      if (outageStatus === 'network') return void req.socket.destroy();
      const authorized = req.headers.authorization === expectedAuth;
      requests.push({ method, path, authorized });
      if (!authorized) {
        throw new ApiError(401, 'Authentication failed', undefined, 'authentication_failed');
      }
      if (outageStatus) {
        return send(res, outageStatus, {
          error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' },
        });
      }
      if (method === 'POST' && path === '/v1/orders') {
        return send(res, 200, createOrder(parseBody(raw, req.headers['content-type'])));
      }
      let m = /^\/v1\/orders\/([^/]+)$/.exec(path);
      if (method === 'GET' && m) return send(res, 200, orderOf(decodeURIComponent(m[1]!)));
      m = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path);
      if (method === 'GET' && m) {
        const order = orderOf(decodeURIComponent(m[1]!));
        const items = [...payments.values()]
          .filter((p) => p.order_id === order.id)
          .sort((a, b) => b.created_at - a.created_at);
        return send(res, 200, { entity: 'collection', count: items.length, items });
      }
      m = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
      if (method === 'POST' && m) {
        const key = req.headers['x-refund-idempotency'];
        const body = parseBody(raw, req.headers['content-type']);
        const refund = desk.create(
          decodeURIComponent(m[1]!),
          body,
          typeof key === 'string' ? key : undefined,
        );
        return send(res, 200, refund);
      }
      m = /^\/v1\/payments\/([^/]+)$/.exec(path);
      if (method === 'GET' && m) {
        const payment = payments.get(decodeURIComponent(m[1]!));
        if (!payment) throw notExist();
        return send(res, 200, payment);
      }
      throw new ApiError(400, 'The requested URL was not found on the server.', undefined, 'NA');
    } catch (err) {
      if (err instanceof ApiError) return send(res, err.status, err.body());
      throw err;
    }
  }

  /** POST /v1/test/orders/:id/pay|fail, called by checkout.js: what Checkout would do. */
  async function testPayment(
    match: RegExpExecArray,
    raw: Buffer,
    req: http.IncomingMessage,
    res: http.ServerResponse,
  ) {
    try {
      const body = parseBody(raw, req.headers['content-type']);
      if (body.key !== undefined && body.key !== keyId) {
        throw new ApiError(400, 'The api key provided is invalid', 'key');
      }
      const orderId = decodeURIComponent(match[1]!);
      if (match[2] === 'fail') {
        const payment = fail(orderId, { method: str(body.method) });
        await deliver(['payment.failed'], payment.id);
        return send(res, 200, {
          error: {
            code: payment.error_code,
            description: payment.error_description,
            source: payment.error_source,
            step: payment.error_step,
            reason: payment.error_reason,
            metadata: { order_id: orderId, payment_id: payment.id },
          },
        });
      }
      const paid = pay(orderId, {
        method: str(body.method),
        email: str(body.email),
        contact: str(body.contact),
      });
      await deliver(['payment.captured', 'order.paid'], paid.payment.id);
      const { payment: _payment, ...handlerResponse } = paid;
      return send(res, 200, handlerResponse);
    } catch (err) {
      if (err instanceof ApiError) return send(res, 200, err.body());
      throw err;
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  const checkoutUrl = `${url}/v1/checkout.js`;
  return {
    url,
    checkoutUrl,
    keyId,
    keySecret,
    webhookSecret,
    shopEnv: {
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_URL: url,
      RAZORPAY_CHECKOUT_URL: checkoutUrl,
    },
    orders,
    payments,
    requests,
    deliveries,
    pay,
    fail,
    checkoutSignature,
    webhook,
    webhookSignature,
    refunds: desk.refunds,
    settleRefund,
    refundAnswer: desk.answerWith,
    outage(status) {
      outageStatus = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function parseBody(raw: Buffer, contentType: string | undefined): Record<string, unknown> {
  const text = raw.toString('utf8');
  if (text.trim() === '') return {};
  if (contentType?.includes('application/x-www-form-urlencoded')) {
    const form = Object.fromEntries(new URLSearchParams(text));
    return {
      ...form,
      ...(form.amount !== undefined && { amount: Number(form.amount) }),
    };
  }
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // fall through
  }
  throw new ApiError(400, 'The request body is invalid', undefined, 'NA');
}

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

function send(res: http.ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) {
    res.writeHead(status);
    res.end();
    return;
  }
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(json);
}
