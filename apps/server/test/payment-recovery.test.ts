import { afterEach, beforeAll, afterAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/database';
import { createProduct } from './helpers/factories';
import { call, errorOf, signUp } from './helpers/auth';
import { lifecycleOf, outboxFor } from './helpers/orders';
import { createTestApp, engine, type TestApp } from './helpers/test-app';
import type { RazorpayFake } from './razorpay-fake/fake';
import { useLiveShop } from './razorpay-fake/live-shop';
import {
  openRazorpayOrder,
  orderRow,
  placedOrder,
  sendWebhook,
  startPayment,
} from './razorpay-fake/shop-helpers';

const MINUTE = 60_000;

const reportFailure = (t: TestApp, sid: string, orderId: string, body: object = {}) =>
  call(t.app, 'POST', `/api/orders/${orderId}/payment/failed`, { sid, body });

/** The "complete your payment" emails of an order. */
async function payLinkMails(db: Database, orderId: string) {
  const { customer_email } = await orderRow(db, orderId);
  const mails = await outboxFor(db, customer_email);
  return mails.filter((m) => m.subject.startsWith(`Complete your payment for order ${orderId}`));
}

afterEach(() => {
  vi.useRealTimers();
});

/** Products made in beforeAll. */
let CHARGER: number;

describe(`payment recovery in demo mode, on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    CHARGER = (await createProduct(t, { price: 1200, category: 'accessories', hsn: '850440' })).id;
  });
  afterAll(() => t?.close());

  it('writes Failed, keeps the order payable, and sends one pay-link email that opens its payment', async () => {
    const { sid } = await signUp(t.app);
    const order = await placedOrder(t.app, sid, [{ productId: CHARGER, quantity: 1 }]);
    const first = await reportFailure(t, sid, order.orderId, { reason: 'Demo payment cancelled' });
    expect(first.statusCode).toBe(200);
    expect(first.json().order).toMatchObject({ paymentStatus: 'Failed', status: 'Placed' });
    expect(first.json().order.payBy).not.toBeNull();
    // A second failure is recorded but sends no second email.
    expect((await reportFailure(t, sid, order.orderId)).json().order.paymentStatus).toBe('Failed');
    const mails = await payLinkMails(t.database.db, order.orderId);
    expect(mails).toHaveLength(1);
    const link = `http://shop.test/orders/${order.orderId}?pay=now`;
    expect(mails[0]!.text_body).toContain(link);
    expect(mails[0]!.text_body).toContain('nothing was charged');
    // The link's order can be paid: the payment starts and the demo confirm pays it.
    const start = await startPayment(t.app, sid, order.orderId);
    expect(start.statusCode).toBe(200);
    expect(start.json().payment).toMatchObject({ orderId: order.orderId, mode: 'demo' });
    const paid = await call(t.app, 'POST', `/api/orders/${order.orderId}/payment/demo-confirm`, {
      sid,
    });
    expect(paid.json().order.paymentStatus).toBe('Paid');
    // A failure reported after the payment changes nothing and sends nothing.
    expect((await reportFailure(t, sid, order.orderId)).json().order.paymentStatus).toBe('Paid');
    expect(await payLinkMails(t.database.db, order.orderId)).toHaveLength(1);
  });

  it('sends no pay link once the window has closed, and the sweep then cancels the order', async () => {
    const { sid } = await signUp(t.app);
    const order = await placedOrder(t.app, sid, [{ productId: CHARGER, quantity: 1 }]);
    const { created_at } = await orderRow(t.database.db, order.orderId);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(created_at) + 31 * MINUTE);
    const late = await reportFailure(t, sid, order.orderId);
    expect(late.json().order.paymentStatus).toBe('Failed');
    expect(await payLinkMails(t.database.db, order.orderId)).toHaveLength(0);
    const start = await startPayment(t.app, sid, order.orderId);
    expect(start.statusCode).toBe(409);
    expect(errorOf(start).code).toBe('payment_window_closed');
    const swept = await t.app.orderExpiry.run(new Date());
    expect(swept.cancelled).toContain(order.orderId);
  });

  it('leaves a cancelled order alone', async () => {
    const { sid } = await signUp(t.app);
    const order = await placedOrder(t.app, sid, [{ productId: CHARGER, quantity: 1 }]);
    await lifecycleOf(t).changeStatus(order.orderId, 'Cancelled');
    const res = await reportFailure(t, sid, order.orderId);
    expect(res.json().order).toMatchObject({ status: 'Cancelled', paymentStatus: 'Pending' });
    expect(await payLinkMails(t.database.db, order.orderId)).toHaveLength(0);
  });

  it('refuses another shopper’s order', async () => {
    const owner = await signUp(t.app);
    const order = await placedOrder(t.app, owner.sid, [{ productId: CHARGER, quantity: 1 }]);
    const other = await signUp(t.app);
    expect((await reportFailure(t, other.sid, order.orderId)).statusCode).toBe(404);
    expect((await orderRow(t.database.db, order.orderId)).payment_status).toBe('Pending');
  });
});

describe(`payment recovery in live mode, on ${engine}`, () => {
  let fake: RazorpayFake;
  let t: TestApp;
  useLiveShop((shop) => ({ fake, t } = shop));
  /** The product its Razorpay orders buy (₹1,200), made once the live shop exists. */
  let product: number;
  beforeAll(async () => {
    product = (await createProduct(t, { price: 1200 })).id;
  });

  it('writes Failed on payment.failed, sends one pay link for two failures, and a retry pays', async () => {
    const { sid, orderId, razorpayOrderId } = await openRazorpayOrder(t.app, product);
    const first = fake.fail(razorpayOrderId, {
      code: 'BAD_REQUEST_ERROR',
      description: 'UPI timed out',
    });
    expect((await sendWebhook(t.app, fake.webhook('payment.failed', first.id))).json()).toEqual({
      status: 'processed',
    });
    expect((await orderRow(t.database.db, orderId)).payment_status).toBe('Failed');
    const second = fake.fail(razorpayOrderId, { description: 'Card declined' });
    await sendWebhook(t.app, fake.webhook('payment.failed', second.id));
    // Checkout reports the same failure too.
    await reportFailure(t, sid, orderId, {
      reason: 'Card declined',
      razorpay_order_id: razorpayOrderId,
      razorpay_payment_id: second.id,
    });
    const mails = await payLinkMails(t.database.db, orderId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain(`http://shop.test/orders/${orderId}?pay=now`);
    // Pay again: the same Razorpay order takes another attempt, and its capture pays the order.
    const retry = await startPayment(t.app, sid, orderId);
    expect(retry.json().payment.razorpayOrderId).toBe(razorpayOrderId);
    const { payment } = fake.pay(razorpayOrderId);
    await sendWebhook(t.app, fake.webhook('payment.captured', payment.id));
    expect(await orderRow(t.database.db, orderId)).toMatchObject({
      payment_status: 'Paid',
      payment_reference: payment.id,
    });
  });

  it('writes Failed when Checkout reports a closed window, and sweeps a captured retry as Paid', async () => {
    const { sid, orderId, razorpayOrderId } = await openRazorpayOrder(t.app, product);
    const closed = await reportFailure(t, sid, orderId, { reason: 'Payment window closed' });
    expect(closed.json().order.paymentStatus).toBe('Failed');
    expect(await payLinkMails(t.database.db, orderId)).toHaveLength(1);
    // A payment captured with no webhook: the sweep at the window's end reconciles a Failed order too.
    fake.pay(razorpayOrderId);
    const { created_at } = await orderRow(t.database.db, orderId);
    const swept = await t.app.orderExpiry.run(new Date(Date.parse(created_at) + 31 * MINUTE));
    expect(swept.cancelled).not.toContain(orderId);
    expect((await orderRow(t.database.db, orderId)).payment_status).toBe('Paid');
  });

  it('keeps a Paid order Paid when payment.failed arrives late, and sends no pay link', async () => {
    const { orderId, razorpayOrderId } = await openRazorpayOrder(t.app, product);
    const failed = fake.fail(razorpayOrderId);
    const { payment } = fake.pay(razorpayOrderId);
    await sendWebhook(t.app, fake.webhook('payment.captured', payment.id));
    await sendWebhook(t.app, fake.webhook('payment.failed', failed.id));
    expect((await orderRow(t.database.db, orderId)).payment_status).toBe('Paid');
    expect(await payLinkMails(t.database.db, orderId)).toHaveLength(0);
  });
});
