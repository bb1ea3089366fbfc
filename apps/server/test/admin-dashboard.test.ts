import { DEFAULT_LOW_STOCK_THRESHOLD } from '@shop/shared/admin/stock';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, signUp, staffSession, uniqueEmail } from './helpers/auth';
import { createProduct } from './helpers/factories';
import { orderBody, placeOrder } from './helpers/orders';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: { sid: string; user: { id: number } };
/** ₹1,200: ₹2,006.00 with ₹500 shipping and GST on both. */
let CHARGER: number;
/** ₹8,499: ₹10,028.82 with GST, free shipping. */
let MACHINE: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffSession(t);
  CHARGER = (await createProduct(t, { price: 1200 })).id;
  MACHINE = (await createProduct(t, { price: 8499, category: 'billing-machine' })).id;
});
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

const DAY = 86_400_000;

describe(`dashboard on ${engine}`, () => {
  it('counts orders and revenue for today, 7 and 30 India days, pending payments, low stock and unread mail', async () => {
    // "Now" is 12:00 noon India time on a day 40 days back, so every order below is in the past.
    const today = new Date(Date.now() - 40 * DAY).toISOString().slice(0, 10);
    const noon = Date.parse(`${today}T06:30:00Z`);
    const { sid } = await signUp(t.app);
    const placed: { at: number; paise: number }[] = [];
    const placeAt = async (ms: number, productId: number) => {
      placed.push({ at: ms, paise: productId === CHARGER ? 200_600 : 1_002_900 });
      vi.useFakeTimers({ toFake: ['Date'], now: ms });
      const res = await placeOrder(t.app, sid, orderBody([{ productId, quantity: 1 }]));
      vi.useRealTimers();
      expect(res.statusCode).toBe(201);
      return res.json().order.orderId as string;
    };
    // Today just after midnight IST (18:30 UTC the day before), and in the morning.
    await placeAt(Date.parse(`${today}T00:00:00Z`) - 5.5 * 3_600_000 + 60_000, CHARGER);
    await placeAt(noon - 2 * 3_600_000, MACHINE);
    // Yesterday just before midnight IST: not today, but within 7 days.
    await placeAt(Date.parse(`${today}T00:00:00Z`) - 5.5 * 3_600_000 - 60_000, CHARGER);
    await placeAt(noon - 6 * DAY, CHARGER); // the 7th day back
    await placeAt(noon - 7 * DAY, CHARGER); // 8 days: within 30 only
    await placeAt(noon - 29 * DAY, MACHINE); // the 30th day back
    await placeAt(noon - 30 * DAY, MACHINE); // 31 days: outside every window
    const cancelled = await placeAt(noon - 3_600_000, MACHINE);
    placed.pop(); // cancelled below: in no figure
    vi.useFakeTimers({ toFake: ['Date'], now: noon - 1_800_000 });
    await call(t.app, 'POST', `/api/admin/orders/${cancelled}/cancel`, { sid: admin.sid });
    vi.useRealTimers();

    const atThreshold = await createProduct(t, { stock: DEFAULT_LOW_STOCK_THRESHOLD });
    const soldOut = await createProduct(t, { stock: 0 });
    const hiddenLow = await createProduct(t, { stock: 1, hidden: true });
    for (const subject of ['Request a quote', 'Other']) {
      const res = await call(t.app, 'POST', '/api/contact', {
        body: {
          name: 'Writer',
          email: uniqueEmail('dash'),
          phone: '9876543210',
          subject,
          message: 'Please send me a quote for five printers.',
        },
      });
      expect(res.statusCode).toBe(200);
    }

    vi.useFakeTimers({ toFake: ['Date'], now: noon });
    const res = await call(t.app, 'GET', '/api/admin/dashboard', { sid: admin.sid });
    vi.useRealTimers();
    expect(res.statusCode).toBe(200);
    // Seeded products are low too; the list is every visible one at or below its threshold
    // (the default for every seeded product; stock.test.ts sets others).
    const low = (
      await t.database.db
        .selectFrom('products')
        .select(['id', 'name', 'stock'])
        .where('hidden', '=', 0)
        .where('stock', '<=', DEFAULT_LOW_STOCK_THRESHOLD)
        .orderBy('stock')
        .orderBy('id')
        .execute()
    ).map((p) => ({ ...p, lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD }));
    expect(low.map((p) => p.id)).toEqual(expect.arrayContaining([atThreshold.id, soldOut.id]));
    expect(low.map((p) => p.id)).not.toContain(hiddenLow.id);
    const charger = 200_600; // ₹1,200 + ₹500 delivery, 18% GST on both (ADR 096)
    const machine = 1_002_900; // ₹10,028.82 payable as ₹10,029 (ADR 043)
    // This month: the orders placed since the first of today's India month, 00:00 IST.
    const monthStart = Date.parse(`${today.slice(0, 8)}01T00:00:00+05:30`);
    const thisMonth = placed.filter((p) => p.at >= monthStart);
    const body = res.json();
    expect(body.daily).toHaveLength(30);
    expect(body.daily[29]).toEqual({ date: today, orders: 2, revenuePaise: charger + machine });
    expect(body.daily[0].date).toBe(new Date(noon - 29 * DAY).toISOString().slice(0, 10));
    expect(body.daily[0]).toMatchObject({ orders: 1, revenuePaise: machine });
    expect(body.daily[28]).toMatchObject({ orders: 1, revenuePaise: charger }); // yesterday
    expect(body.daily.reduce((n: number, d: { orders: number }) => n + d.orders, 0)).toBe(6);
    expect(body).toEqual({
      today,
      daily: body.daily,
      sales: {
        today: { orders: 2, revenuePaise: charger + machine },
        thisMonth: {
          orders: thisMonth.length,
          revenuePaise: thisMonth.reduce((sum, p) => sum + p.paise, 0),
        },
        last7Days: { orders: 4, revenuePaise: 3 * charger + machine },
        last30Days: { orders: 6, revenuePaise: 4 * charger + 2 * machine },
      },
      pendingPayments: 7,
      // Every order here waits for its online payment: none to ship, no returns.
      ordersToShip: 0,
      returnsToHandle: 0,
      lowStock: low,
      unreadMessages: 2,
      unansweredMessages: 2,
      // This database has no demo reviews (they are left out of API tests).
      pendingReviews: 0,
      // Nothing shipped, nothing returned (ADR 102).
      rto: {
        cod: { dispatched: 0, returned: 0 },
        prepaid: { dispatched: 0, returned: 0 },
        byState: [],
      },
    });
  });
});
