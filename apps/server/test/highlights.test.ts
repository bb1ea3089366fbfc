import { CATEGORY_GROUP_SLUGS } from '@shop/shared/catalogue/categories';
import { BEST_SELLER_DAYS, SHELF_SIZE } from '@shop/shared/catalogue/listing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueService } from '../src/modules/catalogue/service';
import { signUp } from './helpers/auth';
import { lifecycleOf, orderBody, placeOrder } from './helpers/orders';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

/**
 * The home page's shelves, the product count and the category groups'
 * price ranges come from data.
 */

let t: TestApp;
let sid: string;
beforeAll(async () => {
  t = await createTestApp();
  sid = (await signUp(t.app)).sid;
});
afterAll(() => t?.close());

const ids = (products: { id: number }[]) => products.map((p) => p.id);
const badged = [1, 12, 15, 16]; // the demo catalogue's "Best Seller" badges, in id order

async function order(productId: number, quantity: number) {
  const res = await placeOrder(t.app, sid, orderBody([{ productId, quantity }]));
  expect(res.statusCode).toBe(201);
  return res.json().order.orderId as string;
}

describe(`home page highlights on ${engine}`, () => {
  it('with no sales: the products staff badged Best Seller, then the newest others', async () => {
    const h = await new CatalogueService(t.database.db).highlights();
    expect(ids(h.bestSellers)).toEqual(badged);
    expect(h.newArrivals).toHaveLength(SHELF_SIZE);
    expect(ids(h.newArrivals)).toEqual([...ids(h.newArrivals)].sort((a, b) => b - a));
    expect(ids(h.newArrivals).some((id) => badged.includes(id))).toBe(false);
    expect(h.productCount).toBe(44);
  });

  it('ranks by units sold in the window, leaving out cancelled orders and older sales', async () => {
    await order(32, 3); // charger, no badge
    await order(7, 1);
    const cancelled = await order(35, 9);
    await lifecycleOf(t).changeStatus(cancelled, 'Cancelled');
    const catalogue = new CatalogueService(t.database.db);

    const now = await catalogue.highlights();
    expect(ids(now.bestSellers)).toEqual([32, 7, ...badged].slice(0, SHELF_SIZE));
    expect(ids(now.newArrivals)).not.toContain(32);

    // Past the window, those sales no longer count.
    const later = new Date(Date.now() + (BEST_SELLER_DAYS + 1) * 86_400_000);
    expect(ids((await catalogue.highlights('en', later)).bestSellers)).toEqual(badged);
  });

  it("spans each category group's prices, lowest to highest (ADR 050)", async () => {
    const h = await new CatalogueService(t.database.db).highlights();
    for (const group of CATEGORY_GROUP_SLUGS) {
      const res = await t.app.inject(`/api/products?category=${group}&pageSize=48`);
      const prices = (res.json().items as { price: number }[]).map((p) => p.price);
      expect(prices.length).toBeGreaterThan(0);
      expect(h.groupPriceRanges[group], group).toEqual({
        min: Math.min(...prices),
        max: Math.max(...prices),
      });
    }
    // The demo catalogue's scanners are spec §9's sample claim exactly.
    expect(h.groupPriceRanges.scanners).toEqual({ min: 1500, max: 8500 });
  });
});
