import { ORDER_ERRORS } from '@shop/shared/orders/errors';
import { PAYMENT_MESSAGES } from '@shop/shared/payments/payment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { createProduct } from './helpers/factories';
import { call, errorOf, signUp } from './helpers/auth';
import { newKey, stockOf } from './helpers/orders';
import { createTestApp, engine, type TestApp } from './helpers/test-app';
import {
  buyNow,
  fullProfile,
  orderRow,
  paymentRows,
  placedOrder,
  receiptsFor,
  saveProfile,
  startPayment,
} from './razorpay-fake/shop-helpers';

let t: TestApp;
/** ₹1,200 */
let CHARGER: number;
/** ₹8,499 */
let MACHINE: number;
beforeAll(async () => {
  // A placeholder key from a template: demo mode.
  t = await createTestApp({ RAZORPAY_KEY_ID: 'rzp_test_placeholder' });
  CHARGER = (
    await createProduct(t, { name: 'Fast Charging Mobile Charger 25W', price: 1200, hsn: '850440' })
  ).id;
  MACHINE = (await createProduct(t, { price: 8499, category: 'billing-machine', hsn: '847050' }))
    .id;
});
afterAll(() => t?.close());

const demoConfirm = (sid: string, orderId: string) =>
  call(t.app, 'POST', `/api/orders/${orderId}/payment/demo-confirm`, { sid });

const savedCart = async (sid: string) =>
  (await call(t.app, 'GET', '/api/cart', { sid }))
    .json()
    .items.map((l: { id: number; quantity: number }) => ({ id: l.id, quantity: l.quantity }));

describe(`demo payments on ${engine}`, () => {
  it('says it is in demo mode, with no key', async () => {
    const res = await call(t.app, 'GET', '/api/payments/config');
    expect(res.json()).toEqual({ mode: 'demo', shopName: 'Shubh Billing Systems' });
    // Demo pages load nothing from Razorpay.
    expect(String(res.headers['content-security-policy'])).not.toContain('razorpay');
  });

  it('answers the amount from the database for the demo confirm', async () => {
    const { sid } = await signUp(t.app);
    const order = await placedOrder(t.app, sid, [{ productId: CHARGER, quantity: 2 }]);
    const res = await startPayment(t.app, sid, order.orderId, { amount: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().payment).toEqual({
      mode: 'demo',
      orderId: order.orderId,
      amount: 342200,
      currency: 'INR',
      name: 'Shubh Billing Systems',
      description: `Order ${order.orderId}: Fast Charging Mobile Charger 25W × 2`,
      prefill: { name: 'Asha Rao', email: 'asha.rao@example.com', contact: '9820012345' },
      method: 'upi',
      option: null,
    });
  });

  it('marks the order Paid as a demo, saying nothing was charged, once', async () => {
    const { sid } = await signUp(t.app);
    const order = await placedOrder(t.app, sid, [{ productId: CHARGER, quantity: 1 }]);
    const res = await demoConfirm(sid, order.orderId);
    expect(res.statusCode).toBe(200);
    const { order: paid, payment } = res.json();
    expect(payment).toEqual({
      orderId: order.orderId,
      paymentId: expect.stringMatching(/^DEMO-[0-9A-F]{12}$/),
      demo: true,
    });
    expect(paid).toMatchObject({
      paymentStatus: 'Paid',
      payment: { reference: payment.paymentId, demo: true },
    });
    expect(paid.timeline.at(-1).note).toBe(
      `Demo payment — nothing was charged (${payment.paymentId}).`,
    );
    expect(await orderRow(t.database.db, order.orderId)).toMatchObject({
      payment_status: 'Paid',
      payment_demo: 1,
      payment_reference: payment.paymentId,
    });
    // A second confirm (double click) changes nothing.
    const again = await demoConfirm(sid, order.orderId);
    expect(again.statusCode).toBe(200);
    expect(again.json().payment.paymentId).toBe(payment.paymentId);
    expect(await paymentRows(t.database.db, order.orderId)).toEqual([
      expect.objectContaining({ mode: 'demo', status: 'paid', razorpay_order_id: null }),
    ]);
    const receipts = await receiptsFor(t.database.db, order.orderId);
    expect(receipts.map((r) => r.subject)).toEqual([
      `Demo payment recorded for order ${order.orderId} — nothing was charged`,
    ]);
    expect(receipts[0]!.text_body).toContain('Demo payment — nothing was charged');
    // The list shows it Paid; the detail says it was a demo.
    const list = (await call(t.app, 'GET', '/api/orders', { sid })).json().orders;
    expect(list[0]).toMatchObject({ orderId: order.orderId, paymentStatus: 'Paid' });
  });

  it('marks a cancelled demo confirm Failed (still payable), and refuses Razorpay verification', async () => {
    const { sid } = await signUp(t.app);
    const order = await placedOrder(t.app, sid, [{ productId: CHARGER, quantity: 1 }]);
    const cancelled = await call(t.app, 'POST', `/api/orders/${order.orderId}/payment/failed`, {
      sid,
      body: {},
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().order.paymentStatus).toBe('Failed');
    const verify = await call(t.app, 'POST', `/api/orders/${order.orderId}/payment/verify`, {
      sid,
      body: {
        razorpay_order_id: 'order_Anything0000001',
        razorpay_payment_id: 'pay_Anything00000001',
        razorpay_signature: 'a'.repeat(64),
      },
    });
    expect(verify.statusCode).toBe(409);
    expect(errorOf(verify)).toEqual({ code: 'payments_demo', message: PAYMENT_MESSAGES.liveOnly });
    expect((await orderRow(t.database.db, order.orderId)).payment_status).toBe('Failed');
  });

  it('does not let anyone confirm someone else’s order', async () => {
    const owner = await signUp(t.app);
    const order = await placedOrder(t.app, owner.sid, [{ productId: CHARGER, quantity: 1 }]);
    const other = await signUp(t.app);
    expect((await demoConfirm(other.sid, order.orderId)).statusCode).toBe(404);
    const guest = await call(t.app, 'POST', `/api/orders/${order.orderId}/payment/demo-confirm`);
    expect(guest.statusCode).toBe(401);
    expect((await orderRow(t.database.db, order.orderId)).payment_status).toBe('Pending');
  });
});

describe(`Buy Now on ${engine}`, () => {
  it('asks a guest to sign in', async () => {
    const res = await call(t.app, 'POST', '/api/buy-now', {
      body: { productId: CHARGER, quantity: 1 },
      headers: { 'idempotency-key': newKey() },
    });
    expect(res.statusCode).toBe(401);
  });

  it('asks for the delivery address when the profile lacks it, naming each field', async () => {
    const { sid } = await signUp(t.app);
    const res = await buyNow(t.app, sid, { productId: CHARGER, quantity: 1 });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({
      code: 'address_required',
      message: PAYMENT_MESSAGES.addressRequired,
      fields: {
        phone: 'Enter a valid 10-digit mobile number',
        address: 'Enter your address',
        city: 'Enter your city',
        state: 'Choose a state or union territory',
        pincode: 'PIN code must be exactly 6 digits',
      },
    });
    await saveProfile(t.app, sid, { ...fullProfile, pincode: '' });
    const partly = await buyNow(t.app, sid, { productId: CHARGER, quantity: 1 });
    expect(errorOf(partly)).toMatchObject({
      code: 'address_required',
      fields: { pincode: 'PIN code must be exactly 6 digits' },
    });
    const orders = (await call(t.app, 'GET', '/api/orders', { sid })).json().orders;
    expect(orders).toEqual([]);
  });

  it('places a real order priced by the server, shipped to the profile, leaving the cart alone', async () => {
    const { sid, user } = await signUp(t.app);
    await saveProfile(t.app, sid);
    const other = await createProduct(t, { price: 4299 });
    const cart = [
      { id: CHARGER, quantity: 3 },
      { id: other.id, quantity: 1 },
    ];
    expect((await call(t.app, 'PUT', '/api/cart', { sid, body: { items: cart } })).statusCode).toBe(
      200,
    );
    const before = await stockOf(t.database.db, MACHINE);
    const key = newKey();
    const res = await buyNow(
      t.app,
      sid,
      { productId: MACHINE, quantity: 2, paymentMethod: 'card', price: 1, total: 1 },
      key,
    );
    expect(res.statusCode).toBe(201);
    const { order, payment } = res.json();
    // 2 × ₹8,499 = ₹16,998; GST 18% = ₹3,059.64; free shipping above ₹5,000; ₹20,057.64 payable
    // as ₹20,058 (ADR 043).
    expect(order).toMatchObject({
      items: expect.stringMatching(/ × 2$/),
      subtotalPaise: 1699800,
      taxPaise: 305964,
      shippingPaise: 0,
      totalPaise: 2005800,
      paymentMethod: 'CARD',
      paymentStatus: 'Pending',
      customer: { name: 'Meera Iyer', email: user.email, phone: '9845011223' },
      shippingAddress: {
        address: '7 Brigade Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
      },
    });
    expect(payment).toMatchObject({
      mode: 'demo',
      orderId: order.orderId,
      amount: 2005800,
      method: 'card',
    });
    expect(await stockOf(t.database.db, MACHINE)).toBe(before - 2);
    // The saved cart is exactly as it was, even though checkout would have removed lines.
    expect(await savedCart(sid)).toEqual(cart);
    // A retry with the same key answers the same order, without a second one.
    const retry = await buyNow(
      t.app,
      sid,
      { productId: MACHINE, quantity: 2, paymentMethod: 'card' },
      key,
    );
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().order.orderId).toBe(order.orderId);
    expect(await stockOf(t.database.db, MACHINE)).toBe(before - 2);
    // Then the demo confirm pays it like any other order.
    const paid = await demoConfirm(sid, order.orderId);
    expect(paid.json().order.paymentStatus).toBe('Paid');
  });

  it('uses UPI and one unit unless told otherwise', async () => {
    const { sid } = await signUp(t.app);
    await saveProfile(t.app, sid);
    const res = await buyNow(t.app, sid, { productId: CHARGER });
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({ totalItems: 1, paymentMethod: 'UPI' });
  });

  it('refuses a missing Idempotency-Key, card details, bad input and sold-out products', async () => {
    const { sid } = await signUp(t.app);
    await saveProfile(t.app, sid);
    const noKey = await call(t.app, 'POST', '/api/buy-now', {
      sid,
      body: { productId: CHARGER, quantity: 1 },
    });
    expect(noKey.statusCode).toBe(400);
    const card = await buyNow(t.app, sid, { productId: CHARGER, cardNumber: '4111111111111111' });
    expect(card.statusCode).toBe(400);
    expect(errorOf(card).message).toBe(ORDER_ERRORS.cardFields);
    const zero = await buyNow(t.app, sid, { productId: CHARGER, quantity: 0 });
    expect(errorOf(zero)).toMatchObject({
      code: 'bad_request',
      fields: { quantity: ORDER_ERRORS.quantity },
    });
    const gone = await createProduct(t, { stock: 0 });
    const soldOut = await buyNow(t.app, sid, { productId: gone.id, quantity: 1 });
    expect(soldOut.statusCode).toBe(409);
    expect(errorOf(soldOut).code).toBe('out_of_stock');
    expect((await call(t.app, 'GET', '/api/orders', { sid })).json().orders).toEqual([]);
  });
});

describe('payment modes from the environment', () => {
  it.each([
    [{}],
    [{ RAZORPAY_KEY_ID: '' }],
    [{ RAZORPAY_KEY_ID: 'rzp_test_placeholder' }],
    [{ RAZORPAY_KEY_ID: 'YOUR_KEY_ID', RAZORPAY_KEY_SECRET: 'YOUR_KEY_SECRET' }],
    [{ RAZORPAY_KEY_ID: 'rzp_test_xxxxxxxxxxxxxx' }],
  ])('is demo without a real key: %j', (env) => {
    expect(loadConfig(env).payments).toEqual({
      mode: 'demo',
      checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      apiUrl: 'https://api.razorpay.com',
    });
  });

  it('is live with a key id and its secret', () => {
    expect(
      loadConfig({
        RAZORPAY_KEY_ID: 'rzp_test_1DP5mmOlF5G5ag',
        RAZORPAY_KEY_SECRET: 's3cret',
        RAZORPAY_API_URL: 'http://127.0.0.1:4010/',
      }).payments,
    ).toEqual({
      mode: 'live',
      keyId: 'rzp_test_1DP5mmOlF5G5ag',
      keySecret: 's3cret',
      webhookSecret: undefined,
      checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      apiUrl: 'http://127.0.0.1:4010',
    });
  });

  it('stops the start for a key without its secret, naming RAZORPAY_KEY_SECRET', () => {
    const start = () => loadConfig({ RAZORPAY_KEY_ID: 'rzp_live_1DP5mmOlF5G5ag' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/RAZORPAY_KEY_SECRET/);
  });

  it.each([
    ['RAZORPAY_KEY_ID', 'not-a-key'],
    ['RAZORPAY_CHECKOUT_URL', 'checkout.js'],
    ['RAZORPAY_API_URL', 'ftp://api.razorpay.com'],
  ])('stops the start on a bad %s and names it', (name, value) => {
    const start = () => loadConfig({ RAZORPAY_KEY_SECRET: 'x', [name]: value });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(new RegExp(name));
  });
});
