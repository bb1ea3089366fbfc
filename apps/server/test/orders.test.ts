import { orderTimestamp } from '@shop/shared/format/india-time';
import { ORDER_ERRORS } from '@shop/shared/orders/errors';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProduct } from './helpers/factories';
import { call, errorOf, signUp } from './helpers/auth';
import {
  newKey,
  orderBody,
  outboxFor,
  placeOrder,
  productPrice,
  setStock,
  shipping,
  stockOf,
} from './helpers/orders';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

let t: TestApp;
/** ₹1,200, HSN 850440 */
let CHARGER: number;
/** ₹8,499, HSN 847050 */
let MACHINE: number;
/** A third product, ₹4,299. */
let SCANNER: number;
beforeAll(async () => {
  t = await createTestApp();
  CHARGER = (
    await createProduct(t, { name: 'Fast Charging Mobile Charger 25W', price: 1200, hsn: '850440' })
  ).id;
  MACHINE = (await createProduct(t, { price: 8499, category: 'billing-machine', hsn: '847050' }))
    .id;
  SCANNER = (
    await createProduct(t, {
      name: 'Wireless 2D Barcode Scanner NL-2D',
      price: 4299,
      category: 'barcode-scanner',
      hsn: '847190',
    })
  ).id;
});
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

const orderRow = (orderId: string) =>
  t.database.db.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();

const countOrders = async (userId: number) =>
  Number(
    (
      await t.database.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`placing an order on ${engine}`, () => {
  it('prices the order from the database, ignoring prices the browser sends', async () => {
    const { sid, user } = await signUp(t.app);
    const before = await stockOf(t.database.db, CHARGER);
    const res = await placeOrder(
      t.app,
      sid,
      orderBody([{ productId: CHARGER, quantity: 2, price: 1, name: 'Cheap' }], {
        subtotal: 2,
        total: 2,
        tax: 0,
      }),
    );
    expect(res.statusCode).toBe(201);
    const { order } = res.json();
    expect(order.orderId).toMatch(/^ORD\d{13}$/);
    // 2 × ₹1,200 = ₹2,400; shipping ₹500 (subtotal ≤ ₹5,000); GST 18% on both = ₹432 + ₹90.
    expect(await productPrice(t.database.db, CHARGER)).toBe(1200);
    expect(order).toMatchObject({
      subtotalPaise: 240000,
      taxPaise: 52200,
      shippingPaise: 50000,
      chargesGst: { ratePercent: 18, shippingTaxPaise: 9000, codFeeTaxPaise: 0 },
      totalPaise: 342200,
      totalItems: 2,
      status: 'Placed',
      paymentStatus: 'Pending',
      paymentMethod: 'UPI',
      items: 'Fast Charging Mobile Charger 25W × 2',
      invoiceAvailable: false,
      invoiceNumber: null,
    });
    expect(order.lines).toEqual([
      {
        productId: CHARGER,
        name: 'Fast Charging Mobile Charger 25W',
        hsn: '850440',
        quantity: 2,
        unitPricePaise: 120000,
        taxableValuePaise: 240000,
        taxRatePercent: 18,
        taxPaise: 43200,
        totalPaise: 283200,
      },
    ]);
    expect(order.timeline).toEqual([
      expect.objectContaining({ status: 'Placed', carrier: null, trackingNumber: null }),
    ]);

    // The stored record of spec §3, amounts in paise.
    expect(await orderRow(order.orderId)).toMatchObject({
      user_id: user.id,
      customer_name: 'Asha Rao',
      customer_email: 'asha.rao@example.com',
      customer_phone: '9820012345',
      delivery_address: '12 MG Road, Fort, Mumbai, Maharashtra 400001',
      state_code: '27',
      items: 'Fast Charging Mobile Charger 25W × 2',
      total_items: 2,
      subtotal: 240000,
      shipping: 50000,
      shipping_tax: 9000,
      charges_tax_rate: 18,
      charges_hsn: '850440',
      tax: 52200,
      total_amount: 342200,
      payment_method: 'UPI',
      payment_status: 'Pending',
      order_status: 'Placed',
    });
    const row = (await orderRow(order.orderId))!;
    expect(row.timestamp).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2}:\d{2} [ap]m$/);
    expect(Date.parse(row.created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await stockOf(t.database.db, CHARGER)).toBe(before - 2);
  });

  it('charges no shipping above ₹5,000 and keeps a business GSTIN, upper-cased', async () => {
    const { sid } = await signUp(t.app);
    const res = await placeOrder(
      t.app,
      sid,
      orderBody([{ productId: MACHINE, quantity: 1 }], {
        paymentMethod: 'netbanking',
        business: { name: ' Rao  Traders ', gstin: '27aapfu0939f1zv' },
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({
      subtotalPaise: 849900,
      taxPaise: 152982,
      shippingPaise: 0,
      totalPaise: 1002900, // ₹10,028.82 rounded to the rupee (ADR 043)
      roundOffPaise: 18,
      paymentMethod: 'NETBANKING',
      business: { name: 'Rao Traders', gstin: '27AAPFU0939F1ZV' },
    });
  });

  it('sends the confirmation email through the outbox and removes the ordered products from the saved cart', async () => {
    const email = `confirm.${Date.now()}@example.com`;
    const { sid } = await signUp(t.app);
    await call(t.app, 'PUT', '/api/cart', {
      sid,
      body: {
        items: [
          { id: CHARGER, quantity: 1 },
          { id: SCANNER, quantity: 1 },
        ],
      },
    });
    const res = await placeOrder(
      t.app,
      sid,
      orderBody([{ productId: CHARGER, quantity: 1 }], { shipping: shipping({ email }) }),
    );
    const { orderId } = res.json().order;
    const mails = await outboxFor(t.database.db, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Order ${orderId} placed — Shubh Billing Systems`);
    expect(mails[0]!.text_body).toContain('Fast Charging Mobile Charger 25W × 1');
    // ₹1,200 + ₹500 shipping, with 18% GST on both (ADR 096): the shipping shown with its GST.
    expect(mails[0]!.text_body).toContain(
      [
        'Subtotal: ₹1,200.00',
        'GST (18%): ₹306.00',
        'Standard delivery: ₹500.00 (₹590.00 with ₹90.00 GST)',
        'Total: ₹2,006.00',
      ].join('\n'),
    );
    // It says by when to pay: 30 minutes after the order, in India time (ADR 022).
    const { payBy } = res.json().order;
    expect(mails[0]!.text_body).toContain(
      `Please complete the payment by ${orderTimestamp(new Date(payBy))} from your orders`,
    );
    const cart = await call(t.app, 'GET', '/api/cart', { sid });
    expect(cart.json().items.map((l: { id: number }) => l.id)).toEqual([SCANNER]);
  });

  it('answers a retry with the same key with the same order, and never makes a second', async () => {
    const { sid, user } = await signUp(t.app);
    const key = newKey();
    const body = orderBody([{ productId: CHARGER, quantity: 1 }]);
    const stock = await stockOf(t.database.db, CHARGER);
    const first = await placeOrder(t.app, sid, body, key);
    // The same request again, with keys in another order and a tampered price: the same order.
    const again = await placeOrder(
      t.app,
      sid,
      {
        paymentMethod: 'upi',
        shipping: shipping(),
        items: [{ quantity: 1, productId: CHARGER, price: 5 }],
      },
      key,
    );
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().order.orderId).toBe(first.json().order.orderId);
    expect(await countOrders(user.id)).toBe(1);
    expect(await stockOf(t.database.db, CHARGER)).toBe(stock - 1);

    const different = await placeOrder(
      t.app,
      sid,
      orderBody([{ productId: CHARGER, quantity: 2 }]),
      key,
    );
    expect(different.statusCode).toBe(422);
    expect(errorOf(different)).toMatchObject({
      code: 'idempotency_key_reused',
      message: ORDER_ERRORS.idempotencyKeyReused,
    });
    expect(await countOrders(user.id)).toBe(1);

    // Another shopper may use the same key: keys belong to their user.
    const other = await signUp(t.app);
    expect((await placeOrder(t.app, other.sid, body, key)).statusCode).toBe(201);
  });

  it('makes one order when the same request arrives twice at the same moment', async () => {
    const { sid, user } = await signUp(t.app);
    const key = newKey();
    const body = orderBody([{ productId: CHARGER, quantity: 1 }]);
    const [a, b] = await Promise.all([
      placeOrder(t.app, sid, body, key),
      placeOrder(t.app, sid, body, key),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().order.orderId).toBe(b.json().order.orderId);
    expect(await countOrders(user.id)).toBe(1);
  });

  it('gives two orders of the same millisecond different ids', async () => {
    const { sid } = await signUp(t.app);
    const at = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: at });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await placeOrder(t.app, sid, orderBody([{ productId: CHARGER, quantity: 1 }]));
      expect(res.statusCode).toBe(201);
      ids.push(res.json().order.orderId);
    }
    expect(ids).toEqual([`ORD${at}`, `ORD${at + 1}`, `ORD${at + 2}`]);
  });

  it('needs a signed-in shopper and an Idempotency-Key', async () => {
    const body = orderBody([{ productId: CHARGER, quantity: 1 }]);
    const guest = await call(t.app, 'POST', '/api/orders', {
      body,
      headers: { 'idempotency-key': newKey() },
    });
    expect(guest.statusCode).toBe(401);
    const { sid } = await signUp(t.app);
    for (const key of [null, 'short', 'has spaces in it', 'x'.repeat(101)]) {
      const res = await placeOrder(t.app, sid, body, key);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).fields).toEqual({ 'Idempotency-Key': ORDER_ERRORS.idempotencyKey });
    }
  });

  it.each([
    [
      'a bad PIN code',
      { shipping: shipping({ pincode: '012345' }) },
      'shipping.pincode',
      'PIN code must be exactly 6 digits',
    ],
    [
      'a bad phone',
      { shipping: shipping({ phone: '12345' }) },
      'shipping.phone',
      'Enter a valid 10-digit mobile number',
    ],
    [
      'a bad email',
      { shipping: shipping({ email: 'asha@' }) },
      'shipping.email',
      'Invalid email address',
    ],
    [
      'an unknown state',
      { shipping: shipping({ state: 'Atlantis' }) },
      'shipping.state',
      'Choose a state or union territory',
    ],
    [
      'a GSTIN with a wrong check character',
      { business: { name: 'Rao Traders', gstin: '27AAPFU0939F1ZW' } },
      'business.gstin',
      'Enter a valid 15-character GSTIN',
    ],
    [
      'an unknown payment method',
      { paymentMethod: 'cash' },
      'paymentMethod',
      ORDER_ERRORS.paymentMethod,
    ],
    ['no items', { items: [] }, 'items', ORDER_ERRORS.emptyCart],
    [
      'a quantity of 0',
      () => ({ items: [{ productId: CHARGER, quantity: 0 }] }),
      'items.0.quantity',
      ORDER_ERRORS.quantity,
    ],
    [
      'a quantity of 100',
      () => ({ items: [{ productId: CHARGER, quantity: 100 }] }),
      'items.0.quantity',
      ORDER_ERRORS.quantity,
    ],
    [
      'a product twice',
      () => ({
        items: [
          { productId: CHARGER, quantity: 1 },
          { productId: CHARGER, quantity: 2 },
        ],
      }),
      'items.1',
      ORDER_ERRORS.duplicateLine,
    ],
    [
      'card details',
      { cardNumber: '4111 1111 1111 1111', expiryDate: '12/30', cvv: '123' },
      'cardNumber',
      ORDER_ERRORS.cardFields,
    ],
    [
      'card details inside a part',
      { payment: { card_number: '4111111111111111', CVV: '123' } },
      'payment.CVV',
      ORDER_ERRORS.cardFields,
    ],
  ])('refuses %s with 400 naming the field', async (_label, change, field, message) => {
    const { sid, user } = await signUp(t.app);
    // A change naming this file's products is a function: they exist only once beforeAll ran.
    const res = await placeOrder(t.app, sid, {
      ...orderBody([{ productId: CHARGER, quantity: 1 }]),
      ...(typeof change === 'function' ? change() : change),
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('bad_request');
    expect(errorOf(res).fields?.[field]).toBe(message);
    expect(await countOrders(user.id)).toBe(0);
  });

  it('refuses unknown products, sold-out products and quantities beyond stock with 409, selling nothing', async () => {
    const { sid, user } = await signUp(t.app);
    const gone = await createProduct(t, { stock: 0 });
    const few = await createProduct(t, { stock: 4 });
    const machineStock = await stockOf(t.database.db, MACHINE);

    const unknown = await placeOrder(t.app, sid, orderBody([{ productId: 99999, quantity: 1 }]));
    expect(unknown.statusCode).toBe(409);
    expect(errorOf(unknown)).toMatchObject({
      code: 'product_unavailable',
      message: 'Product 99999 is no longer available',
      fields: { 'items.0.productId': 'Product 99999 is no longer available' },
    });

    const soldOut = await placeOrder(
      t.app,
      sid,
      orderBody([
        { productId: MACHINE, quantity: 1 },
        { productId: gone.id, quantity: 1 },
      ]),
    );
    expect(soldOut.statusCode).toBe(409);
    expect(errorOf(soldOut)).toMatchObject({
      code: 'out_of_stock',
      message: `${gone.name} is out of stock`,
      fields: { 'items.1.quantity': `${gone.name} is out of stock` },
    });

    const beyond = await placeOrder(
      t.app,
      sid,
      orderBody([
        { productId: few.id, quantity: 5 },
        { productId: MACHINE, quantity: 1 },
      ]),
    );
    expect(beyond.statusCode).toBe(409);
    expect(errorOf(beyond)).toMatchObject({
      code: 'not_enough_stock',
      message: `Only 4 of ${few.name} left in stock`,
    });
    // Whole orders or nothing: the machine's units went back with the refused orders.
    expect(await stockOf(t.database.db, MACHINE)).toBe(machineStock);
    expect(await stockOf(t.database.db, few.id)).toBe(4);
    expect(await countOrders(user.id)).toBe(0);
  });

  it('shows the new stock on product pages once a product runs low', async () => {
    const { sid } = await signUp(t.app);
    const { id } = await createProduct(t, { stock: 30 });
    await setStock(t.database.db, id, 2);
    const product = async () => (await call(t.app, 'GET', `/api/products/${id}`)).json().product;
    await product(); // the catalogue snapshot is loaded now
    expect(
      (await placeOrder(t.app, sid, orderBody([{ productId: id, quantity: 2 }]))).statusCode,
    ).toBe(201);
    expect(await product()).toMatchObject({ stock: 0, inStock: false });
  });
});

describe(`order history on ${engine}`, () => {
  it('lists the shopper’s orders newest first and shows one with its lines and timeline', async () => {
    const { sid } = await signUp(t.app);
    const first = (
      await placeOrder(t.app, sid, orderBody([{ productId: CHARGER, quantity: 1 }]))
    ).json().order;
    const second = (
      await placeOrder(t.app, sid, orderBody([{ productId: SCANNER, quantity: 2 }]))
    ).json().order;
    const list = await call(t.app, 'GET', '/api/orders', { sid });
    expect(list.statusCode).toBe(200);
    expect(list.json().orders).toEqual([
      {
        orderId: second.orderId,
        placedAt: second.placedAt,
        timestamp: second.timestamp,
        items: 'Wireless 2D Barcode Scanner NL-2D × 2',
        totalItems: 2,
        totalPaise: second.totalPaise,
        status: 'Placed',
        paymentStatus: 'Pending',
        paymentMethod: 'UPI',
        invoiceAvailable: false,
        payBy: second.payBy,
      },
      expect.objectContaining({ orderId: first.orderId }),
    ]);
    const detail = await call(t.app, 'GET', `/api/orders/${first.orderId}`, { sid });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().order).toEqual(first);
  });

  it('does not show another shopper’s order: 404, the same as an unknown one', async () => {
    const owner = await signUp(t.app);
    const { orderId } = (
      await placeOrder(t.app, owner.sid, orderBody([{ productId: CHARGER, quantity: 1 }]))
    ).json().order;
    const other = await signUp(t.app);
    const theirs = await call(t.app, 'GET', `/api/orders/${orderId}`, { sid: other.sid });
    const unknown = await call(t.app, 'GET', '/api/orders/ORD1000000000000', { sid: other.sid });
    const malformed = await call(t.app, 'GET', '/api/orders/not-an-order', { sid: other.sid });
    for (const res of [theirs, unknown, malformed]) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toEqual(errorOf(unknown));
    }
    expect(errorOf(unknown).message).toBe(ORDER_ERRORS.orderNotFound);
    expect((await call(t.app, 'GET', '/api/orders', { sid: other.sid })).json().orders).toEqual([]);
    expect((await call(t.app, 'GET', '/api/orders')).statusCode).toBe(401);
  });
});
