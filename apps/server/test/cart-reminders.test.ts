import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from './helpers/factories';
import { call, signUp } from './helpers/auth';
import { createTestApp, engine, type TestApp } from './helpers/test-app';
import { buyNow, placedOrder, saveProfile } from './razorpay-fake/shop-helpers';

const HOUR = 3_600_000;

/** `hours` from now: the reminder round runs with an injected clock. */
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

/** Products made in beforeAll. */
let CHARGER: number;
let SCANNER: number;

describe(`cart reminders on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    CHARGER = (await createProduct(t, { price: 1200, category: 'accessories', hsn: '850440' })).id;
    SCANNER = (await createProduct(t, { price: 8499, category: 'billing-machine', hsn: '847050' }))
      .id;
  });
  afterAll(() => t?.close());

  const addToCart = (sid: string, productId: number, quantity = 1) =>
    call(t.app, 'POST', '/api/cart/items', { sid, body: { productId, quantity } });

  async function remindersTo(email: string) {
    const rows = await t.database.db
      .selectFrom('outbox')
      .select(['subject', 'text_body', 'headers'])
      .where('to_address', '=', email)
      .orderBy('id')
      .execute();
    return rows.filter((r) => r.subject.includes('in your cart'));
  }

  /** A signed-up customer with `productIds` in their cart. */
  async function customerWithCart(...productIds: number[]) {
    const { sid, user } = await signUp(t.app);
    for (const id of productIds) expect((await addToCart(sid, id)).statusCode).toBe(200);
    return { sid, email: user.email, id: user.id };
  }

  const tokenIn = (text: string) => /unsubscribe\?token=([^\s&]+)/.exec(text)![1]!;

  it('sends one reminder after 24 hours, never a second for the same cart', async () => {
    const { sid, email } = await customerWithCart(CHARGER, SCANNER);
    expect(await t.app.cartReminders.run(inHours(23))).toEqual([]);
    expect(await remindersTo(email)).toHaveLength(0);
    await t.app.cartReminders.run(inHours(25));
    const mails = await remindersTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^You left 2 items in your cart/);
    expect(mails[0]!.text_body).toContain('http://shop.test/cart');
    const token = decodeURIComponent(tokenIn(mails[0]!.text_body));
    expect(JSON.parse(mails[0]!.headers)).toEqual({
      'List-Unsubscribe': `<http://shop.test/unsubscribe?token=${encodeURIComponent(token)}>`,
    });
    // Another round, and a change to the same cart a day later, send nothing more.
    await t.app.cartReminders.run(inHours(26));
    await addToCart(sid, CHARGER);
    await t.app.cartReminders.run(inHours(50));
    expect(await remindersTo(email)).toHaveLength(1);
  });

  it('sends each reminder once when several processes run together', async () => {
    const customer = await customerWithCart(CHARGER);
    const { email } = customer;
    const rounds = await Promise.all([
      t.app.cartReminders.run(inHours(25)),
      t.app.cartReminders.run(inHours(25)),
      t.app.cartReminders.run(inHours(25)),
    ]);
    expect(await remindersTo(email)).toHaveLength(1);
    const mine = rounds.flat().filter((id) => id === customer.id);
    expect(mine).toHaveLength(1);
  });

  it('sends none for an emptied cart; a new cart after that has its own reminder', async () => {
    const { sid, email } = await customerWithCart(CHARGER);
    await call(t.app, 'PUT', '/api/cart', { sid, body: { items: [] } });
    await t.app.cartReminders.run(inHours(25));
    expect(await remindersTo(email)).toHaveLength(0);

    await addToCart(sid, SCANNER);
    await t.app.cartReminders.run(inHours(25));
    expect(await remindersTo(email)).toHaveLength(1);
    // Emptied after its reminder and filled again: that is a new cart.
    await call(t.app, 'PUT', '/api/cart', { sid, body: { items: [] } });
    await addToCart(sid, CHARGER);
    await t.app.cartReminders.run(inHours(25));
    expect(await remindersTo(email)).toHaveLength(2);
  });

  it('sends none when an order was placed since the cart last changed', async () => {
    const bought = await customerWithCart(CHARGER);
    await saveProfile(t.app, bought.sid);
    expect(
      (await buyNow(t.app, bought.sid, { productId: SCANNER, paymentMethod: 'upi' })).statusCode,
    ).toBe(201);
    // Checkout takes the ordered products out of the cart and leaves the rest.
    const checkedOut = await customerWithCart(CHARGER, SCANNER);
    await placedOrder(t.app, checkedOut.sid, [{ productId: CHARGER, quantity: 1 }]);
    await t.app.cartReminders.run(inHours(25));
    expect(await remindersTo(bought.email)).toHaveLength(0);
    expect(await remindersTo(checkedOut.email)).toHaveLength(0);
  });

  it('sends none to guests (their carts are not accounts)', async () => {
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: { 'x-requested-with': 'fetch' },
      payload: { productId: CHARGER, quantity: 1 },
    });
    expect(guest.statusCode).toBe(200);
    const before = await t.database.db.selectFrom('outbox').select('id').execute();
    await t.app.cartReminders.run(inHours(25));
    const after = await t.database.db.selectFrom('outbox').select('subject').execute();
    expect(after.slice(before.length).filter((m) => m.subject.includes('in your cart'))).toEqual(
      [],
    );
  });

  it('unsubscribes without signing in, idempotently; no reminder afterwards; a forged token is 400', async () => {
    const first = await customerWithCart(CHARGER);
    await t.app.cartReminders.run(inHours(25));
    const token = decodeURIComponent(tokenIn((await remindersTo(first.email))[0]!.text_body));

    const read = await call(
      t.app,
      'GET',
      `/api/cart-reminders/subscription?token=${encodeURIComponent(token)}`,
    );
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ subscribed: true });
    // Reading (what a mail client's prefetch does) changed nothing.
    expect(
      (
        await call(
          t.app,
          'GET',
          `/api/cart-reminders/subscription?token=${encodeURIComponent(token)}`,
        )
      ).json(),
    ).toEqual({ subscribed: true });

    for (let i = 0; i < 2; i++) {
      const res = await call(t.app, 'POST', '/api/cart-reminders/unsubscribe', {
        body: { token },
        noCsrfHeader: true,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ subscribed: false });
    }
    // Their next cart gets no reminder.
    await call(t.app, 'PUT', '/api/cart', { sid: first.sid, body: { items: [] } });
    await addToCart(first.sid, SCANNER);
    await t.app.cartReminders.run(inHours(25));
    expect(await remindersTo(first.email)).toHaveLength(1);

    // Forged: another customer's id with this signature, a changed signature, garbage.
    const other = await signUp(t.app);
    const otherId = other.user.id;
    const [, mac] = token.split('.');
    const flipped = `${mac!.slice(0, -1)}${mac!.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [
      `${otherId}.${mac}`,
      `${token.split('.')[0]}.${flipped}`,
      'not-a-token',
    ]) {
      const post = await call(t.app, 'POST', '/api/cart-reminders/unsubscribe', {
        body: { token: forged },
      });
      expect(post.statusCode).toBe(400);
      const get = await call(
        t.app,
        'GET',
        `/api/cart-reminders/subscription?token=${encodeURIComponent(forged)}`,
      );
      expect(get.statusCode).toBe(400);
    }
    const otherRow = await t.database.db
      .selectFrom('users')
      .select('cart_reminders')
      .where('id', '=', otherId)
      .executeTakeFirstOrThrow();
    expect(otherRow.cart_reminders).toBe(1);
  });
});
