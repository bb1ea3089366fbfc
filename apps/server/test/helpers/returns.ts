import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import type { Database } from '../../src/db/database';
import { call, signUp, staffSession } from './auth';
import { lifecycleOf, orderBody, placeOrder, shipping, type Line } from './orders';
import type { TestApp } from './test-app';

/** Helpers for the returns and refunds tests (ADR 058). */

/** A member of staff on the test app. */
export async function staffOf(t: TestApp) {
  const admin = await staffSession(t, { name: 'Returns Desk' });
  return (method: 'GET' | 'POST', url: string, body?: unknown) =>
    call(t.app, method, url, { sid: admin.sid, body });
}

let seq = 0;
/**
 * A new customer's order, placed (demo or live mode alike; not yet paid). `over` changes the
 * order's body, e.g. `{ paymentMethod: 'cod' }`.
 */
export async function customerOrder(
  app: FastifyInstance,
  items: Line[],
  over: Record<string, unknown> = {},
) {
  const { sid, user } = await signUp(app);
  seq += 1;
  const email = `returns.${Date.now()}.${seq}@example.com`;
  const res = await placeOrder(
    app,
    sid,
    orderBody(items, { shipping: shipping({ email }), ...over }),
  );
  if (res.statusCode !== 201) throw new Error(`order not placed: ${res.body}`);
  const order = res.json().order as { orderId: string; totalPaise: number };
  return { sid, user, email, ...order };
}

/** Moves an order to Delivered, its Delivered step at `at` (the clock is set while it moves). */
export async function deliver(t: TestApp, orderId: string, at = new Date()) {
  const lifecycle = lifecycleOf(t);
  await lifecycle.changeStatus(orderId, 'Processing');
  await lifecycle.changeStatus(orderId, 'Shipped', { carrier: 'BlueDart', trackingNumber: 'BD1' });
  vi.useFakeTimers({ toFake: ['Date'], now: at });
  try {
    await lifecycle.changeStatus(orderId, 'Delivered');
  } finally {
    vi.useRealTimers();
  }
}

export const askReturn = (
  app: FastifyInstance,
  sid: string,
  orderId: string,
  lines: { lineNo: number; quantity: number }[],
  reason = 'faulty',
) => call(app, 'POST', `/api/orders/${orderId}/returns`, { sid, body: { lines, reason } });

/** Email subjects queued for an address, oldest first. */
export async function subjectsFor(db: Database, to: string) {
  const rows = await db
    .selectFrom('outbox')
    .select('subject')
    .where('to_address', '=', to)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.subject);
}
