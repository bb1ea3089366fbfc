import { LOW_STOCK_LEVEL } from '@shop/shared/admin/dashboard';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, signUp, uniqueEmail } from './helpers/auth';
import { orderBody, placeOrder, setStock } from './helpers/orders';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: { sid: string; user: { id: number } };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t.app);
  await t.database.db
    .updateTable('users')
    .set({ role: 'admin' })
    .where('id', '=', admin.user.id)
    .execute();
});
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

const CHARGER = 32; // ₹1,200: ₹1,916.00 with GST and ₹500 shipping
const MACHINE = 1; // ₹8,499: ₹10,028.82 with GST, free shipping
const DAY = 86_400_000;

describe(`dashboard on ${engine}`, () => {
  it('counts orders and revenue for today, 7 and 30 India days, pending payments, low stock and unread mail', async () => {
    // "Now" is 12:00 noon India time on a day 40 days back, so every order below is in the past.
    const today = new Date(Date.now() - 40 * DAY).toISOString().slice(0, 10);
    const noon = Date.parse(`${today}T06:30:00Z`);
    const { sid } = await signUp(t.app);
    const placeAt = async (ms: number, productId: number) => {
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
    vi.useFakeTimers({ toFake: ['Date'], now: noon - 1_800_000 });
    await call(t.app, 'POST', `/api/admin/orders/${cancelled}/cancel`, { sid: admin.sid });
    vi.useRealTimers();

    await setStock(t.database.db, 7, LOW_STOCK_LEVEL);
    await setStock(t.database.db, 9, 0);
    await t.database.db
      .updateTable('products')
      .set({ stock: 1, hidden: 1 })
      .where('id', '=', 10)
      .execute();
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
    // Seeded products are low too; the list is every visible one at or below the level.
    const low = await t.database.db
      .selectFrom('products')
      .select(['id', 'name', 'stock'])
      .where('hidden', '=', 0)
      .where('stock', '<=', LOW_STOCK_LEVEL)
      .orderBy('stock')
      .orderBy('id')
      .execute();
    expect(low.map((p) => p.id)).toEqual(expect.arrayContaining([7, 9]));
    expect(low.map((p) => p.id)).not.toContain(10);
    const charger = 191_600;
    const machine = 1_002_900; // ₹10,028.82 payable as ₹10,029 (ADR 043)
    expect(res.json()).toEqual({
      today,
      sales: {
        today: { orders: 2, revenuePaise: charger + machine },
        last7Days: { orders: 4, revenuePaise: 3 * charger + machine },
        last30Days: { orders: 6, revenuePaise: 4 * charger + 2 * machine },
      },
      pendingPayments: 7,
      lowStock: low,
      unreadMessages: 2,
      // This database has no demo reviews (they are left out of API tests).
      pendingReviews: 0,
    });
  });
});
