import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from './helpers/factories';
import { signUp } from './helpers/auth';
import { newKey, orderBody, placeOrder } from './helpers/orders';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

/**
 * The language a customer chose is kept on the account and copied onto each order at placement
 * (ADR 107), so the order's emails and messages speak it even after the customer changes it.
 */
describe(`the customer's language on ${engine}`, () => {
  let t: TestApp;
  let PRODUCT: number;

  beforeAll(async () => {
    t = await createTestApp();
    PRODUCT = (await createProduct(t)).id;
  });
  afterAll(() => t.close());

  const languageOf = async (orderId: string) =>
    (
      await t.database.db
        .selectFrom('orders')
        .select('language')
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).language;

  const order = async (sid: string) => {
    const res = await placeOrder(
      t.app,
      sid,
      orderBody([{ productId: PRODUCT, quantity: 1 }]),
      newKey(),
    );
    expect(res.statusCode).toBe(201);
    return res.json().order.orderId as string;
  };

  it('places a new customer’s orders in English', async () => {
    const { sid } = await signUp(t.app);
    expect(await languageOf(await order(sid))).toBe('en');
  });

  it('freezes the language the customer shopped in on each order', async () => {
    const { sid, user } = await signUp(t.app);
    await t.app.account.rememberLanguage(user.id, 'hi');
    const inHindi = await order(sid);
    expect(await languageOf(inHindi)).toBe('hi');
    // Back to English: the next order is English, the first stays Hindi.
    await t.app.account.rememberLanguage(user.id, 'en');
    expect(await languageOf(await order(sid))).toBe('en');
    expect(await languageOf(inHindi)).toBe('hi');
  });
});
