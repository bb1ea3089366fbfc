import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, logIn, PASSWORD, sidCookie, signUp } from './helpers/auth';
import { createProduct } from './helpers/factories';
import { createTestApp, engine, type TestApp } from './helpers/test-app';
import { pruneExpiredRecords } from '../src/modules/housekeeping/prune';
import { tokenHash } from '../src/modules/auth/sessions';

let t: TestApp;
/** A charger at ₹1,200 (₹2,500 before), made in beforeAll. */
let CHARGER: number;
/** More products of this file's own, made in beforeAll: P(1) … P(9). */
const made: number[] = [];
function P(n: number): number {
  const id = made[n];
  if (id === undefined) throw new Error(`no product ${n} made in beforeAll`);
  return id;
}
beforeAll(async () => {
  t = await createTestApp();
  CHARGER = (
    await createProduct(t, {
      name: 'Fast Charging Mobile Charger 25W',
      price: 1200,
      originalPrice: 2500,
    })
  ).id;
  for (let i = 1; i <= 9; i++) made[i] = (await createProduct(t)).id;
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
          { id: CHARGER, quantity: 2 },
          { id: 99999, quantity: 1 },
          { id: P(1), quantity: 500 },
          { id: CHARGER, quantity: 1 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const items = lines(res);
    expect(summary(items)).toEqual([
      [CHARGER, 3],
      [P(1), 99],
    ]);
    expect(items[0]).toMatchObject({ id: CHARGER, price: 1200, originalPrice: 2500 });
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
          { id: P(2), quantity: 1 },
          { id: P(3), quantity: 2 },
        ],
      },
    });
    // On the phone the shopper filled a cart as a guest, then logs in.
    const phone = sidCookie(await logIn(t.app, user.email, PASSWORD))!.value;
    const merged = await call(t.app, 'POST', '/api/cart/merge', {
      sid: phone,
      body: {
        items: [
          { id: P(3), quantity: 1 },
          { id: P(5), quantity: 4 },
          { id: 88888, quantity: 1 },
        ],
      },
    });
    expect(merged.statusCode).toBe(200);
    expect(summary(lines(merged))).toEqual([
      [P(2), 1],
      [P(3), 3],
      [P(5), 4],
    ]);
    expect(summary(lines(await call(t.app, 'GET', '/api/cart', { sid: laptop })))).toEqual([
      [P(2), 1],
      [P(3), 3],
      [P(5), 4],
    ]);
  });

  it('merges into a cart that was never saved and caps quantities at 99', async () => {
    const { sid } = await signUp(t.app);
    const first = await call(t.app, 'POST', '/api/cart/merge', {
      sid,
      body: { items: [{ id: P(4), quantity: 60 }] },
    });
    expect(summary(lines(first))).toEqual([[P(4), 60]]);
    const second = await call(t.app, 'POST', '/api/cart/merge', {
      sid,
      body: { items: [{ id: P(4), quantity: 60 }] },
    });
    expect(summary(lines(second))).toEqual([[P(4), 99]]);
  });

  it('adds up merges made at the same moment from two devices', async () => {
    const { sid, user } = await signUp(t.app);
    const other = sidCookie(await logIn(t.app, user.email, PASSWORD))!.value;
    await Promise.all([
      call(t.app, 'POST', '/api/cart/merge', { sid, body: { items: [{ id: P(6), quantity: 1 }] } }),
      call(t.app, 'POST', '/api/cart/merge', {
        sid: other,
        body: { items: [{ id: P(6), quantity: 2 }] },
      }),
    ]);
    expect(summary(lines(await call(t.app, 'GET', '/api/cart', { sid })))).toEqual([[P(6), 3]]);
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
      productId: P(2),
      quantity: 1,
    });
    expect(first.statusCode).toBe(200);
    expect(summary(lines(first))).toEqual([[P(2), 1]]);
    const cookie = cartCookie(first)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.maxAge).toBe(30 * 24 * 60 * 60);
    const cart = cookie.value;

    const more = await guestCall('POST', '/api/cart/items', cart, { productId: P(2), quantity: 2 });
    expect(summary(lines(more))).toEqual([[P(2), 3]]);
    await guestCall('POST', '/api/cart/items', cart, { productId: P(5) });
    const capped = await guestCall('PUT', `/api/cart/items/${P(5)}`, cart, { quantity: 500 });
    expect(summary(lines(capped))).toEqual([
      [P(2), 3],
      [P(5), 99],
    ]);
    const read = await guestCall('GET', '/api/cart', cart);
    expect(lines(read)).toEqual(lines(capped));
    expect(lines(read)[0]).toMatchObject({
      id: P(2),
      name: expect.any(String),
      price: expect.any(Number),
    });

    const removed = await guestCall('PUT', `/api/cart/items/${P(2)}`, cart, { quantity: 0 });
    expect(summary(lines(removed))).toEqual([[P(5), 99]]);
    // Another browser (no cookie, or another cookie) does not see it.
    expect(lines(await guestCall('GET', '/api/cart', undefined))).toEqual([]);
    const other = await guestCart([{ productId: P(7), quantity: 1 }]);
    expect(summary(lines(await guestCall('GET', '/api/cart', other)))).toEqual([[P(7), 1]]);
    // Only the token's hash is stored.
    const ids = (await t.database.db.selectFrom('guest_carts').select('id').execute()).map(
      (r) => r.id,
    );
    expect(ids).toContain(tokenHash(cart));
    expect(ids).not.toContain(cart);

    const replaced = await guestCall('PUT', '/api/cart', cart, {
      items: [{ id: P(3), quantity: 2 }],
    });
    expect(summary(lines(replaced))).toEqual([[P(3), 2]]);
  });

  it('refuses a product the catalogue does not sell with 400, never a 500', async () => {
    const cart = await guestCart([{ productId: P(4), quantity: 1 }]);
    const res = await guestCall('POST', '/api/cart/items', cart, { productId: 99999, quantity: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'unknown_product' });
    const set = await guestCall('PUT', '/api/cart/items/99999', cart, { quantity: 1 });
    expect(set.statusCode).toBe(400);
    expect(summary(lines(await guestCall('GET', '/api/cart', cart)))).toEqual([[P(4), 1]]);
  });

  // `:id` and `ID` stand for the product in the cart, made only once beforeAll has run.
  const ID = 'the product in the cart';
  it.each([
    ['POST', '/api/cart/items', { productId: 'x', quantity: 1 }, 'productId'],
    ['POST', '/api/cart/items', { productId: ID, quantity: 0 }, 'quantity'],
    ['POST', '/api/cart/items', { productId: ID, quantity: 1.5 }, 'quantity'],
    ['POST', '/api/cart/items', { quantity: 1 }, 'productId'],
    ['PUT', '/api/cart/items/:id', { quantity: -1 }, 'quantity'],
    ['PUT', '/api/cart/items/:id', {}, 'quantity'],
  ] as const)('%s %s %j: 400 naming %s, nothing changed', async (method, url, body, field) => {
    const id = P(4);
    const cart = await guestCart([{ productId: id, quantity: 2 }]);
    const sent = 'productId' in body && body.productId === ID ? { ...body, productId: id } : body;
    const res = await guestCall(method, url.replace(':id', String(id)), cart, sent);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields ?? {})).toContain(field);
    expect(summary(lines(await guestCall('GET', '/api/cart', cart)))).toEqual([[id, 2]]);
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
          { id: P(2), quantity: 1 },
          { id: P(3), quantity: 90 },
        ],
      },
    });
    const cart = await guestCart([
      { productId: P(3), quantity: 20 },
      { productId: P(6), quantity: 2 },
    ]);
    const res = await guestCall('POST', '/api/auth/login', cart, {
      email: user.email,
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const cleared = cartCookie(res)!;
    expect(cleared.value).toBe('');
    expect(summary(lines(await call(t.app, 'GET', '/api/cart', { sid })))).toEqual([
      [P(2), 1],
      [P(3), 99],
      [P(6), 2],
    ]);
    // The guest cart no longer exists: the old cookie reads an empty cart, and a second log in
    // with it adds nothing.
    expect(lines(await guestCall('GET', '/api/cart', cart))).toEqual([]);
    await guestCall('POST', '/api/auth/login', cart, { email: user.email, password: PASSWORD });
    expect(summary(lines(await call(t.app, 'GET', '/api/cart', { sid })))).toHaveLength(3);
  });

  it('joins the new account cart at sign up', async () => {
    const cart = await guestCart([{ productId: P(8), quantity: 3 }]);
    const res = await guestCall('POST', '/api/auth/signup', cart, {
      name: 'Ravi Kumar',
      email: `guest.${Date.now()}@example.com`,
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(201);
    const sid = sidCookie(res)!.value;
    expect(summary(lines(await call(t.app, 'GET', '/api/cart', { sid })))).toEqual([[P(8), 3]]);
    expect(cartCookie(res)!.value).toBe('');
  });

  it('is pruned 30 days after its last change', async () => {
    const cart = await guestCart([{ productId: P(9), quantity: 1 }]);
    const day = 24 * 3_600_000;
    await pruneExpiredRecords(t.database.db, new Date(Date.now() + 29 * day));
    expect(summary(lines(await guestCall('GET', '/api/cart', cart)))).toEqual([[P(9), 1]]);
    const counts = await pruneExpiredRecords(t.database.db, new Date(Date.now() + 31 * day));
    expect(counts.guestCarts).toBeGreaterThanOrEqual(1);
    expect(lines(await guestCall('GET', '/api/cart', cart))).toEqual([]);
  });
});
