import { PAYMENT_MESSAGES } from '@shop/shared/payments/payment';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './helpers/auth';
import { createProduct } from './helpers/factories';
import { engine, type TestApp } from './helpers/test-app';
import type { RazorpayFake } from './razorpay-fake/fake';
import { runReconcile, useLiveShop } from './razorpay-fake/live-shop';
import {
  orderRow,
  paymentRows,
  placedOrder,
  receiptsFor,
  sendWebhook,
  startPayment,
  verifyPayment,
} from './razorpay-fake/shop-helpers';

/*
 * With Razorpay unreachable at verification, a correctly signed payment (even
 * one of ₹1 for a ₹3,422 order) must not mark the order Paid. It stays Pending, awaiting
 * verification, until reconciliation or a webhook checks the amount against the stored total.
 */

const MINUTE = 60_000;

let fake: RazorpayFake;
let t: TestApp;
useLiveShop((shop) => ({ fake, t } = shop));
/** 2 × ₹1,200 + ₹500 shipping, with 18% GST on both = ₹3,422 */
let CHARGER: number;
// After useLiveShop's own beforeAll: the shop exists.
beforeAll(async () => {
  CHARGER = (await createProduct(t, { price: 1200 })).id;
});

/** A shopper's order whose Razorpay order exists, paid at Razorpay (by default in full). */
async function paidAtRazorpay(amount?: number) {
  const { sid } = await signUp(t.app);
  const order = await placedOrder(t.app, sid, [{ productId: CHARGER, quantity: 2 }]);
  const { razorpayOrderId } = (await startPayment(t.app, sid, order.orderId)).json().payment;
  const { payment, ...handler } = fake.pay(razorpayOrderId, amount ? { amount } : {});
  return { sid, order, payment, handler };
}

/** Checkout's handler reaching the shop while Razorpay's API is down in the given way. */
async function verifyDuringOutage(
  paid: Awaited<ReturnType<typeof paidAtRazorpay>>,
  outage: number | 'network' = 503,
) {
  fake.outage(outage);
  try {
    return await verifyPayment(t.app, paid.sid, paid.order.orderId, paid.handler);
  } finally {
    fake.outage(false);
  }
}

const reconcile = () => runReconcile({ fake, t });

async function expectAwaitingVerification(orderId: string, paymentId: string) {
  expect(await orderRow(t.database.db, orderId)).toMatchObject({
    order_status: 'Placed',
    payment_status: 'Pending',
    payment_reference: null,
    paid_at: null,
  });
  const rows = await paymentRows(t.database.db, orderId);
  expect(rows).toEqual([
    expect.objectContaining({ status: 'created', razorpay_payment_id: paymentId }),
  ]);
  expect(Date.parse(rows[0]!.verification_pending_at!)).not.toBeNaN();
  expect(await receiptsFor(t.database.db, orderId)).toEqual([]);
}

describe(`payments when Razorpay cannot be reached at verification, on ${engine}`, () => {
  it('keeps the order Pending with verification pending (503 or a dropped connection), never Paid', async () => {
    for (const outage of [503, 502, 'network'] as const) {
      const paid = await paidAtRazorpay();
      const res = await verifyDuringOutage(paid, outage);
      expect(res.statusCode).toBe(202);
      const body = res.json();
      expect(body).toMatchObject({
        status: 'verification_pending',
        message: PAYMENT_MESSAGES.verificationPending,
        order: { orderId: paid.order.orderId, paymentStatus: 'Pending', status: 'Placed' },
      });
      expect(body.payment).toBeUndefined();
      await expectAwaitingVerification(paid.order.orderId, paid.payment.id);
    }
  });

  it('does not mark a ₹3,422 order Paid on a correctly signed ₹1 payment', async () => {
    const short = await paidAtRazorpay(100);
    expect(short.payment.amount).toBe(100);
    const res = await verifyDuringOutage(short);
    expect(res.statusCode).toBe(202);
    expect(res.json().order.paymentStatus).toBe('Pending');
    await expectAwaitingVerification(short.order.orderId, short.payment.id);
    // Asked again once Razorpay answers, the amount is checked: refused.
    const again = await verifyPayment(t.app, short.sid, short.order.orderId, short.handler);
    expect(again.statusCode).toBe(400);
    expect((await orderRow(t.database.db, short.order.orderId)).payment_status).toBe('Pending');
  });

  it('marks it Paid when the shopper’s verify is retried with Razorpay back', async () => {
    const paid = await paidAtRazorpay();
    expect((await verifyDuringOutage(paid)).statusCode).toBe(202);
    const res = await verifyPayment(t.app, paid.sid, paid.order.orderId, paid.handler);
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({
      paymentStatus: 'Paid',
      payment: { reference: paid.payment.id },
    });
    expect(await receiptsFor(t.database.db, paid.order.orderId)).toHaveLength(1);
  });

  it('payments:reconcile settles it with Razorpay back: Paid for the full total, not for ₹1', async () => {
    const full = await paidAtRazorpay();
    const short = await paidAtRazorpay(100);
    for (const p of [full, short]) expect((await verifyDuringOutage(p)).statusCode).toBe(202);

    const run = await reconcile();
    expect(run.stdout).toContain(`Paid:        ${full.order.orderId} (payment ${full.payment.id})`);
    const mismatch = `payment ${short.payment.id} of 100 paise does not match the order total 342200`;
    expect(run.stdout).toContain(`Not checked: ${short.order.orderId} (${mismatch})`);
    expect(run.code).toBe(1);

    expect(await orderRow(t.database.db, full.order.orderId)).toMatchObject({
      payment_status: 'Paid',
      payment_reference: full.payment.id,
    });
    expect(await paymentRows(t.database.db, full.order.orderId)).toEqual([
      expect.objectContaining({ status: 'paid', razorpay_payment_id: full.payment.id }),
    ]);
    expect(await receiptsFor(t.database.db, full.order.orderId)).toHaveLength(1);

    expect(await orderRow(t.database.db, short.order.orderId)).toMatchObject({
      payment_status: 'Pending',
      payment_reference: null,
    });
    expect(await paymentRows(t.database.db, short.order.orderId)).toEqual([
      expect.objectContaining({ status: 'created', error: mismatch }),
    ]);
    expect(await receiptsFor(t.database.db, short.order.orderId)).toEqual([]);

    // Run again: the paid one is not touched, the ₹1 one is still not Paid.
    const again = await reconcile();
    expect(again.stdout).not.toContain(`Paid:        ${full.order.orderId}`);
    expect(again.stdout).toContain(`Not checked: ${short.order.orderId}`);
    expect((await orderRow(t.database.db, short.order.orderId)).payment_status).toBe('Pending');
  });

  it('webhooks settle it with the amount checked against the stored total', async () => {
    const full = await paidAtRazorpay();
    const short = await paidAtRazorpay(100);
    for (const p of [full, short]) expect((await verifyDuringOutage(p)).statusCode).toBe(202);

    const paid = await sendWebhook(t.app, fake.webhook('payment.captured', full.payment.id));
    expect(paid.json()).toEqual({ status: 'processed' });
    expect(await orderRow(t.database.db, full.order.orderId)).toMatchObject({
      payment_status: 'Paid',
      payment_reference: full.payment.id,
    });

    for (const event of ['payment.captured', 'order.paid']) {
      const res = await sendWebhook(t.app, fake.webhook(event, short.payment.id));
      expect(res.json()).toEqual({ status: 'ignored' });
    }
    expect((await orderRow(t.database.db, short.order.orderId)).payment_status).toBe('Pending');
    expect((await paymentRows(t.database.db, short.order.orderId))[0]!.error).toContain(
      'does not match the order total 342200 INR',
    );
    expect(await receiptsFor(t.database.db, short.order.orderId)).toEqual([]);
  });

  it('the unpaid-order sweep asks Razorpay before cancelling an order awaiting verification', async () => {
    const full = await paidAtRazorpay();
    const short = await paidAtRazorpay(100);
    for (const p of [full, short]) expect((await verifyDuringOutage(p)).statusCode).toBe(202);
    const placedAt = (await orderRow(t.database.db, short.order.orderId)).created_at;
    const late = new Date(Date.parse(placedAt) + 31 * MINUTE);

    // Razorpay still down: both kept, neither cancelled nor Paid.
    fake.outage(503);
    let run;
    try {
      run = await t.app.orderExpiry.run(late);
    } finally {
      fake.outage(false);
    }
    expect(run.kept).toEqual(expect.arrayContaining([full.order.orderId, short.order.orderId]));
    for (const p of [full, short]) {
      expect(await orderRow(t.database.db, p.order.orderId)).toMatchObject({
        order_status: 'Placed',
        payment_status: 'Pending',
      });
    }

    // Razorpay back: the full payment marks its order Paid; the ₹1 one is kept, still unpaid.
    run = await t.app.orderExpiry.run(late);
    expect(run.cancelled).not.toContain(full.order.orderId);
    expect(run.cancelled).not.toContain(short.order.orderId);
    expect(run.kept).toContain(short.order.orderId);
    expect(await orderRow(t.database.db, full.order.orderId)).toMatchObject({
      order_status: 'Placed',
      payment_status: 'Paid',
    });
    expect(await orderRow(t.database.db, short.order.orderId)).toMatchObject({
      order_status: 'Placed',
      payment_status: 'Pending',
    });
  });
});
