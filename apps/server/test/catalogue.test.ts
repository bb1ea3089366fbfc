import type { Product } from '@shop/shared/catalogue/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpCatalogueRevision } from '../src/modules/catalogue/repository';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function list(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
  return { status: res.statusCode, body: res.json() };
}
const items = async (query: string) => (await list(query)).body.items as Product[];

describe(`catalogue API on ${engine}`, () => {
  it('lists the whole catalogue in pages of 24 by default', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThanOrEqual(32);
    expect(body.items).toHaveLength(24);
    expect(body.page).toBe(1);
    expect(body.pageCount).toBe(Math.ceil(body.total / 24));
  });

  it('pages through without overlap', async () => {
    const first = await items('?pageSize=5&page=1');
    const second = await items('?pageSize=5&page=2');
    expect(first).toHaveLength(5);
    expect(second).toHaveLength(5);
    expect(first.map((p) => p.id)).not.toEqual(expect.arrayContaining(second.map((p) => p.id)));
    const beyond = await list('?pageSize=5&page=999');
    expect(beyond.status).toBe(200);
    expect(beyond.body.items).toEqual([]);
  });

  it('filters by each of the twelve categories', async () => {
    const cats = (await t.app.inject('/api/categories')).json().items as {
      slug: string;
      count: number;
    }[];
    expect(cats).toHaveLength(12);
    for (const c of cats) {
      expect(c.count).toBeGreaterThan(0);
      const found = await items(`?category=${c.slug}&pageSize=48`);
      expect(found).toHaveLength(c.count);
      expect(found.every((p) => p.category === c.slug)).toBe(true);
    }
  });

  it("answers each category's price range from its visible products (ADR 050)", async () => {
    type Category = { slug: string; priceRange: { min: number; max: number } | null };
    const categories = async () =>
      (await t.app.inject('/api/categories')).json().items as Category[];
    for (const c of await categories()) {
      const prices = (await items(`?category=${c.slug}&pageSize=48`)).map((p) => p.price);
      expect(c.priceRange, c.slug).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    }

    // Hiding the products moves the range, and a category left empty claims no price.
    const db = t.database.db;
    const counting = await items('?category=note-counting&sort=price-low');
    expect(counting.length).toBeGreaterThan(1);
    const [cheapest, ...others] = counting.map((p) => p.id);
    const hide = async (ids: number[], hidden: 0 | 1) => {
      await db.updateTable('products').set({ hidden }).where('id', 'in', ids).execute();
      await bumpCatalogueRevision(db);
    };
    const noteCounting = async () => (await categories()).find((c) => c.slug === 'note-counting');
    try {
      await hide([cheapest!], 1);
      expect((await noteCounting())!.priceRange!.min).toBe(counting[1]!.price);
      await hide(others, 1);
      expect(await noteCounting()).toMatchObject({ count: 0, priceRange: null });
    } finally {
      await hide([cheapest!, ...others], 0);
    }
  });

  it.each([
    ['scanners', ['barcode-scanner']],
    ['pos', ['touch-pos', 'billing-machine', 'handheld-device']],
    ['printers', ['thermal-printer', 'bluetooth-printer', 'barcode-printer']],
    ['software', ['billing-software']],
  ])('maps the footer group %s to its categories', async (group, categories) => {
    const found = await items(`?category=${group}&pageSize=48`);
    expect(found.length).toBeGreaterThan(0);
    expect(new Set(found.map((p) => p.category))).toEqual(new Set(categories));
  });

  it.each([
    ['under-5000', 0, 4999],
    ['5000-15000', 5000, 14999],
    ['15000-30000', 15000, 29999],
    ['above-30000', 30000, Infinity],
  ])('filters the price band %s', async (band, min, max) => {
    const found = await items(`?price=${band}&pageSize=48`);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => p.price >= min && p.price <= max)).toBe(true);
  });

  it('filters by brand, case-insensitively, and counts brands', async () => {
    const brands = (await t.app.inject('/api/brands')).json().items as {
      name: string;
      count: number;
    }[];
    for (const name of ['BP', 'TSC', 'New Land', 'UDY', 'Blueprint']) {
      expect(brands.find((b) => b.name === name)?.count).toBeGreaterThan(0);
    }
    const tsc = await items('?brand=tsc&pageSize=48');
    expect(tsc).toHaveLength(brands.find((b) => b.name === 'TSC')!.count);
    expect(tsc.every((p) => p.brand === 'TSC')).toBe(true);
    expect(await items('?brand=Nobody')).toEqual([]);
  });

  it('sorts by price both ways, by name and by rating', async () => {
    const low = (await items('?sort=price-low&pageSize=48')).map((p) => p.price);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const high = (await items('?sort=price-high&pageSize=48')).map((p) => p.price);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const names = (await items('?sort=name&pageSize=48')).map((p) => p.name);
    expect(names).toEqual(
      [...names].sort((a, b) =>
        a.localeCompare(b, 'en-IN', { sensitivity: 'base', numeric: true }),
      ),
    );
    const ratings = (await items('?sort=rating&pageSize=48')).map((p) => p.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const featured = (await items('?sort=featured&pageSize=5')).map((p) => p.id);
    expect(featured).toEqual([1, 2, 3, 4, 5]);
  });

  it('combines filters', async () => {
    const found = await items('?category=printers&price=under-5000&sort=price-high&pageSize=48');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => p.category.endsWith('printer') && p.price < 5000)).toBe(true);
  });

  it('searches with typos, accents and every word required', async () => {
    const thermal = await items('?search=thermel%20printer');
    expect(thermal.length).toBeGreaterThanOrEqual(3);
    expect(thermal[0]!.name).toMatch(/thermal/i);
    expect(await items('?search=CAF%C3%89')).toEqual(await items('?search=cafe'));
    expect((await items('?search=cafe')).length).toBeGreaterThan(0);
    expect(await items('?search=thermal%20qqqzzz')).toEqual([]);
    const scanners = await items('?search=scanner&category=scanners&sort=price-low');
    expect(scanners.every((p) => p.category === 'barcode-scanner')).toBe(true);
  });

  it('returns a product with up to four related ones from its category', async () => {
    const res = await t.app.inject('/api/products/32');
    expect(res.statusCode).toBe(200);
    const { product, related } = res.json() as { product: Product; related: Product[] };
    expect(product).toMatchObject({
      id: 32,
      category: 'accessories',
      price: 1200,
      originalPrice: 2500,
      // No reviews in this test's database (the demo's are left out): nothing to rate it by.
      rating: 0,
      reviews: 0,
      badge: 'Fast Charge',
      warrantyYears: 1,
      returnable: true,
      inStock: true,
    });
    expect(product.name).toMatch(/charger/i);
    expect(product.hsn).toMatch(/^\d{4,8}$/);
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(4);
    expect(related.every((p) => p.category === 'accessories' && p.id !== 32)).toBe(true);
  });

  it('reports out-of-stock products as such', async () => {
    const all = await items('?pageSize=48');
    const out = all.filter((p) => !p.inStock);
    expect(out.length).toBeGreaterThan(0);
    expect(out.every((p) => p.stock === 0)).toBe(true);
  });

  it('looks up several products at once for cart repair', async () => {
    const res = await t.app.inject('/api/products/lookup?ids=1,32,99999');
    expect(res.statusCode).toBe(200);
    expect((res.json().items as Product[]).map((p) => p.id)).toEqual([1, 32]);
  });

  it.each([
    ['/api/products?category=phones', 'category'],
    ['/api/products?price=cheap', 'price'],
    ['/api/products?sort=newest', 'sort'],
    ['/api/products?page=0', 'page'],
    ['/api/products?page=abc', 'page'],
    ['/api/products?pageSize=500', 'pageSize'],
    ['/api/products?colour=red', 'colour'],
    ['/api/products?brand=a&brand=b', 'brand'],
    [`/api/products?search=${'x'.repeat(101)}`, 'search'],
    ['/api/products/abc', 'id'],
    ['/api/products/0', 'id'],
    ['/api/products/lookup?ids=1,,2', 'ids'],
  ])('refuses %s with a 400 naming %s', async (url, field) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('bad_request');
    expect(Object.keys(body.error.fields)).toContain(field);
    expect(body.error.message).toContain(field);
  });

  it('answers 404 for an unknown product and an unknown API route', async () => {
    expect((await t.app.inject('/api/products/99999')).statusCode).toBe(404);
    const res = await t.app.inject('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});
