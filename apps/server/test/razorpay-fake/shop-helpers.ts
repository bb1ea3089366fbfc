/** Helpers for the payments API tests: the shop's side of paying through the look-alike. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database';
import { call, signUp } from '../helpers/auth';
import { newKey, orderBody, placeOrder, type Line } from '../helpers/orders';
import type { SignedWebhook } from './fake';

export const WEBHOOK_URL = '/api/payments/razorpay/webhook';

/** A complete delivery address on the shopper's profile (what Buy Now ships to). */
export const fullProfile = {
  name: 'Meera Iyer',
  phone: '+91 98450 11223',
  address: '7 Brigade Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};

export async function saveProfile(
  app: FastifyInstance,
  sid: string,
  profile: Record<string, string> = fullProfile,
): Promise<void> {
  const res = await call(app, 'PUT', '/api/account/profile', { sid, body: profile });
  if (res.statusCode !== 200) throw new Error(`profile not saved: ${res.statusCode} ${res.body}`);
}

/** Places a checkout order and answers it. */
export async function placedOrder(app: FastifyInstance, sid: string, items: Line[]) {
  const res = await placeOrder(app, sid, orderBody(items));
  if (res.statusCode !== 201) throw new Error(`order not placed: ${res.statusCode} ${res.body}`);
  return res.json().order as { orderId: string; totalPaise: number };
}

/**
 * A signed-up shopper's order whose Razorpay order exists, as after they opened the payment
 * window (live mode).
 */
export async function openRazorpayOrder(app: FastifyInstance, productId = 32) {
  const { sid } = await signUp(app);
  const order = await placedOrder(app, sid, [{ productId, quantity: 1 }]);
  const { razorpayOrderId } = (await startPayment(app, sid, order.orderId)).json().payment;
  return { sid, orderId: order.orderId, razorpayOrderId: razorpayOrderId as string };
}

export const startPayment = (app: FastifyInstance, sid: string, orderId: string, body?: unknown) =>
  call(app, 'POST', `/api/orders/${orderId}/payment`, { sid, body: body ?? {} });

export const verifyPayment = (app: FastifyInstance, sid: string, orderId: string, body: unknown) =>
  call(app, 'POST', `/api/orders/${orderId}/payment/verify`, { sid, body });

export const buyNow = (app: FastifyInstance, sid: string, body: unknown, key = newKey()) =>
  call(app, 'POST', '/api/buy-now', { sid, body, headers: { 'idempotency-key': key } });

/** Sends a webhook the way Razorpay does: no cookie, no CSRF header, the exact bytes signed. */
export function sendWebhook(
  app: FastifyInstance,
  signed: SignedWebhook,
  over: { body?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url: WEBHOOK_URL,
    headers: { ...signed.headers, 'user-agent': 'Razorpay-Webhook/v1', ...over.headers },
    payload: over.body ?? signed.body,
  });
}

export async function orderRow(db: Database, orderId: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
}

export async function paymentRows(db: Database, orderId: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

/** Payment receipt emails queued for an order. */
export async function receiptsFor(db: Database, orderId: string) {
  const rows = await db
    .selectFrom('outbox')
    .select(['subject', 'text_body'])
    .where('subject', 'like', `%${orderId}%`)
    .orderBy('id')
    .execute();
  return rows.filter((r) => /payment/i.test(r.subject));
}
