import { indiaDate } from '@shop/shared/format/india-time';
import {
  MAX_ORDER_TOTAL_PAISE,
  ORDER_LIMIT_MESSAGE,
  ORDER_TOO_LARGE,
} from '@shop/shared/pricing/order-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from './helpers/factories';
import { call, errorOf, signUp, staffSession } from './helpers/auth';
import {
  karnataka,
  lifecycleOf,
  newKey,
  orderBody,
  pdfText,
  placeOrder,
  shipping,
  stockOf,
  courierEwayBill,
} from './helpers/orders';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

/**
 * Money past 32 bits (ADR 085): a ₹2.5 crore order (22 × ₹10 lakh, ₹2,59,60,000 with GST: every
 * amount above 2^31 paise) is stored, invoiced, split and summed to the paisa on both engines;
 * the largest order, ₹5 crore with GST, is taken; one rupee more is a 400 that changes nothing.
 */
let t: TestApp;
/** ₹10,00,000 each, the back office's highest price. */
let LAKHS: number;
/** ₹3,72,881: 42 × ₹10 lakh + this is ₹4,23,72,881, ₹5,00,00,000 with GST (rounded). */
let AT_LIMIT: number;
/** ₹3,72,882: one rupee more, ₹5,00,00,001 with GST. */
let OVER_LIMIT: number;
let owner: Awaited<ReturnType<typeof staffSession>>;

beforeAll(async () => {
  t = await createTestApp();
  LAKHS = (await createProduct(t, { price: 1_000_000, stock: 500, category: 'touch-pos' })).id;
  AT_LIMIT = (await createProduct(t, { price: 372_881, stock: 50 })).id;
  OVER_LIMIT = (await createProduct(t, { price: 372_882, stock: 50 })).id;
  owner = await staffSession(t);
});
afterAll(() => t?.close());

const staff = (url: string) => call(t.app, 'GET', url, { sid: owner.sid });
const BUYER_GSTIN = '27AAPFU0939F1ZV'; // Maharashtra, the shop's state

async function shipped(orderId: string) {
  const lifecycle = lifecycleOf(t);
  await lifecycle.changeStatus(orderId, 'Processing');
  await courierEwayBill(t, orderId);
  await lifecycle.changeStatus(orderId, 'Shipped', { carrier: 'DTDC', trackingNumber: 'AWB9' });
}

/** What the refused requests must leave as they were. */
async function snapshot() {
  const db = t.database.db;
  const count = async (table: 'orders' | 'order_lines' | 'order_idempotency_keys') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    orders: await count('orders'),
    lines: await count('order_lines'),
    keys: await count('order_idempotency_keys'),
    stock: [await stockOf(db, LAKHS), await stockOf(db, AT_LIMIT), await stockOf(db, OVER_LIMIT)],
  };
}

describe(`orders past 32-bit paise on ${engine}`, () => {
  const big = { orderId: '', total: 2_596_000_000 };
  const limit = { orderId: '' };

  it('places, pays and invoices a ₹2.5 crore order with every amount exact', async () => {
    const shopper = await signUp(t.app);
    const res = await placeOrder(
      t.app,
      shopper.sid,
      orderBody([{ productId: LAKHS, quantity: 22 }], {
        business: { name: 'Crore Retail Pvt Ltd', gstin: BUYER_GSTIN },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().order;
    big.orderId = order.orderId;
    expect(order).toMatchObject({
      subtotalPaise: 2_200_000_000,
      taxPaise: 396_000_000,
      shippingPaise: 0,
      roundOffPaise: 0,
      totalPaise: big.total,
    });
    expect(order.lines[0]).toMatchObject({
      unitPricePaise: 100_000_000,
      taxableValuePaise: 2_200_000_000,
      taxPaise: 396_000_000,
    });
    const row = await t.database.db
      .selectFrom('orders')
      .select(['subtotal', 'tax', 'total_amount'])
      .where('order_id', '=', big.orderId)
      .executeTakeFirstOrThrow();
    // Numbers, not strings, from PostgreSQL's bigint as from SQLite's INTEGER.
    expect(row).toEqual({ subtotal: 2_200_000_000, tax: 396_000_000, total_amount: big.total });

    const paid = await call(t.app, 'POST', `/api/orders/${big.orderId}/payment/demo-confirm`, {
      sid: shopper.sid,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await shipped(big.orderId);

    const invoice = await call(t.app, 'GET', `/api/orders/${big.orderId}/invoice`, {
      sid: shopper.sid,
    });
    expect(invoice.statusCode).toBe(200);
    const text = await pdfText(invoice.rawPayload);
    for (const expected of [
      // Each figure whole in its column (none wrapped), the line's split to the paisa.
      '# Description HSN/SAC Qty Unit price Taxable value Rate CGST 9% SGST 9% Amount',
      '22 10,00,000.00 2,20,00,000.00 18% 19,80,000.00 19,80,000.00 2,59,60,000.00',
      'Taxable value Rs. 2,20,00,000.00',
      'CGST @ 9% Rs. 19,80,000.00',
      'SGST @ 9% Rs. 19,80,000.00',
      'Invoice total Rs. 2,59,60,000.00',
    ]) {
      expect(text).toContain(expected);
    }

    const detail = (await staff(`/api/admin/orders/${big.orderId}`)).json();
    expect(detail.order ?? detail).toMatchObject({ totalPaise: big.total });
    const customers = (await staff(`/api/admin/customers?q=${shopper.user.email}`)).json();
    expect(customers.items[0]).toMatchObject({ orderCount: 1, totalSpentPaise: big.total });
  });

  it('takes an order of exactly ₹5 crore with GST, split as IGST', async () => {
    const shopper = await signUp(t.app);
    const res = await placeOrder(
      t.app,
      shopper.sid,
      orderBody(
        [
          { productId: LAKHS, quantity: 42 },
          { productId: AT_LIMIT, quantity: 1 },
        ],
        { shipping: shipping(karnataka) },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().order;
    limit.orderId = order.orderId;
    expect(order).toMatchObject({
      subtotalPaise: 4_237_288_100,
      taxPaise: 762_711_858,
      roundOffPaise: 42,
      totalPaise: MAX_ORDER_TOTAL_PAISE,
    });
    await shipped(limit.orderId);
    const text = await pdfText(
      (await call(t.app, 'GET', `/api/orders/${limit.orderId}/invoice`, { sid: shopper.sid }))
        .rawPayload,
    );
    expect(text).toContain('42 10,00,000.00 4,20,00,000.00 18% 75,60,000.00 4,95,60,000.00');
    expect(text).toContain('IGST @ 18% Rs. 76,27,118.58');
    expect(text).toContain('Invoice total Rs. 5,00,00,000.00');
  });

  it('sums both into the dashboard and the GST return to the paisa', async () => {
    const db = t.database.db;
    const rows = await db
      .selectFrom('orders')
      .select(['subtotal', 'tax', 'total_amount'])
      .where('order_id', 'in', [big.orderId, limit.orderId])
      .execute();
    expect(rows).toHaveLength(2);
    const sum = (k: 'subtotal' | 'tax' | 'total_amount') => rows.reduce((n, r) => n + r[k], 0);
    expect(sum('total_amount')).toBe(7_596_000_000);

    const dashboard = (await staff('/api/admin/dashboard')).json();
    expect(dashboard.sales.today).toEqual({ orders: 2, revenuePaise: sum('total_amount') });
    expect(dashboard.daily.at(-1)).toMatchObject({ orders: 2, revenuePaise: sum('total_amount') });

    const month = indiaDate(new Date()).slice(0, 7);
    const summary = (await staff(`/api/admin/gst/summary?month=${month}`)).json();
    expect(summary.totals.invoices).toMatchObject({
      count: 2,
      valuePaise: sum('total_amount'),
      taxablePaise: sum('subtotal'),
      cgstPaise: 198_000_000,
      sgstPaise: 198_000_000,
      igstPaise: 762_711_858,
    });
    expect(summary.totals.net.taxablePaise).toBe(sum('subtotal'));
  });

  it('refuses one rupee past the limit at checkout with a 400 that changes nothing', async () => {
    const shopper = await signUp(t.app);
    const before = await snapshot();
    const res = await placeOrder(
      t.app,
      shopper.sid,
      orderBody([
        { productId: LAKHS, quantity: 42 },
        { productId: OVER_LIMIT, quantity: 1 },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({ code: ORDER_TOO_LARGE, message: ORDER_LIMIT_MESSAGE });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses Buy Now past the limit the same way', async () => {
    const shopper = await signUp(t.app);
    const profile = await call(t.app, 'PUT', '/api/account/profile', {
      sid: shopper.sid,
      body: { ...shipping({ name: 'Big Buyer' }), email: undefined },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const before = await snapshot();
    const res = await call(t.app, 'POST', '/api/buy-now', {
      sid: shopper.sid,
      body: { productId: LAKHS, quantity: 43 },
      headers: { 'idempotency-key': newKey() },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe(ORDER_TOO_LARGE);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a cart change that takes the cart past the limit, and keeps the cart', async () => {
    const shopper = await signUp(t.app);
    const as = (method: 'POST' | 'PUT', url: string, body: unknown) =>
      call(t.app, method, url, { sid: shopper.sid, body });
    const lines = (res: { json(): unknown }) =>
      (res.json() as { items: { id: number; quantity: number }[] }).items.map((i) => [
        i.id,
        i.quantity,
      ]);
    expect(
      (await as('POST', '/api/cart/items', { productId: LAKHS, quantity: 42 })).statusCode,
    ).toBe(200);
    const over = await as('POST', '/api/cart/items', { productId: OVER_LIMIT, quantity: 1 });
    expect(over.statusCode).toBe(400);
    expect(errorOf(over)).toEqual({ code: ORDER_TOO_LARGE, message: ORDER_LIMIT_MESSAGE });
    const raised = await as('PUT', `/api/cart/items/${LAKHS}`, { quantity: 43 });
    expect(raised.statusCode).toBe(400);
    const cart = await call(t.app, 'GET', '/api/cart', { sid: shopper.sid });
    expect(lines(cart)).toEqual([[LAKHS, 42]]);
    // Exactly at the limit is allowed; lowering is always allowed.
    const atLimit = await as('POST', '/api/cart/items', { productId: AT_LIMIT, quantity: 1 });
    expect(atLimit.statusCode, atLimit.body).toBe(200);
    const lowered = await as('PUT', `/api/cart/items/${LAKHS}`, { quantity: 41 });
    expect(lines(lowered)).toEqual([
      [LAKHS, 41],
      [AT_LIMIT, 1],
    ]);
  });
});
