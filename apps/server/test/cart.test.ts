import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, logIn, PASSWORD, sidCookie, signUp } from './helpers/auth';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Line = { id: number; name: string; price: number; image: string; quantity: number };
const lines = (res: { json(): unknown }) => (res.json() as { items: Line[] }).items;
const summary = (items: Line[]) => items.map((l) => [l.id, l.quantity]);

describe(`saved cart on ${engine}`, () => {
  it('starts empty and asks guests to log in', async () => {
    const { sid } = await signUp(t.app);
    expect(lines(await call(t.app, 'GET', '/api/cart', { sid }))).toEqual([]);
    expect((await call(t.app, 'GET', '/api/cart')).statusCode).toBe(401);
    expect((await call(t.app, 'PUT', '/api/cart', { body: { items: [] } })).statusCode).toBe(401);
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
