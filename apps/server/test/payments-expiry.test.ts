import { PAYMENT_WINDOW_EXPIRED_NOTE } from '@shop/shared/orders/payment-window';
import { PAYMENT_MESSAGES } from '@shop/shared/payments/payment';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProduct } from './helpers/factories';
import { call, errorOf, signUp } from './helpers/auth';
import { lifecycleOf, outboxFor, setStock, stockOf } from './helpers/orders';
import { createTestApp, engine, type TestApp } from './helpers/test-app';
import type { RazorpayFake } from './razorpay-fake/fake';
import { useLiveShop } from './razorpay-fake/live-shop';
import { openRazorpayOrder, orderRow, placedOrder } from './razorpay-fake/shop-helpers';

const MINUTE = 60_000;

/** A time `minutes` after the order was placed. */
const after = (placedAt: string, minutes: number) =>
  new Date(Date.parse(placedAt) + minutes * MINUTE);

async function orderOf(t: TestApp, sid: string, orderId: string) {
  const res = await call(t.app, 'GET', `/api/orders/${orderId}`, { sid });
  expect(res.statusCode).toBe(200);
  return res.json().order;
}

/** Products made in beforeAll. */
let CHARGER: number;

describe(`unpaid orders expire after the payment window, on ${engine} (demo mode)`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    CHARGER = (await createProduct(t, { price: 1200, category: 'accessories', hsn: '850440' })).id;
  });
  afterAll(() => t?.close());

  it('tells the shopper when to pay by, and cancels the order after 30 minutes unpaid', async () => {
    await setStock(t.database.db, CHARGER, 10);
    const { sid } = await signUp(t.app);
    const placed = await placedOrder(t.app, sid, [{ productId: CHARGER, quantity: 3 }]);
    expect(await stockOf(t.database.db, CHARGER)).toBe(7);
    const order = await orderOf(t, sid, placed.orderId);
    expect(order.payBy).toBe(after(order.placedAt, 30).toISOString());

    // One minute before the end nothing happens.
    const early = await t.app.orderExpiry.run(after(order.placedAt, 29));
    expect(early.cancelled).not.toContain(placed.orderId);
    expect((await orderOf(t, sid, placed.orderId)).status).toBe('Placed');

    const late = await t.app.orderExpiry.run(after(order.placedAt, 31));
    expect(late.cancelled).toContain(placed.orderId);
    const cancelled = await orderOf(t, sid, placed.orderId);
    expect(cancelled).toMatchObject({ status: 'Cancelled', paymentStatus: 'Pending', payBy: null });
    expect(cancelled.timeline.at(-1)).toMatchObject({
      status: 'Cancelled',
      note: PAYMENT_WINDOW_EXPIRED_NOTE,
    });
    expect(await stockOf(t.database.db, CHARGER)).toBe(10);
    const { customer_email } = await orderRow(t.database.db, placed.orderId);
    const mails = await outboxFor(t.database.db, customer_email);
    expect(mails.at(-1)?.text_body).toContain(PAYMENT_WINDOW_EXPIRED_NOTE);

    // The order can no longer be paid, and a second sweep changes nothing.
    const pay = await call(t.app, 'POST', `/api/orders/${placed.orderId}/payment/demo-confirm`, {
      sid,
    });
    expect(pay.statusCode).toBe(409);
    expect((await t.app.orderExpiry.run(after(order.placedAt, 45))).cancelled).not.toContain(
      placed.orderId,
    );
    expect(await stockOf(t.database.db, CHARGER)).toBe(10);
  });

  it('refuses to start a payment once the window has closed, even before the sweep', async () => {
    const { sid } = await signUp(t.app);
    const placed = await placedOrder(t.app, sid, [{ productId: CHARGER, quantity: 1 }]);
    const { placedAt } = await orderOf(t, sid, placed.orderId);
    const start = () => call(t.app, 'POST', `/api/orders/${placed.orderId}/payment`, { sid });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(after(placedAt, 29));
      expect((await start()).statusCode).toBe(200);
      vi.setSystemTime(after(placedAt, 30));
      const late = await start();
      expect(late.statusCode).toBe(409);
      expect(errorOf(late)).toEqual({
        code: 'payment_window_closed',
        message: PAYMENT_MESSAGES.windowClosed,
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves paid orders and orders the shop has taken on alone', async () => {
    const { sid } = await signUp(t.app);
    const paid = await placedOrder(t.app, sid, [{ productId: CHARGER, quantity: 1 }]);
    const pay = await call(t.app, 'POST', `/api/orders/${paid.orderId}/payment/demo-confirm`, {
      sid,
    });
    expect(pay.statusCode).toBe(200);
    expect(pay.json().order.payBy).toBeNull();
    const taken = await placedOrder(t.app, sid, [{ productId: CHARGER, quantity: 1 }]);
    await lifecycleOf(t).changeStatus(taken.orderId, 'Processing');

    const placedAt = (await orderRow(t.database.db, taken.orderId)).created_at;
    const { cancelled } = await t.app.orderExpiry.run(after(placedAt, 120));
    expect(cancelled).not.toContain(paid.orderId);
    expect(cancelled).not.toContain(taken.orderId);
    expect((await orderRow(t.database.db, paid.orderId)).order_status).toBe('Placed');
    expect((await orderRow(t.database.db, taken.orderId)).order_status).toBe('Processing');
  });

  it('cancels an order once when two sweeps run at the same moment', async () => {
    await setStock(t.database.db, CHARGER, 5);
    const { sid } = await signUp(t.app);
    const placed = await placedOrder(t.app, sid, [{ productId: CHARGER, quantity: 2 }]);
    const placedAt = (await orderRow(t.database.db, placed.orderId)).created_at;
    const runs = await Promise.all([
      t.app.orderExpiry.run(after(placedAt, 31)),
      t.app.orderExpiry.run(after(placedAt, 31)),
    ]);
    expect(runs.filter((r) => r.cancelled.includes(placed.orderId))).toHaveLength(1);
    expect(await stockOf(t.database.db, CHARGER)).toBe(5);
    const { timeline } = await orderOf(t, sid, placed.orderId);
    expect(timeline.map((e: { status: string }) => e.status)).toEqual(['Placed', 'Cancelled']);
  });
});

describe(`unpaid orders expire after the payment window, on ${engine} (live mode)`, () => {
  let fake: RazorpayFake;
  let t: TestApp;
  useLiveShop((shop) => ({ fake, t } = shop));
  /** The product its Razorpay orders buy (₹1,200), made once the live shop exists. */
  let product: number;
  beforeAll(async () => {
    product = (await createProduct(t, { price: 1200 })).id;
  });

  async function openOrder() {
    const order = await openRazorpayOrder(t.app, product);
    const placedAt = (await orderRow(t.database.db, order.orderId)).created_at;
    return { ...order, placedAt };
  }

  it('asks Razorpay first: a captured payment marks the order Paid instead', async () => {
    const order = await openOrder();
    // Paid at Razorpay, but the browser never came back and the webhook was lost.
    const { payment } = fake.pay(order.razorpayOrderId);
    const { cancelled } = await t.app.orderExpiry.run(after(order.placedAt, 31));
    expect(cancelled).not.toContain(order.orderId);
    expect(await orderRow(t.database.db, order.orderId)).toMatchObject({
      order_status: 'Placed',
      payment_status: 'Paid',
      payment_reference: payment.id,
    });
  });

  it('keeps an order whose payment is authorized, and cancels one with only failed attempts', async () => {
    const authorized = await openOrder();
    fake.pay(authorized.razorpayOrderId, { status: 'authorized' });
    const failed = await openOrder();
    fake.fail(failed.razorpayOrderId, { description: 'Insufficient balance' });
    const run = await t.app.orderExpiry.run(after(failed.placedAt, 31));
    expect(run.kept).toContain(authorized.orderId);
    expect(run.cancelled).not.toContain(authorized.orderId);
    expect(run.cancelled).toContain(failed.orderId);
    expect((await orderRow(t.database.db, authorized.orderId)).order_status).toBe('Placed');
    expect((await orderRow(t.database.db, failed.orderId)).order_status).toBe('Cancelled');
  });

  // Last in this file: it stops the look-alike.
  it('keeps orders it could not check while Razorpay is unreachable', async () => {
    const order = await openOrder();
    await fake.close();
    const run = await t.app.orderExpiry.run(after(order.placedAt, 31));
    expect(run.kept).toContain(order.orderId);
    expect((await orderRow(t.database.db, order.orderId)).order_status).toBe('Placed');
  });
});
