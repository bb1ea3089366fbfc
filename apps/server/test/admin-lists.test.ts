import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, uniqueEmail } from './helpers/auth';
import { createProduct } from './helpers/factories';
import { setStock } from './helpers/orders';
import { askReturn, customerOrder, deliver, staffOf } from './helpers/returns';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

/**
 * Search, filters and sorting of every back office list: each choice is a query
 * parameter of the list's API (the pages read the same), a bad one is a 400 naming it.
 */
let t: TestApp;
let staff: Awaited<ReturnType<typeof staffOf>>;
beforeAll(async () => {
  t = await createTestApp({}, { demoReviews: true });
  staff = await staffOf(t);
});
afterAll(() => t?.close());

const list = async <T>(url: string): Promise<T[]> => {
  const res = await staff('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as T[];
};

const isSorted = (values: number[], direction: 'asc' | 'desc') =>
  values.every(
    (v, i) => i === 0 || (direction === 'asc' ? values[i - 1]! <= v : values[i - 1]! >= v),
  );

describe(`back office lists on ${engine}`, () => {
  it('products: category, visibility and stock filters, sorted by price or stock', async () => {
    type P = { id: number; category: string; price: number; stock: number; hidden: boolean };
    const printers = await list<P>('/api/admin/products?category=thermal-printer&pageSize=100');
    expect(printers.length).toBeGreaterThan(0);
    expect(printers.every((p) => p.category === 'thermal-printer')).toBe(true);

    const hiddenId = printers[0]!.id;
    expect((await staff('POST', `/api/admin/products/${hiddenId}/hide`)).statusCode).toBe(200);
    const hidden = await list<P>('/api/admin/products?visibility=hidden');
    expect(hidden.map((p) => p.id)).toEqual([hiddenId]);
    const shown = await list<P>('/api/admin/products?visibility=shown&pageSize=100');
    expect(shown.some((p) => p.id === hiddenId)).toBe(false);

    await setStock(t.database.db, printers[1]!.id, 0);
    const out = await list<P>('/api/admin/products?stock=out&pageSize=100');
    expect(out.map((p) => p.id)).toContain(printers[1]!.id);
    expect(out.every((p) => p.stock === 0)).toBe(true);

    const byPrice = await list<P>('/api/admin/products?sort=price-high&pageSize=100');
    expect(
      isSorted(
        byPrice.map((p) => p.price),
        'desc',
      ),
    ).toBe(true);
    const cheapFirst = await list<P>('/api/admin/products?sort=price-low&pageSize=100');
    expect(
      isSorted(
        cheapFirst.map((p) => p.price),
        'asc',
      ),
    ).toBe(true);
    expect(cheapFirst[0]!.price).toBeLessThan(byPrice[0]!.price);
    const byStock = await list<P>('/api/admin/products?sort=stock-low&pageSize=100');
    expect(
      isSorted(
        byStock.map((p) => p.stock),
        'asc',
      ),
    ).toBe(true);
  });

  it('orders: sorted by total or age; customers by orders; returns searched and sorted', async () => {
    const cheap = await createProduct(t, { price: 1200 });
    const dear = await createProduct(t, { price: 8499 });
    const small = await customerOrder(t.app, [{ productId: cheap.id, quantity: 1 }]);
    const big = await customerOrder(t.app, [{ productId: dear.id, quantity: 2 }]);
    type O = { orderId: string; totalPaise: number };
    const byTotal = await list<O>('/api/admin/orders?sort=total-high&pageSize=100');
    expect(
      isSorted(
        byTotal.map((o) => o.totalPaise),
        'desc',
      ),
    ).toBe(true);
    const ids = byTotal.map((o) => o.orderId);
    expect(ids.indexOf(big.orderId)).toBeLessThan(ids.indexOf(small.orderId));
    const newest = (await list<O>('/api/admin/orders?pageSize=100')).map((o) => o.orderId);
    const oldest = (await list<O>('/api/admin/orders?sort=oldest&pageSize=100')).map(
      (o) => o.orderId,
    );
    expect(oldest).toEqual([...newest].reverse());

    type C = { id: number; orderCount: number };
    const customers = await list<C>('/api/admin/customers?sort=orders-high&pageSize=100');
    expect(
      isSorted(
        customers.map((c) => c.orderCount),
        'desc',
      ),
    ).toBe(true);
    expect(customers[0]!.orderCount).toBeGreaterThan(0);

    await deliver(t, small.orderId);
    await deliver(t, big.orderId);
    expect(
      (await askReturn(t.app, small.sid, small.orderId, [{ lineNo: 1, quantity: 1 }])).statusCode,
    ).toBe(200);
    expect(
      (await askReturn(t.app, big.sid, big.orderId, [{ lineNo: 1, quantity: 1 }])).statusCode,
    ).toBe(200);
    type R = { id: number; orderId: string };
    const found = await list<R>(`/api/admin/returns?q=${big.orderId.toLowerCase()}`);
    expect(found.map((r) => r.orderId)).toEqual([big.orderId]);
    const newestReturns = await list<R>('/api/admin/returns?sort=newest');
    expect(
      isSorted(
        newestReturns.map((r) => r.id),
        'desc',
      ),
    ).toBe(true);
    const oldestReturns = await list<R>('/api/admin/returns?sort=oldest');
    expect(
      isSorted(
        oldestReturns.map((r) => r.id),
        'asc',
      ),
    ).toBe(true);
  });

  it('messages: searched, filtered by state, oldest first; reviews: stars, search, sort', async () => {
    const sender = `Lists${Date.now()}`;
    for (const n of [1, 2]) {
      const res = await call(t.app, 'POST', '/api/contact', {
        noCsrfHeader: true,
        body: {
          name: `${sender} ${n}`,
          email: uniqueEmail('lists'),
          phone: '+91 98765 43210',
          subject: 'Request a quote',
          message: 'Please send a quote for ten paper rolls.',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    type M = { id: number; name: string; read: boolean };
    const found = await list<M>(`/api/admin/messages?q=${sender}&sort=oldest`);
    expect(found.map((m) => m.name)).toEqual([`${sender} 1`, `${sender} 2`]);
    await staff('POST', `/api/admin/messages/${found[0]!.id}/read`);
    const unread = await list<M>(`/api/admin/messages?q=${sender}&state=unread`);
    expect(unread.map((m) => m.name)).toEqual([`${sender} 2`]);
    const unanswered = await list<M>(`/api/admin/messages?q=${sender}&state=unanswered`);
    expect(unanswered).toHaveLength(2);

    type V = { rating: number; productName: string };
    const reviewsUrl = '/api/admin/reviews';
    const fives = (await staff('GET', `${reviewsUrl}?rating=5`)).json() as {
      items: V[];
      total: number;
    };
    expect(fives.total).toBeGreaterThan(0);
    expect(fives.items.every((r) => r.rating === 5)).toBe(true);
    const low = (await staff('GET', `${reviewsUrl}?sort=rating-low`)).json() as { items: V[] };
    expect(
      isSorted(
        low.items.map((r) => r.rating),
        'asc',
      ),
    ).toBe(true);
    const name = low.items[0]!.productName;
    const byName = (await staff('GET', `${reviewsUrl}?q=${encodeURIComponent(name)}`)).json() as {
      items: V[];
    };
    expect(byName.items.length).toBeGreaterThan(0);
    expect(byName.items.every((r) => r.productName === name)).toBe(true);
  });

  it('refuses an unknown sort or filter with a 400 naming it, on every list', async () => {
    for (const url of [
      '/api/admin/products?sort=cheapest',
      '/api/admin/products?stock=some',
      '/api/admin/orders?sort=biggest',
      '/api/admin/customers?sort=loudest',
      '/api/admin/messages?state=lost',
      '/api/admin/returns?sort=random',
      '/api/admin/reviews?rating=6',
      '/api/admin/audit?sort=sideways',
    ]) {
      const res = await staff('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe('bad_request');
      const [name] = [...new URL(url, 'http://x').searchParams.keys()];
      expect(Object.keys(res.json().error.fields ?? {}), url).toContain(name);
    }
    const guest = await call(t.app, 'GET', '/api/admin/products?sort=name');
    expect(guest.statusCode).toBe(401);
    const shopper = await signUp(t.app);
    const customer = await call(t.app, 'GET', '/api/admin/orders?sort=oldest', {
      sid: shopper.sid,
    });
    expect(customer.statusCode).toBe(403);
  });

  it('audit: searched by who or action, oldest first', async () => {
    type A = { id: number; action: string };
    const hides = await list<A>('/api/admin/audit?q=product.hide');
    expect(hides.length).toBeGreaterThan(0);
    expect(hides.every((a) => a.action === 'product.hide')).toBe(true);
    const oldest = await list<A>('/api/admin/audit?sort=oldest&pageSize=100');
    expect(
      isSorted(
        oldest.map((a) => a.id),
        'asc',
      ),
    ).toBe(true);
  });
});
