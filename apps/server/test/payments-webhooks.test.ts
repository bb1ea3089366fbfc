import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './helpers/auth';
import { createProduct } from './helpers/factories';
import { engine, type TestApp } from './helpers/test-app';
import type { RazorpayFake } from './razorpay-fake/fake';
import { useLiveShop } from './razorpay-fake/live-shop';
import {
  orderRow,
  paymentRows,
  placedOrder,
  receiptsFor,
  sendWebhook,
  openRazorpayOrder,
} from './razorpay-fake/shop-helpers';

let fake: RazorpayFake;
let t: TestApp;
useLiveShop((shop) => ({ fake, t } = shop));
/** ₹1,200. */
let CHARGER: number;
// After useLiveShop's own beforeAll: the shop exists.
beforeAll(async () => {
  CHARGER = (await createProduct(t, { price: 1200 })).id;
});

const statusOf = async (orderId: string) => (await orderRow(t.database.db, orderId)).payment_status;

describe(`Razorpay webhooks on ${engine}`, () => {
  it('marks the order Paid on a correctly signed payment.captured', async () => {
    const { orderId, razorpayOrderId } = await openRazorpayOrder(t.app, CHARGER);
    const { payment } = fake.pay(razorpayOrderId, { method: 'netbanking' });
    const res = await sendWebhook(t.app, fake.webhook('payment.captured', payment.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'processed' });
    expect(await orderRow(t.database.db, orderId)).toMatchObject({
      payment_status: 'Paid',
      payment_reference: payment.id,
      payment_demo: 0,
    });
    expect(await paymentRows(t.database.db, orderId)).toEqual([
      expect.objectContaining({
        status: 'paid',
        razorpay_payment_id: payment.id,
        method: 'netbanking',
      }),
    ]);
    expect(await receiptsFor(t.database.db, orderId)).toHaveLength(1);
  });

  it('refuses a re-serialised body (the signature covers the raw bytes) and a bad signature', async () => {
    const { orderId, razorpayOrderId } = await openRazorpayOrder(t.app, CHARGER);
    const { payment } = fake.pay(razorpayOrderId);
    const signed = fake.webhook('payment.captured', payment.id);
    const reserialised = JSON.stringify(JSON.parse(signed.body), null, 2);
    expect(JSON.parse(reserialised)).toEqual(JSON.parse(signed.body));
    const res = await sendWebhook(t.app, signed, { body: reserialised });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('webhook_signature');
    const unsigned = await sendWebhook(t.app, signed, {
      headers: { 'x-razorpay-signature': '' },
    });
    expect(unsigned.statusCode).toBe(400);
    const otherSecret = await sendWebhook(t.app, signed, {
      headers: { 'x-razorpay-signature': fake.checkoutSignature(razorpayOrderId, payment.id) },
    });
    expect(otherSecret.statusCode).toBe(400);
    expect(await statusOf(orderId)).toBe('Pending');
    // The same event, unaltered, is then accepted: a refused delivery was not recorded as seen.
    expect((await sendWebhook(t.app, signed)).json()).toEqual({ status: 'processed' });
    expect(await statusOf(orderId)).toBe('Paid');
  });

  it('handles each event id once', async () => {
    const { orderId, razorpayOrderId } = await openRazorpayOrder(t.app, CHARGER);
    const { payment } = fake.pay(razorpayOrderId);
    const signed = fake.webhook('payment.captured', payment.id);
    const first = await sendWebhook(t.app, signed);
    const second = await sendWebhook(t.app, signed);
    expect(first.json()).toEqual({ status: 'processed' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ status: 'duplicate' });
    // Razorpay's other event about the same payment changes nothing more either.
    const orderPaid = await sendWebhook(t.app, fake.webhook('order.paid', payment.id));
    expect(orderPaid.json()).toEqual({ status: 'processed' });
    expect(await receiptsFor(t.database.db, orderId)).toHaveLength(1);
    const events = await t.database.db
      .selectFrom('processed_webhook_events')
      .select('event_id')
      .where('event_id', '=', signed.eventId)
      .execute();
    expect(events).toHaveLength(1);
  });

  it('handles the same event delivered twice at the same moment once', async () => {
    const { orderId, razorpayOrderId } = await openRazorpayOrder(t.app, CHARGER);
    const { payment } = fake.pay(razorpayOrderId);
    const signed = fake.webhook('payment.captured', payment.id);
    const answers = await Promise.all([sendWebhook(t.app, signed), sendWebhook(t.app, signed)]);
    expect(answers.map((r) => r.json().status).sort()).toEqual(['duplicate', 'processed']);
    expect(await receiptsFor(t.database.db, orderId)).toHaveLength(1);
  });

  it('never unpays: payment.failed after payment.captured keeps the order Paid', async () => {
    const { orderId, razorpayOrderId } = await openRazorpayOrder(t.app, CHARGER);
    const failed = fake.fail(razorpayOrderId, { description: 'Card declined' });
    const { payment } = fake.pay(razorpayOrderId);
    await sendWebhook(t.app, fake.webhook('payment.captured', payment.id));
    const late = await sendWebhook(t.app, fake.webhook('payment.failed', failed.id));
    expect(late.statusCode).toBe(200);
    expect(await orderRow(t.database.db, orderId)).toMatchObject({
      payment_status: 'Paid',
      payment_reference: payment.id,
    });
    expect(await paymentRows(t.database.db, orderId)).toEqual([
      expect.objectContaining({ status: 'paid', razorpay_payment_id: payment.id, error: null }),
    ]);
  });

  it('records payment.failed on its own and marks the order Failed', async () => {
    const { orderId, razorpayOrderId } = await openRazorpayOrder(t.app, CHARGER);
    const failed = fake.fail(razorpayOrderId, {
      code: 'BAD_REQUEST_ERROR',
      description: 'UPI timed out',
    });
    const res = await sendWebhook(t.app, fake.webhook('payment.failed', failed.id));
    expect(res.json()).toEqual({ status: 'processed' });
    expect(await statusOf(orderId)).toBe('Failed');
    expect(await paymentRows(t.database.db, orderId)).toEqual([
      expect.objectContaining({ status: 'failed', error: 'BAD_REQUEST_ERROR: UPI timed out' }),
    ]);
  });

  it('takes order.paid arriving before payment.captured', async () => {
    const { orderId, razorpayOrderId } = await openRazorpayOrder(t.app, CHARGER);
    const { payment } = fake.pay(razorpayOrderId);
    const orderPaid = await sendWebhook(t.app, fake.webhook('order.paid', payment.id));
    expect(orderPaid.json()).toEqual({ status: 'processed' });
    expect(await statusOf(orderId)).toBe('Paid');
    const captured = await sendWebhook(t.app, fake.webhook('payment.captured', payment.id));
    expect(captured.json()).toEqual({ status: 'processed' });
    expect(await orderRow(t.database.db, orderId)).toMatchObject({
      payment_status: 'Paid',
      payment_reference: payment.id,
    });
    expect(await receiptsFor(t.database.db, orderId)).toHaveLength(1);
  });

  it('finds the order by the receipt when its Razorpay order was never stored', async () => {
    const { sid } = await signUp(t.app);
    const order = await placedOrder(t.app, sid, [{ productId: CHARGER, quantity: 1 }]);
    // As if the shop died between Razorpay creating the order and storing its id.
    const res = await fetch(`${fake.url}/v1/orders`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${fake.keyId}:${fake.keySecret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ amount: order.totalPaise, currency: 'INR', receipt: order.orderId }),
    });
    const razorpayOrder = (await res.json()) as { id: string };
    const { payment } = fake.pay(razorpayOrder.id);
    const answer = await sendWebhook(t.app, fake.webhook('order.paid', payment.id));
    expect(answer.json()).toEqual({ status: 'processed' });
    expect(await statusOf(order.orderId)).toBe('Paid');
    expect(await paymentRows(t.database.db, order.orderId)).toEqual([
      expect.objectContaining({ razorpay_order_id: razorpayOrder.id, status: 'paid' }),
    ]);
  });

  it('does not mark Paid a captured payment of another amount, or of an unknown order', async () => {
    const { orderId, razorpayOrderId } = await openRazorpayOrder(t.app, CHARGER);
    const { payment } = fake.pay(razorpayOrderId, { amount: 100 });
    const res = await sendWebhook(t.app, fake.webhook('payment.captured', payment.id));
    expect(res.json()).toEqual({ status: 'ignored' });
    expect(await statusOf(orderId)).toBe('Pending');
    expect((await paymentRows(t.database.db, orderId))[0]!.error).toMatch(/does not match/);

    const stranger = await fetch(`${fake.url}/v1/orders`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${fake.keyId}:${fake.keySecret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ amount: 5000, currency: 'INR', receipt: 'another-shop-42' }),
    });
    const { payment: strangers } = fake.pay(((await stranger.json()) as { id: string }).id);
    const unknown = await sendWebhook(t.app, fake.webhook('payment.captured', strangers.id));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ status: 'ignored' });
  });

  it('acknowledges events it does not handle, and needs no cookie or CSRF header', async () => {
    const { razorpayOrderId } = await openRazorpayOrder(t.app, CHARGER);
    const { payment } = fake.pay(razorpayOrderId);
    const signed = fake.webhook('payment.authorized', payment.id);
    const res = await sendWebhook(t.app, signed, {
      headers: {
        origin: 'https://api.razorpay.com',
        'content-type': 'application/json; charset=utf-8',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ignored' });
  });
});
