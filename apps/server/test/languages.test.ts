import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserCatalogue } from '@shop/shared/i18n/catalogue';
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

/**
 * Each language's messages are one file the browser keeps (ADR 107): the address carries the
 * catalogue's version, so a current address is kept a year and any other is answered afresh.
 */
describe(`the browser's message files on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers each language at its version, kept a year, without the server-only messages', async () => {
    for (const lang of ['en', 'hi'] as const) {
      const { version } = browserCatalogue(lang);
      const res = await get(`/i18n/${lang}.${version}.json`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const messages = res.json() as Record<string, unknown>;
      expect(messages).toEqual(browserCatalogue(lang).messages);
      expect(Object.keys(messages).some((k) => k.startsWith('email.'))).toBe(false);
    }
    const hindi = await get(`/i18n/hi.${browserCatalogue('hi').version}.json`);
    expect(hindi.body).toContain('कार्ट');
  });

  it("answers an old version with today's messages, not kept", async () => {
    const res = await get('/i18n/en.0ld.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual(browserCatalogue('en').messages);
  });

  it('answers 404 for a language the shop does not speak or a name that is not a file', async () => {
    for (const url of ['/i18n/fr.abc.json', '/i18n/en.json', '/i18n/en.abc.js', '/i18n/..%2Fx']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
