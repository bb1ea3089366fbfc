import type { SessionUser } from '@shop/shared/auth/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderService } from '../src/modules/orders/service';
import { setUpPayments } from '../src/modules/payments/setup';
import { createProduct } from './helpers/factories';
import { call, errorOf, signUp } from './helpers/auth';
import { lifecycleOf, newKey, orderBody, placeOrder, refundsOf } from './helpers/orders';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

/**
 * The service functions the checkout and Buy Now forms call in-process (ADR 049): which order an
 * idempotency key placed (a Place Order posted twice lands on it), and Buy Now placing its order
 * without starting the payment (that opens from the confirmation).
 */
describe(`order placement for the page forms on ${engine}`, () => {
  let t: TestApp;
  /** The product this file's orders buy, made in beforeAll. */
  let PRODUCT: number;
  let orders: OrderService;
  let buyNow: ReturnType<typeof setUpPayments>['buyNow'];

  beforeAll(async () => {
    t = await createTestApp();
    PRODUCT = (await createProduct(t)).id;
    const { db } = t.database;
    orders = new OrderService(db, t.app.email, t.config.publicUrl, t.config.bankTransfer);
    buyNow = setUpPayments({
      db,
      config: t.config.payments,
      orders,
      lifecycle: lifecycleOf(t),
      email: t.app.email,
      publicUrl: t.config.publicUrl,
      log: t.app.log,
      razorpay: undefined,
      refunds: refundsOf(t),
    }).buyNow;
  });
  afterAll(() => t.close());

  const userOf = (user: { id: number; email: string; name: string }): SessionUser => ({
    ...user,
    role: 'customer',
  });

  it('answers the order a key placed, only for the user who placed it', async () => {
    const { sid, user } = await signUp(t.app);
    const key = newKey();
    expect(await orders.orderPlacedWith(user.id, key)).toBeUndefined();
    const res = await placeOrder(t.app, sid, orderBody([{ productId: PRODUCT, quantity: 2 }]), key);
    expect(res.statusCode).toBe(201);
    const orderId = res.json().order.orderId as string;
    expect(await orders.orderPlacedWith(user.id, key)).toBe(orderId);
    const other = await signUp(t.app);
    expect(await orders.orderPlacedWith(other.user.id, key)).toBeUndefined();
  });

  it('places a Buy Now order to the profile address without starting its payment', async () => {
    const { sid, user } = await signUp(t.app);
    const shopper = userOf(user);
    const key = newKey();
    const input = { productId: PRODUCT, quantity: 2, paymentMethod: 'upi' as const };
    // No address in the profile: refused before any order exists, naming what is missing.
    const refused = await buyNow.place(shopper, key, input).catch((err: unknown) => err);
    expect(refused).toMatchObject({ code: 'address_required' });
    expect(Object.keys((refused as { fields: object }).fields).sort()).toEqual([
      'address',
      'city',
      'phone',
      'pincode',
      'state',
    ]);
    expect((await call(t.app, 'GET', '/api/orders', { sid })).json().orders).toEqual([]);

    const saved = await call(t.app, 'PUT', '/api/account/profile', {
      sid,
      body: {
        name: user.name,
        phone: '98200 12345',
        address: '12 MG Road',
        city: 'Mumbai',
        state: 'Maharashtra',
        pincode: '400001',
      },
    });
    expect(saved.statusCode, errorOf(saved)?.message).toBe(200);
    const placed = await buyNow.place(shopper, key, input);
    expect(placed.statusCode).toBe(201);
    expect(placed.order.lines).toEqual([
      expect.objectContaining({ productId: PRODUCT, quantity: 2 }),
    ]);
    expect(placed.order.paymentStatus).toBe('Pending');
    // No payment attempt was recorded: it starts from the confirmation's Pay now.
    const attempts = await t.database.db
      .selectFrom('payments')
      .select('id')
      .where('order_id', '=', placed.order.orderId)
      .execute();
    expect(attempts).toEqual([]);
    // The same key again: the same order.
    const again = await buyNow.place(shopper, key, input);
    expect(again).toMatchObject({ replayed: true, order: { orderId: placed.order.orderId } });
    expect(await orders.orderPlacedWith(user.id, key)).toBe(placed.order.orderId);
  });
});
