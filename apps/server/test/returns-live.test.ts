import { refundsOfOrder } from '../src/modules/returns/repository';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from './helpers/factories';
import { askReturn, deliver, staffOf, subjectsFor } from './helpers/returns';
import { engine, type TestApp } from './helpers/test-app';
import type { RazorpayFake } from './razorpay-fake/fake';
import { useLiveShop } from './razorpay-fake/live-shop';
import {
  openRazorpayOrder,
  orderRow,
  sendWebhook,
  verifyPayment,
} from './razorpay-fake/shop-helpers';

let fake: RazorpayFake;
let t: TestApp;
let staff: Awaited<ReturnType<typeof staffOf>>;
useLiveShop((shop) => {
  ({ fake, t } = shop);
});
/** The product its orders buy (₹1,200), made once the live shop exists. */
let product: number;
beforeAll(async () => {
  product = (await createProduct(t, { price: 1200 })).id;
});

/** A live order paid through the look-alike (one unit of the file's product). */
async function paidLiveOrder() {
  staff ??= await staffOf(t);
  const { sid, orderId, razorpayOrderId } = await openRazorpayOrder(t.app, product);
  const { payment, ...handler } = fake.pay(razorpayOrderId);
  expect((await verifyPayment(t.app, sid, orderId, handler)).statusCode).toBe(200);
  const row = await orderRow(t.database.db, orderId);
  return {
    sid,
    orderId,
    paymentId: payment.id,
    total: row.total_amount,
    email: row.customer_email,
  };
}

const refundCalls = (paymentId: string) =>
  fake.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payments/${paymentId}/refund`);

describe(`live refunds through the Razorpay look-alike on ${engine}`, () => {
  it('refunds a return through the Refunds API and settles it by the refund.processed webhook', async () => {
    const order = await paidLiveOrder();
    await deliver(t, order.orderId);
    await askReturn(t.app, order.sid, order.orderId, [{ lineNo: 1, quantity: 1 }]);
    const view = await staff('GET', `/api/admin/orders/${order.orderId}/returns`);
    const id = view.json().returns[0].id as number;
    await staff('POST', `/api/admin/returns/${id}/approve`, {});
    await staff('POST', `/api/admin/returns/${id}/receive`, {});
    const res = await staff('POST', `/api/admin/returns/${id}/refund`, {});
    expect(res.statusCode, res.body).toBe(200);

    expect(refundCalls(order.paymentId)).toEqual([expect.objectContaining({ authorized: true })]);
    const [refund] = await refundsOfOrder(t.database.db, order.orderId);
    expect(refund).toMatchObject({
      method: 'razorpay',
      status: 'pending',
      amount_paise: order.total,
    });
    const gateway = fake.refunds.get(refund!.razorpay_refund_id!);
    expect(gateway).toMatchObject({
      amount: order.total,
      status: 'pending',
      speed_requested: 'normal',
    });
    expect(gateway!.notes).toMatchObject({
      order_id: order.orderId,
      refund_id: String(refund!.id),
    });
    expect((await orderRow(t.database.db, order.orderId)).payment_status).toBe('Paid');
    expect(await subjectsFor(t.database.db, order.email)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Refund of .* issued for order/)]),
    );

    const signed = fake.settleRefund(refund!.razorpay_refund_id!, 'processed');
    expect((await sendWebhook(t.app, signed)).statusCode).toBe(200);
    const [settled] = await refundsOfOrder(t.database.db, order.orderId);
    expect(settled!.status).toBe('processed');
    const row = await orderRow(t.database.db, order.orderId);
    expect(row.payment_status).toBe('Refunded');
    expect(row.refunded_paise).toBe(order.total);
    const returns = await staff('GET', `/api/admin/orders/${order.orderId}/returns`);
    expect(returns.json().returns[0].status).toBe('refunded');
    // The same event again changes nothing.
    expect((await sendWebhook(t.app, signed)).json()).toMatchObject({ status: 'duplicate' });
    expect((await orderRow(t.database.db, order.orderId)).refunded_paise).toBe(order.total);
  });

  it('refunds a cancelled paid order through the API; refund.failed leaves the payment as it was', async () => {
    const order = await paidLiveOrder();
    const res = await staff('POST', `/api/admin/orders/${order.orderId}/cancel`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(refundCalls(order.paymentId)).toHaveLength(1);
    const [refund] = await refundsOfOrder(t.database.db, order.orderId);
    expect(refund).toMatchObject({ method: 'razorpay', status: 'pending', return_id: null });

    const signed = fake.settleRefund(refund!.razorpay_refund_id!, 'failed');
    expect((await sendWebhook(t.app, signed)).statusCode).toBe(200);
    const [failed] = await refundsOfOrder(t.database.db, order.orderId);
    expect(failed!.status).toBe('failed');
    const row = await orderRow(t.database.db, order.orderId);
    expect(row.payment_status).toBe('Paid');
    expect(row.refunded_paise).toBe(0);
  });

  it('keeps a refund pending when Razorpay cannot be reached, without a second refund later', async () => {
    const order = await paidLiveOrder();
    fake.outage(503);
    try {
      expect(
        (await staff('POST', `/api/admin/orders/${order.orderId}/cancel`, {})).statusCode,
      ).toBe(200);
    } finally {
      fake.outage(false);
    }
    const [refund] = await refundsOfOrder(t.database.db, order.orderId);
    expect(refund).toMatchObject({ status: 'pending', razorpay_refund_id: null });
    expect(refund!.error).toMatch(/503/);
    expect(refundCalls(order.paymentId)).toHaveLength(1);

    const send = () => staff('POST', `/api/admin/refunds/${refund!.id}/send`, {});
    expect((await send()).statusCode).toBe(200);
    const [sent] = await refundsOfOrder(t.database.db, order.orderId);
    expect(sent).toMatchObject({ status: 'pending', error: null });
    expect(sent!.razorpay_refund_id).toMatch(/^rfnd_/);
    expect((await send()).statusCode).toBe(409);
    expect(fake.refunds.size).toBe(
      [...fake.refunds.values()].filter((r) => r.payment_id !== order.paymentId).length + 1,
    );
  });
});
