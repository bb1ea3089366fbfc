import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, logIn, PASSWORD, signUp, staffSession } from './helpers/auth';
import { createProduct } from './helpers/factories';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: { sid: string };
/** This file's products, made in beforeAll: P(1) … P(11). */
const madeIds: number[] = [];
function P(n: number): number {
  const id = madeIds[n];
  if (id === undefined) throw new Error(`no product ${n} made in beforeAll`);
  return id;
}
beforeAll(async () => {
  t = await createTestApp();
  for (let i = 1; i <= 11; i++) madeIds[i] = (await createProduct(t)).id;
  const made = await staffSession(t, { name: 'Store Manager' });
  admin = made;
});
afterAll(() => t?.close());

type Method = 'GET' | 'PUT' | 'DELETE' | 'POST';
type Saved = { id: number; name: string; price: number };
const ids = (res: { json(): unknown }) => (res.json() as { items: Saved[] }).items.map((p) => p.id);
const cartCookie = (res: LightMyRequestResponse) =>
  res.cookies.find((c) => c.name === 'cart_id') as
    { value: string; httpOnly?: boolean; sameSite?: string; maxAge?: number } | undefined;

/** Calls the API as a guest holding the `cart_id` cookie `guest` (none when undefined). */
function guestCall(method: Method, url: string, guest?: string, body?: unknown, sid?: string) {
  return t.app.inject({
    method,
    url,
    headers: { 'x-requested-with': 'fetch' },
    cookies: { ...(guest && { cart_id: guest }), ...(sid && { sid }) },
    ...(body !== undefined && { payload: body as object }),
  });
}

/** A guest wishlist holding `products`, made through the API; answers the cookie's token. */
async function guestWishlist(products: number[]): Promise<string> {
  let guest: string | undefined;
  for (const id of products) {
    const res = await guestCall('PUT', `/api/wishlist/${id}`, guest);
    expect(res.statusCode).toBe(200);
    guest ??= cartCookie(res)!.value;
  }
  return guest!;
}

describe(`wishlist on ${engine}`, () => {
  it('starts empty and reading it makes no cookie', async () => {
    const res = await guestCall('GET', '/api/wishlist');
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([]);
    expect(cartCookie(res)).toBeUndefined();
  });

  it('adds, lists and removes for a guest through the cart cookie', async () => {
    const first = await guestCall('PUT', `/api/wishlist/${P(5)}`);
    expect(first.statusCode).toBe(200);
    const cookie = cartCookie(first)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 30 * 24 * 3600 });
    const guest = cookie.value;
    expect(ids(first)).toEqual([P(5)]);
    await guestCall('PUT', `/api/wishlist/${P(2)}`, guest);
    // Saving again changes nothing.
    expect(ids(await guestCall('PUT', `/api/wishlist/${P(5)}`, guest))).toEqual([P(5), P(2)]);
    const list = await guestCall('GET', '/api/wishlist', guest);
    expect(ids(list)).toEqual([P(5), P(2)]);
    expect((list.json() as { items: Saved[] }).items[1]).toMatchObject({ id: P(2) });
    expect((list.json() as { items: Saved[] }).items[1]!.name).not.toBe('');
    expect(ids(await guestCall('DELETE', `/api/wishlist/${P(5)}`, guest))).toEqual([P(2)]);
    expect(ids(await guestCall('GET', '/api/wishlist', guest))).toEqual([P(2)]);
    // Another browser (no cookie) sees nothing of it.
    expect(ids(await guestCall('GET', '/api/wishlist'))).toEqual([]);
    // The guest's cart is still its own (same cookie, other table).
    expect((await guestCall('GET', '/api/cart', guest)).json()).toEqual({ items: [] });
  });

  it('follows a signed-in shopper to another browser', async () => {
    const { sid, user } = await signUp(t.app);
    expect((await call(t.app, 'PUT', `/api/wishlist/${P(7)}`, { sid })).statusCode).toBe(200);
    const other = await logIn(t.app, user.email, PASSWORD);
    const otherSid = other.cookies.find((c) => c.name === 'sid')!.value;
    expect(ids(await call(t.app, 'GET', '/api/wishlist', { sid: otherSid }))).toEqual([P(7)]);
  });

  it('refuses a product the catalogue does not sell with 400, never a 500', async () => {
    const guest = await guestWishlist([P(3)]);
    const res = await guestCall('PUT', '/api/wishlist/99999', guest);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'unknown_product' });
    expect(ids(await guestCall('GET', '/api/wishlist', guest))).toEqual([P(3)]);
  });

  it.each(['abc', '0', '-4', '1.5', '99999999999'])(
    'refuses %s as a product id with 400 and changes nothing',
    async (bad) => {
      const guest = await guestWishlist([P(4)]);
      for (const method of ['PUT', 'DELETE'] as const) {
        const res = await guestCall(method, `/api/wishlist/${bad}`, guest);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.code).toBeTruthy();
      }
      expect(ids(await guestCall('GET', '/api/wishlist', guest))).toEqual([P(4)]);
    },
  );

  it('joins the account wishlist at log in; the guest wishlist is gone', async () => {
    const { sid, user } = await signUp(t.app);
    await call(t.app, 'PUT', `/api/wishlist/${P(2)}`, { sid });
    await call(t.app, 'PUT', `/api/wishlist/${P(3)}`, { sid });
    const guest = await guestWishlist([P(3), P(6)]);
    const res = await guestCall('POST', '/api/auth/login', guest, {
      email: user.email,
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(cartCookie(res)!.value).toBe('');
    expect(ids(await call(t.app, 'GET', '/api/wishlist', { sid }))).toEqual([P(2), P(3), P(6)]);
    expect(ids(await guestCall('GET', '/api/wishlist', guest))).toEqual([]);
  });

  it('joins the new account wishlist at sign up, with the guest cart', async () => {
    const guest = await guestWishlist([P(8)]);
    await guestCall('POST', '/api/cart/items', guest, { productId: P(9), quantity: 2 });
    const res = await guestCall('POST', '/api/auth/signup', guest, {
      name: 'Ravi Kumar',
      email: `wish.${Date.now()}@example.com`,
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(201);
    const sid = res.cookies.find((c) => c.name === 'sid')!.value;
    expect(ids(await call(t.app, 'GET', '/api/wishlist', { sid }))).toEqual([P(8)]);
    const cart = (await call(t.app, 'GET', '/api/cart', { sid })).json() as { items: Saved[] };
    expect(cart.items.map((i) => i.id)).toEqual([P(9)]);
  });

  it('leaves out a product hidden from the catalogue, and lists it again when shown', async () => {
    const guest = await guestWishlist([P(10), P(11)]);
    const hide = await call(t.app, 'POST', `/api/admin/products/${P(10)}/hide`, { sid: admin.sid });
    expect(hide.statusCode).toBe(200);
    try {
      expect(ids(await guestCall('GET', '/api/wishlist', guest))).toEqual([P(11)]);
      expect((await guestCall('PUT', `/api/wishlist/${P(10)}`, guest)).statusCode).toBe(400);
    } finally {
      await call(t.app, 'POST', `/api/admin/products/${P(10)}/unhide`, { sid: admin.sid });
    }
    expect(ids(await guestCall('GET', '/api/wishlist', guest))).toEqual([P(10), P(11)]);
  });
});
