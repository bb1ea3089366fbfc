import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from './helpers/factories';
import { call, signUp, uniqueEmail, PASSWORD } from './helpers/auth';
import { newKey, orderBody, placeOrder } from './helpers/orders';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

/**
 * An order's emails speak `orders.language`, an account's speak `users.language` (ADR 107):
 * Hindi subject and body, `lang="hi"`, links to the /hi pages, and the very same amounts as the
 * English email, in the Indian grouping.
 */
describe(`emails in the shopper's language on ${engine}`, () => {
  let t: TestApp;
  let PRODUCT: number;

  beforeAll(async () => {
    t = await createTestApp();
    // Above a lakh a line, so the Indian grouping (₹1,23,456.00) shows in every amount.
    PRODUCT = (await createProduct(t, { price: 61728, stock: 100 })).id;
  });
  afterAll(() => t.close());

  const mailTo = (to: string) =>
    t.database.db
      .selectFrom('outbox')
      .select(['subject', 'text_body', 'html_body'])
      .where('to_address', '=', to.toLowerCase())
      .orderBy('id')
      .execute();

  const amounts = (text: string) => text.match(/₹[\d,]+\.\d\d/g) ?? [];

  async function confirmationIn(lang: 'en' | 'hi') {
    const { sid, user } = await signUp(t.app);
    await t.app.account.rememberLanguage(user.id, lang);
    const res = await placeOrder(
      t.app,
      sid,
      orderBody([{ productId: PRODUCT, quantity: 2 }]),
      newKey(),
    );
    expect(res.statusCode).toBe(201);
    const orderId = res.json().order.orderId as string;
    // The order's contact email is the checkout's, not necessarily the account's.
    const mail = await t.database.db
      .selectFrom('outbox')
      .select(['subject', 'text_body', 'html_body'])
      .where('subject', 'like', `%${orderId}%`)
      .executeTakeFirst();
    expect(mail, `${lang} confirmation of ${orderId}`).toBeDefined();
    return { orderId, mail: mail! };
  }

  it('writes a Hindi order’s confirmation in Hindi with the English one’s amounts', async () => {
    const english = await confirmationIn('en');
    const hindi = await confirmationIn('hi');

    expect(english.mail.subject).toBe(`Order ${english.orderId} placed — Shubh Billing Systems`);
    expect(english.mail.text_body).toContain('Thank you for your order!');
    expect(english.mail.html_body).toContain('<html lang="en-IN">');
    expect(english.mail.html_body).not.toMatch(/\/hi\//);

    expect(hindi.mail.subject).toBe(`ऑर्डर ${hindi.orderId} मिल गया — Shubh Billing Systems`);
    expect(hindi.mail.text_body).toContain('आपके ऑर्डर के लिए धन्यवाद!');
    expect(hindi.mail.text_body).toContain('पेमेंट का तरीका: UPI (पेमेंट बाकी है)');
    expect(hindi.mail.text_body).not.toContain('Thank you');
    expect(hindi.mail.html_body).toContain('<html lang="hi">');
    expect(hindi.mail.html_body).toContain('अपने ऑर्डर देखें');
    expect(hindi.mail.text_body).toMatch(/\/hi\/orders\b/);
    expect(hindi.mail.text_body).toMatch(/\/hi\/track-order\b/);
    expect(hindi.mail.html_body).toMatch(/href="[^"]*\/hi\/orders"/);

    // The same figures, in the same order, to the paisa; the total in lakhs.
    const figures = amounts(english.mail.text_body);
    expect(figures.length).toBeGreaterThanOrEqual(4);
    expect(amounts(hindi.mail.text_body)).toEqual(figures);
    expect(figures).toContain('₹1,23,456.00');
  });

  it('sends a password reset in the account’s language, to the Hindi reset page', async () => {
    const { user } = await signUp(t.app);
    await t.app.account.rememberLanguage(user.id, 'hi');
    const res = await call(t.app, 'POST', '/api/auth/forgot-password', {
      body: { email: user.email },
    });
    expect(res.statusCode).toBe(200);
    const reset = (await mailTo(user.email)).at(-1)!;
    expect(reset.subject).toBe('अपना Shubh Billing Systems पासवर्ड बदलें');
    expect(reset.text_body).toContain('पासवर्ड बदलने का अनुरोध');
    expect(reset.text_body).toMatch(/\/hi\/reset-password\?token=[\w-]+/);
    expect(reset.html_body).toContain('<html lang="hi">');
  });

  it('keeps an English account’s reset in English', async () => {
    const { user } = await signUp(t.app);
    await call(t.app, 'POST', '/api/auth/forgot-password', { body: { email: user.email } });
    const reset = (await mailTo(user.email)).at(-1)!;
    expect(reset.subject).toBe('Reset your Shubh Billing Systems password');
    expect(reset.text_body).toMatch(/[^/]\/reset-password\?token=/);
    expect(reset.text_body).not.toContain('/hi/');
  });

  it('welcomes in Hindi a shopper who signs up with Hindi remembered, and keeps it', async () => {
    const email = uniqueEmail();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'x-requested-with': 'fetch' },
      cookies: { shop_lang: 'hi' },
      payload: { name: 'Asha Rao', email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(201);
    const [welcome] = await mailTo(email);
    expect(welcome!.subject).toBe('Shubh Billing Systems में आपका स्वागत है');
    expect(welcome!.text_body).toMatch(/\/hi\/account\b/);
    const row = await t.database.db
      .selectFrom('users')
      .select('language')
      .where('email', '=', email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(row.language).toBe('hi');
  });
});
