import { PAYMENT_MESSAGES } from '@shop/shared/payments/payment';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf, signUp } from './helpers/auth';
import { createProduct } from './helpers/factories';
import { lifecycleOf } from './helpers/orders';
import { engine, type TestApp } from './helpers/test-app';
import type { RazorpayFake } from './razorpay-fake/fake';
import { useLiveShop } from './razorpay-fake/live-shop';
import {
  buyNow,
  orderRow,
  paymentRows,
  placedOrder,
  receiptsFor,
  saveProfile,
  startPayment,
  verifyPayment,
} from './razorpay-fake/shop-helpers';

let fake: RazorpayFake;
let t: TestApp;
useLiveShop((shop) => ({ fake, t } = shop));
/** ₹1,200: 2 × 1,200 + ₹500 shipping, with 18% GST on both = ₹3,422 */
let CHARGER: number;
/** Another product. */
let SCANNER: number;
// After useLiveShop's own beforeAll: the shop exists.
beforeAll(async () => {
  CHARGER = (await createProduct(t, { name: 'Fast Charging Mobile Charger 25W', price: 1200 })).id;
  SCANNER = (await createProduct(t, { price: 4299, category: 'barcode-scanner' })).id;
});

/** A signed-in shopper with an order whose Razorpay order has been created. */
async function orderWithPayment(items = [{ productId: CHARGER, quantity: 2 }]) {
  const { sid } = await signUp(t.app);
  const order = await placedOrder(t.app, sid, items);
  const res = await startPayment(t.app, sid, order.orderId);
  expect(res.statusCode).toBe(200);
  return { sid, order, payment: res.json().payment };
}

describe(`live payments against the Razorpay look-alike on ${engine}`, () => {
  it('tells pages the mode, key and checkout script', async () => {
    const res = await call(t.app, 'GET', '/api/payments/config');
    expect(res.json()).toEqual({
      mode: 'live',
      keyId: fake.keyId,
      checkoutUrl: fake.checkoutUrl,
      shopName: 'Shubh Billing Systems',
    });
  });

  it('creates a Razorpay order for the total stored with the order, never one from the browser', async () => {
    const { sid } = await signUp(t.app);
    const order = await placedOrder(t.app, sid, [{ productId: CHARGER, quantity: 2 }]);
    expect(order.totalPaise).toBe(342200);
    const res = await startPayment(t.app, sid, order.orderId, { amount: 100, currency: 'USD' });
    expect(res.statusCode).toBe(200);
    const { payment } = res.json();
    expect(payment).toMatchObject({
      mode: 'live',
      orderId: order.orderId,
      keyId: fake.keyId,
      amount: 342200,
      currency: 'INR',
      name: 'Shubh Billing Systems',
      description: `Order ${order.orderId}: Fast Charging Mobile Charger 25W × 2`,
      prefill: { name: 'Asha Rao', email: 'asha.rao@example.com', contact: '9820012345' },
      method: 'upi',
      checkoutUrl: fake.checkoutUrl,
    });
    expect(payment.razorpayOrderId).toMatch(/^order_/);
    const created = fake.orders.get(payment.razorpayOrderId)!;
    expect(created).toMatchObject({
      amount: 342200,
      currency: 'INR',
      receipt: order.orderId,
      notes: { order_id: order.orderId },
      status: 'created',
    });
    expect(fake.requests.every((r) => r.authorized)).toBe(true);
    // Opening the payment again reuses the Razorpay order that has not been paid.
    const again = (await startPayment(t.app, sid, order.orderId)).json().payment;
    expect(again.razorpayOrderId).toBe(payment.razorpayOrderId);
    expect(await paymentRows(t.database.db, order.orderId)).toEqual([
      expect.objectContaining({
        mode: 'live',
        razorpay_order_id: payment.razorpayOrderId,
        amount_paise: 342200,
        status: 'created',
      }),
    ]);
  });

  it('refuses guests and other shoppers’ orders', async () => {
    const { order } = await orderWithPayment();
    const guest = await call(t.app, 'POST', `/api/orders/${order.orderId}/payment`, { body: {} });
    expect(guest.statusCode).toBe(401);
    const other = await signUp(t.app);
    const res = await startPayment(t.app, other.sid, order.orderId);
    expect(res.statusCode).toBe(404);
    expect((await startPayment(t.app, other.sid, 'ORD0000000000000')).statusCode).toBe(404);
    expect((await startPayment(t.app, other.sid, 'nonsense')).statusCode).toBe(404);
  });

  it('marks the order Paid when Checkout’s signature is valid, once, with a receipt email', async () => {
    const { sid, order, payment } = await orderWithPayment();
    const handler = fake.pay(payment.razorpayOrderId);
    const { payment: _p, ...body } = handler;
    const res = await verifyPayment(t.app, sid, order.orderId, body);
    expect(res.statusCode).toBe(200);
    const { order: paid, payment: result } = res.json();
    expect(result).toEqual({
      orderId: order.orderId,
      paymentId: handler.razorpay_payment_id,
      demo: false,
    });
    expect(paid).toMatchObject({
      paymentStatus: 'Paid',
      status: 'Placed',
      payment: { reference: handler.razorpay_payment_id, demo: false },
    });
    expect(Date.parse(paid.payment.paidAt)).not.toBeNaN();
    expect(paid.timeline.at(-1)).toMatchObject({
      status: 'Placed',
      note: `Payment received: ₹3,422.00 (payment ID ${handler.razorpay_payment_id}).`,
    });
    expect(PAYMENT_MESSAGES.success(result.paymentId)).toBe(
      `Payment successful! Payment ID: ${handler.razorpay_payment_id}`,
    );
    expect(await paymentRows(t.database.db, order.orderId)).toEqual([
      expect.objectContaining({
        razorpay_payment_id: handler.razorpay_payment_id,
        status: 'paid',
        method: 'upi',
      }),
    ]);
    // Verifying again (a double click, a retry) is fine and changes nothing.
    const again = await verifyPayment(t.app, sid, order.orderId, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().order.timeline).toHaveLength(paid.timeline.length);
    const receipts = await receiptsFor(t.database.db, order.orderId);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe(
      `Payment received for order ${order.orderId} — Shubh Billing Systems`,
    );
    expect(receipts[0]!.text_body).toContain(`Payment ID: ${handler.razorpay_payment_id}`);
    expect(receipts[0]!.text_body).toContain('Amount: ₹3,422.00');
    // A paid order cannot be paid again.
    const reopen = await startPayment(t.app, sid, order.orderId);
    expect(reopen.statusCode).toBe(409);
    expect(errorOf(reopen)).toMatchObject({ code: 'already_paid' });
  });

  it('refuses a tampered signature and changes nothing', async () => {
    const { sid, order, payment } = await orderWithPayment();
    const { payment: _p, ...body } = fake.pay(payment.razorpayOrderId);
    const flipped =
      (body.razorpay_signature[0] === 'a' ? 'b' : 'a') + body.razorpay_signature.slice(1);
    for (const signature of [flipped, body.razorpay_signature.slice(0, 40), '', 'zz'.repeat(32)]) {
      const res = await verifyPayment(t.app, sid, order.orderId, {
        ...body,
        razorpay_signature: signature,
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toEqual({
        code: 'payment_verification_failed',
        message: 'Payment verification failed',
      });
    }
    // A signature for another payment id, and a body with parts missing.
    const other = await verifyPayment(t.app, sid, order.orderId, {
      ...body,
      razorpay_payment_id: 'pay_Forged00000000',
    });
    expect(other.statusCode).toBe(400);
    expect((await verifyPayment(t.app, sid, order.orderId, {})).statusCode).toBe(400);
    const row = await orderRow(t.database.db, order.orderId);
    expect(row).toMatchObject({ payment_status: 'Pending', payment_reference: null });
    expect(await receiptsFor(t.database.db, order.orderId)).toEqual([]);
  });

  it('refuses another order’s Razorpay order, even with its valid signature', async () => {
    const a = await orderWithPayment();
    const b = await orderWithPayment([{ productId: SCANNER, quantity: 1 }]);
    const { payment: _p, ...bPaid } = fake.pay(b.payment.razorpayOrderId);
    // B's genuine payment, sent for another order of B's shopper…
    const bOther = await placedOrder(t.app, b.sid, [{ productId: CHARGER, quantity: 1 }]);
    await startPayment(t.app, b.sid, bOther.orderId);
    const res = await verifyPayment(t.app, b.sid, bOther.orderId, bPaid);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('Payment verification failed');
    // …and A's shopper cannot use it on A either.
    expect((await verifyPayment(t.app, a.sid, a.order.orderId, bPaid)).statusCode).toBe(400);
    for (const id of [a.order.orderId, bOther.orderId]) {
      expect((await orderRow(t.database.db, id)).payment_status).toBe('Pending');
    }
    // …while it does pay the order it belongs to.
    const own = await verifyPayment(t.app, b.sid, b.order.orderId, bPaid);
    expect(own.json().order.paymentStatus).toBe('Paid');
  });

  it('refuses a payment whose amount differs from the order’s total, though correctly signed', async () => {
    const { sid, order, payment } = await orderWithPayment();
    const { payment: paid, ...body } = fake.pay(payment.razorpayOrderId, {
      amount: order.totalPaise - 100_000,
    });
    expect(paid.amount).toBe(242200);
    const res = await verifyPayment(t.app, sid, order.orderId, { ...body, amount: 242200 });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('Payment verification failed');
    expect((await orderRow(t.database.db, order.orderId)).payment_status).toBe('Pending');
  });

  it('marks the order Failed when the payment is dismissed or fails, and it can be paid later', async () => {
    const { sid, order, payment } = await orderWithPayment();
    const dismissed = await call(t.app, 'POST', `/api/orders/${order.orderId}/payment/failed`, {
      sid,
      body: { reason: 'Payment window closed' },
    });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json().order.paymentStatus).toBe('Failed');
    const failedPayment = fake.fail(payment.razorpayOrderId);
    const failed = await call(t.app, 'POST', `/api/orders/${order.orderId}/payment/failed`, {
      sid,
      body: {
        code: 'BAD_REQUEST_ERROR',
        reason: 'Payment failed',
        razorpay_order_id: payment.razorpayOrderId,
        razorpay_payment_id: failedPayment.id,
      },
    });
    expect(failed.json().order.paymentStatus).toBe('Failed');
    expect(await paymentRows(t.database.db, order.orderId)).toEqual([
      expect.objectContaining({
        status: 'failed',
        razorpay_payment_id: failedPayment.id,
        error: 'BAD_REQUEST_ERROR: Payment failed',
      }),
    ]);
    // 'Pay now' later: the same Razorpay order takes another attempt.
    const retry = (await startPayment(t.app, sid, order.orderId)).json().payment;
    expect(retry.razorpayOrderId).toBe(payment.razorpayOrderId);
    const { payment: _p, ...body } = fake.pay(retry.razorpayOrderId);
    expect((await verifyPayment(t.app, sid, order.orderId, body)).json().order.paymentStatus).toBe(
      'Paid',
    );
    // A late failure report never unpays it.
    const late = await call(t.app, 'POST', `/api/orders/${order.orderId}/payment/failed`, {
      sid,
      body: { reason: 'late' },
    });
    expect(late.json().order.paymentStatus).toBe('Paid');
    expect((await paymentRows(t.database.db, order.orderId))[0]!.status).toBe('paid');
  });

  it('does not take payment for a cancelled order', async () => {
    const { sid } = await signUp(t.app);
    const order = await placedOrder(t.app, sid, [{ productId: CHARGER, quantity: 1 }]);
    await lifecycleOf(t).changeStatus(order.orderId, 'Cancelled');
    const res = await startPayment(t.app, sid, order.orderId);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({
      code: 'order_cancelled',
      message: 'This order has been cancelled and cannot be paid.',
    });
  });

  it('answers 502 without details when Razorpay is down, and works once it is back', async () => {
    const { sid } = await signUp(t.app);
    const order = await placedOrder(t.app, sid, [{ productId: CHARGER, quantity: 1 }]);
    fake.outage(503);
    try {
      const res = await startPayment(t.app, sid, order.orderId);
      expect(res.statusCode).toBe(502);
      expect(errorOf(res)).toEqual({
        code: 'payment_gateway_unavailable',
        message: 'We could not reach the payment service. Please try again in a minute.',
      });
    } finally {
      fake.outage(false);
    }
    expect((await startPayment(t.app, sid, order.orderId)).statusCode).toBe(200);
  });

  it('refuses the demo confirm in live mode', async () => {
    const { sid, order } = await orderWithPayment();
    const res = await call(t.app, 'POST', `/api/orders/${order.orderId}/payment/demo-confirm`, {
      sid,
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('payments_live');
    expect((await orderRow(t.database.db, order.orderId)).payment_status).toBe('Pending');
  });

  it('Buy Now opens Razorpay for an order priced by the server', async () => {
    const { sid } = await signUp(t.app);
    await saveProfile(t.app, sid);
    const res = await buyNow(t.app, sid, { productId: CHARGER, quantity: 1, price: 1 });
    expect(res.statusCode).toBe(201);
    const { order, payment } = res.json();
    // ₹1,200 + 18% GST + ₹500 shipping, the same totals as checkout.
    expect(order.totalPaise).toBe(200600);
    expect(payment).toMatchObject({ mode: 'live', amount: 200600, orderId: order.orderId });
    expect(fake.orders.get(payment.razorpayOrderId)!.amount).toBe(200600);
    const { payment: _p, ...body } = fake.pay(payment.razorpayOrderId, { method: 'card' });
    const paid = await verifyPayment(t.app, sid, order.orderId, body);
    expect(paid.json().order).toMatchObject({ paymentStatus: 'Paid', paymentMethod: 'UPI' });
  });

  it('allows Razorpay’s checkout script, frames and calls in the CSP, with the nonce kept', async () => {
    const res = await call(t.app, 'GET', '/api/payments/config');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(
      new RegExp(`script-src 'self' 'nonce-[^']+' ${fake.url} https://cdn\\.razorpay\\.com`),
    );
    expect(csp).toContain(
      `frame-src 'self' https://api.razorpay.com https://checkout.razorpay.com ${fake.url}`,
    );
    expect(csp).toContain(
      `connect-src 'self' ${fake.url} https://api.razorpay.com https://lumberjack.razorpay.com`,
    );
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
