import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, logIn, PASSWORD, sidCookie, signUp } from './helpers/auth';
import { createTestApp, engine, type TestApp } from './helpers/test-app';
import { pruneExpiredRecords } from '../src/modules/housekeeping/prune';
import { tokenHash } from '../src/modules/auth/sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Line = { id: number; name: string; price: number; image: string; quantity: number };
const lines = (res: { json(): unknown }) => (res.json() as { items: Line[] }).items;
const summary = (items: Line[]) => items.map((l) => [l.id, l.quantity]);
const cartCookie = (res: LightMyRequestResponse) =>
  res.cookies.find((c) => c.name === 'cart_id') as
    | { value: string; httpOnly?: boolean; sameSite?: string; maxAge?: number; path?: string }
    | undefined;

/** Calls the API as a guest holding the `cart_id` cookie `cart` (none when undefined). */
function guestCall(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  cart: string | undefined,
  body?: unknown,
  sid?: string,
) {
  return t.app.inject({
    method,
    url,
    headers: { 'x-requested-with': 'fetch' },
    cookies: { ...(cart && { cart_id: cart }), ...(sid && { sid }) },
    ...(body !== undefined && { payload: body as object }),
  });
}

/** A guest cart holding `items`, made through the API; answers the cookie's token. */
async function guestCart(items: { productId: number; quantity: number }[]): Promise<string> {
  let cart: string | undefined;
  for (const item of items) {
    const res = await guestCall('POST', '/api/cart/items', cart, item);
    expect(res.statusCode).toBe(200);
    cart ??= cartCookie(res)!.value;
  }
  return cart!;
}

describe(`saved cart on ${engine}`, () => {
  it('starts empty, for a shopper and for a guest without a cart cookie', async () => {
    const { sid } = await signUp(t.app);
    expect(lines(await call(t.app, 'GET', '/api/cart', { sid }))).toEqual([]);
    const guest = await call(t.app, 'GET', '/api/cart');
    expect(guest.statusCode).toBe(200);
    expect(lines(guest)).toEqual([]);
    expect(cartCookie(guest)).toBeUndefined();
  });

  it('saves ids and quantities and answers with current catalogue names and prices', async () => {
    const { sid } = await signUp(t.app);
    const res = await call(t.app, 'PUT', '/api/cart', {
      sid,
      body: {
        items: [
          { id: 32, quantity: 2 },
          { id: 99999, quantity: 1 },
          { id: 1, quantity: 500 },
          { id: 32, quantity: 1 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const items = lines(res);
    expect(summary(items)).toEqual([
      [32, 3],
      [1, 99],
    ]);
    expect(items[0]).toMatchObject({ id: 32, price: 1200, originalPrice: 2500 });
    expect(items[0]!.name).toMatch(/charger/i);
    expect(items[0]!.image).toMatch(/^\/images\//);
    expect(lines(await call(t.app, 'GET', '/api/cart', { sid }))).toEqual(items);

    const cleared = await call(t.app, 'PUT', '/api/cart', { sid, body: { items: [] } });
    expect(lines(cleared)).toEqual([]);
  });

  it('follows the shopper to another browser and merges a guest cart by adding quantities', async () => {
    const { sid: laptop, user } = await signUp(t.app);
    await call(t.app, 'PUT', '/api/cart', {
      sid: laptop,
      body: {
        items: [
          { id: 2, quantity: 1 },
          { id: 3, quantity: 2 },
        ],
      },
    });
    // On the phone the shopper filled a cart as a guest, then logs in.
    const phone = sidCookie(await logIn(t.app, user.email, PASSWORD))!.value;
    const merged = await call(t.app, 'POST', '/api/cart/merge', {
      sid: phone,
      body: {
        items: [
          { id: 3, quantity: 1 },
          { id: 5, quantity: 4 },
          { id: 88888, quantity: 1 },
        ],
      },
    });
    expect(merged.statusCode).toBe(200);
    expect(summary(lines(merged))).toEqual([
      [2, 1],
      [3, 3],
      [5, 4],
    ]);
    expect(summary(lines(await call(t.app, 'GET', '/api/cart', { sid: laptop })))).toEqual([
      [2, 1],
      [3, 3],
      [5, 4],
    ]);
  });

  it('merges into a cart that was never saved and caps quantities at 99', async () => {
    const { sid } = await signUp(t.app);
    const first = await call(t.app, 'POST', '/api/cart/merge', {
      sid,
      body: { items: [{ id: 4, quantity: 60 }] },
    });
    expect(summary(lines(first))).toEqual([[4, 60]]);
    const second = await call(t.app, 'POST', '/api/cart/merge', {
      sid,
      body: { items: [{ id: 4, quantity: 60 }] },
    });
    expect(summary(lines(second))).toEqual([[4, 99]]);
  });

  it('adds up merges made at the same moment from two devices', async () => {
    const { sid, user } = await signUp(t.app);
    const other = sidCookie(await logIn(t.app, user.email, PASSWORD))!.value;
    await Promise.all([
      call(t.app, 'POST', '/api/cart/merge', { sid, body: { items: [{ id: 6, quantity: 1 }] } }),
      call(t.app, 'POST', '/api/cart/merge', {
        sid: other,
        body: { items: [{ id: 6, quantity: 2 }] },
      }),
    ]);
    expect(summary(lines(await call(t.app, 'GET', '/api/cart', { sid })))).toEqual([[6, 3]]);
  });

  it.each([
    [{ items: [{ id: 1, quantity: 0 }] }, 'items.0.quantity'],
    [{ items: [{ id: 'x', quantity: 1 }] }, 'items.0.id'],
    [{ items: [{ id: 1, quantity: 1.5 }] }, 'items.0.quantity'],
    [{}, 'items'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const { sid } = await signUp(t.app);
    const res = await call(t.app, 'PUT', '/api/cart', { sid, body });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain(field);
  });
});

describe(`guest cart on ${engine}`, () => {
  it('adds, reads, sets and removes lines through the cart cookie', async () => {
    const first = await guestCall('POST', '/api/cart/items', undefined, {
      productId: 2,
      quantity: 1,
    });
    expect(first.statusCode).toBe(200);
    expect(summary(lines(first))).toEqual([[2, 1]]);
    const cookie = cartCookie(first)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.maxAge).toBe(30 * 24 * 60 * 60);
    const cart = cookie.value;

    const more = await guestCall('POST', '/api/cart/items', cart, { productId: 2, quantity: 2 });
    expect(summary(lines(more))).toEqual([[2, 3]]);
    await guestCall('POST', '/api/cart/items', cart, { productId: 5 });
    const capped = await guestCall('PUT', '/api/cart/items/5', cart, { quantity: 500 });
    expect(summary(lines(capped))).toEqual([
      [2, 3],
      [5, 99],
    ]);
    const read = await guestCall('GET', '/api/cart', cart);
    expect(lines(read)).toEqual(lines(capped));
    expect(lines(read)[0]).toMatchObject({
      id: 2,
      name: expect.any(String),
      price: expect.any(Number),
    });

    const removed = await guestCall('PUT', '/api/cart/items/2', cart, { quantity: 0 });
    expect(summary(lines(removed))).toEqual([[5, 99]]);
    // Another browser (no cookie, or another cookie) does not see it.
    expect(lines(await guestCall('GET', '/api/cart', undefined))).toEqual([]);
    const other = await guestCart([{ productId: 7, quantity: 1 }]);
    expect(summary(lines(await guestCall('GET', '/api/cart', other)))).toEqual([[7, 1]]);
    // Only the token's hash is stored.
    const ids = (await t.database.db.selectFrom('guest_carts').select('id').execute()).map(
      (r) => r.id,
    );
    expect(ids).toContain(tokenHash(cart));
    expect(ids).not.toContain(cart);

    const replaced = await guestCall('PUT', '/api/cart', cart, { items: [{ id: 3, quantity: 2 }] });
    expect(summary(lines(replaced))).toEqual([[3, 2]]);
  });

  it('refuses a product the catalogue does not sell with 400, never a 500', async () => {
    const cart = await guestCart([{ productId: 4, quantity: 1 }]);
    const res = await guestCall('POST', '/api/cart/items', cart, { productId: 99999, quantity: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'unknown_product' });
    const set = await guestCall('PUT', '/api/cart/items/99999', cart, { quantity: 1 });
    expect(set.statusCode).toBe(400);
    expect(summary(lines(await guestCall('GET', '/api/cart', cart)))).toEqual([[4, 1]]);
  });

  it.each([
    ['POST', '/api/cart/items', { productId: 'x', quantity: 1 }, 'productId'],
    ['POST', '/api/cart/items', { productId: 4, quantity: 0 }, 'quantity'],
    ['POST', '/api/cart/items', { productId: 4, quantity: 1.5 }, 'quantity'],
    ['POST', '/api/cart/items', { quantity: 1 }, 'productId'],
    ['PUT', '/api/cart/items/4', { quantity: -1 }, 'quantity'],
    ['PUT', '/api/cart/items/4', {}, 'quantity'],
  ] as const)('%s %s %j: 400 naming %s, nothing changed', async (method, url, body, field) => {
    const cart = await guestCart([{ productId: 4, quantity: 2 }]);
    const res = await guestCall(method, url, cart, body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields ?? {})).toContain(field);
    expect(summary(lines(await guestCall('GET', '/api/cart', cart)))).toEqual([[4, 2]]);
  });

  it('refuses a product id in the address that is not one', async () => {
    const res = await guestCall('PUT', '/api/cart/items/abc', undefined, { quantity: 1 });
    expect(res.statusCode).toBe(400);
  });

  it('joins the account cart at log in: quantities add up, capped; the guest cart is gone', async () => {
    const { sid, user } = await signUp(t.app);
    await call(t.app, 'PUT', '/api/cart', {
      sid,
      body: {
        items: [
          { id: 2, quantity: 1 },
          { id: 3, quantity: 90 },
        ],
      },
    });
    const cart = await guestCart([
      { productId: 3, quantity: 20 },
      { productId: 6, quantity: 2 },
    ]);
    const res = await guestCall('POST', '/api/auth/login', cart, {
      email: user.email,
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const cleared = cartCookie(res)!;
    expect(cleared.value).toBe('');
    expect(summary(lines(await call(t.app, 'GET', '/api/cart', { sid })))).toEqual([
      [2, 1],
      [3, 99],
      [6, 2],
    ]);
    // The guest cart no longer exists: the old cookie reads an empty cart, and a second log in
    // with it adds nothing.
    expect(lines(await guestCall('GET', '/api/cart', cart))).toEqual([]);
    await guestCall('POST', '/api/auth/login', cart, { email: user.email, password: PASSWORD });
    expect(summary(lines(await call(t.app, 'GET', '/api/cart', { sid })))).toHaveLength(3);
  });

  it('joins the new account cart at sign up', async () => {
    const cart = await guestCart([{ productId: 8, quantity: 3 }]);
    const res = await guestCall('POST', '/api/auth/signup', cart, {
      name: 'Ravi Kumar',
      email: `guest.${Date.now()}@example.com`,
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(201);
    const sid = sidCookie(res)!.value;
    expect(summary(lines(await call(t.app, 'GET', '/api/cart', { sid })))).toEqual([[8, 3]]);
    expect(cartCookie(res)!.value).toBe('');
  });

  it('is pruned 30 days after its last change', async () => {
    const cart = await guestCart([{ productId: 9, quantity: 1 }]);
    const day = 24 * 3_600_000;
    await pruneExpiredRecords(t.database.db, new Date(Date.now() + 29 * day));
    expect(summary(lines(await guestCall('GET', '/api/cart', cart)))).toEqual([[9, 1]]);
    const counts = await pruneExpiredRecords(t.database.db, new Date(Date.now() + 31 * day));
    expect(counts.guestCarts).toBeGreaterThanOrEqual(1);
    expect(lines(await guestCall('GET', '/api/cart', cart))).toEqual([]);
  });
});
