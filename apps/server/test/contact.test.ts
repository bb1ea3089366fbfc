import fs from 'node:fs';
import path from 'node:path';
import { CONTACT_ERRORS, CONTACT_LIMIT, CONTACT_TEXTS } from '@shop/shared/contact/contact-message';
import { FIELD_ERRORS } from '@shop/shared/checkout/fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf, randomIp, signUp, uniqueEmail } from './helpers/auth';
import { decodedBody, header } from './helpers/smtp';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
// This file's burst of simultaneous requests opens many PostgreSQL connections; close() waits
// for the server to end them before it drops the database (helpers/test-app.ts).
afterAll(() => t?.close());

const db = () => t.database.db;

function message(overrides: Record<string, unknown> = {}) {
  return {
    name: '  Meena   Iyer ',
    email: uniqueEmail('meena'),
    phone: '+91 98765 43210',
    subject: 'Request a quote',
    message: 'Please quote for 3 thermal printers\nand 2 barcode scanners for our pharmacy.',
    ...overrides,
  };
}

const post = (body: unknown, opts: { ip?: string; headers?: Record<string, string> } = {}) =>
  call(t.app, 'POST', '/api/contact', { body, noCsrfHeader: true, ...opts });

const storedFor = (email: string) =>
  db().selectFrom('contact_messages').selectAll().where('email', '=', email).execute();
const outboxFor = (email: string) =>
  db().selectFrom('outbox').selectAll().where('reply_to', '=', email).execute();

describe(`contact form on ${engine}`, () => {
  it('refuses an empty message with 400 naming all five fields', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    const error = errorOf(res);
    expect(error.code).toBe('bad_request');
    expect(error.fields).toEqual({
      name: FIELD_ERRORS.name,
      email: FIELD_ERRORS.emailRequired,
      phone: FIELD_ERRORS.phone,
      subject: CONTACT_ERRORS.subject,
      message: CONTACT_ERRORS.messageRequired,
    });
  });

  it('refuses bad values field by field and stores nothing', async () => {
    const email = uniqueEmail('bad').toLowerCase();
    const res = await post(
      message({ email, phone: '12345', subject: 'Free money', message: 'Hi there' }),
    );
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({
      phone: FIELD_ERRORS.phone,
      subject: CONTACT_ERRORS.subject,
      message: CONTACT_ERRORS.messageShort,
    });
    expect(errorOf(res).message).toBe(FIELD_ERRORS.phone);

    const long = await post(message({ message: 'x'.repeat(2001) }));
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).fields).toEqual({ message: CONTACT_ERRORS.messageLong });

    const badEmail = await post(message({ email: 'meena@' }));
    expect(errorOf(badEmail).fields).toEqual({ email: FIELD_ERRORS.email });

    const notJson = await call(t.app, 'POST', '/api/contact', {
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await storedFor(email)).toEqual([]);
  });

  it('stores the message and queues a notice to the shop with Reply-To the sender', async () => {
    const email = uniqueEmail('meena');
    const ip = randomIp();
    const res = await post(message({ email }), {
      ip,
      headers: { 'user-agent': 'ContactTest/1.0' },
    });
    expect(res.statusCode).toBe(200);
    const lower = email.toLowerCase();
    expect(res.json()).toEqual({ ok: true, message: CONTACT_TEXTS.success(lower) });

    const rows = await storedFor(lower);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Meena Iyer',
      email: lower,
      phone: '9876543210',
      subject: 'Request a quote',
      message: 'Please quote for 3 thermal printers\nand 2 barcode scanners for our pharmacy.',
      ip,
      user_agent: 'ContactTest/1.0',
      read_at: null,
    });
    expect(Date.now() - Date.parse(rows[0]!.created_at)).toBeLessThan(60_000);

    const mail = await outboxFor(lower);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      to_address: 'sales@shubhbilling.in',
      reply_to: lower,
      subject: 'Contact form: Request a quote — Meena Iyer',
      status: 'pending',
    });

    // Delivered as an .eml file (no SMTP_URL): the headers and the spec's fields in the body.
    const before = new Set(fs.existsSync(outboxDir()) ? fs.readdirSync(outboxDir()) : []);
    expect((await t.app.email.deliverPending()).sent).toBeGreaterThanOrEqual(1);
    const file = fs
      .readdirSync(outboxDir())
      .filter((f) => !before.has(f))
      .find((f) => f.startsWith(`${mail[0]!.id}-`));
    expect(file).toBeDefined();
    const raw = fs.readFileSync(path.join(outboxDir(), file!), 'utf8');
    expect(header(raw, 'To')).toBe('sales@shubhbilling.in');
    expect(header(raw, 'Reply-To')).toBe(lower);
    expect(header(raw, 'From')).toBe('Shubh Billing Systems <support@shubhbilling.in>');
    const body = decodedBody(raw);
    for (const line of [
      'To: sales@shubhbilling.in',
      'From: Meena Iyer',
      `Email: ${lower}`,
      'Phone: +91 98765 43210',
      'Subject: Request a quote',
      'Message:\nPlease quote for 3 thermal printers\nand 2 barcode scanners for our pharmacy.',
    ]) {
      expect(body.replace(/\r\n/g, '\n')).toContain(line);
    }
    expect(body).toContain('text/html');
  });

  it('sends support subjects to the support address and escapes HTML in the notice', async () => {
    const email = uniqueEmail('ravi').toLowerCase();
    const res = await post(
      message({
        email,
        subject: 'Technical support',
        message: 'My printer prints <b>blank</b> receipts & beeps.',
      }),
    );
    expect(res.statusCode).toBe(200);
    const [mail] = await outboxFor(email);
    expect(mail!.to_address).toBe('support@shubhbilling.in');
    expect(mail!.html_body).toContain('&lt;b&gt;blank&lt;/b&gt; receipts &amp; beeps.');
    expect(mail!.html_body).not.toContain('<b>blank</b>');
    expect(mail!.text_body).toContain('My printer prints <b>blank</b> receipts & beeps.');
  });

  it('answers a filled honeypot exactly like success but stores and sends nothing', async () => {
    const email = uniqueEmail('bot').toLowerCase();
    const bot = await post(message({ email, website: 'https://cheap-seo.example' }));
    expect(bot.statusCode).toBe(200);
    expect(bot.json()).toEqual({ ok: true, message: CONTACT_TEXTS.success(email) });
    expect(await storedFor(email)).toEqual([]);
    expect(await outboxFor(email)).toEqual([]);

    // An empty honeypot (what a person's browser sends) is a normal message.
    const person = uniqueEmail('person').toLowerCase();
    expect((await post(message({ email: person, website: '' }))).statusCode).toBe(200);
    expect(await storedFor(person)).toHaveLength(1);
  });

  it(`accepts ${CONTACT_LIMIT.perIp} messages an hour from one IP address, then answers 429`, async () => {
    const ip = randomIp();
    const emails = Array.from({ length: CONTACT_LIMIT.perIp + 2 }, () =>
      uniqueEmail('limit').toLowerCase(),
    );
    for (const email of emails.slice(0, CONTACT_LIMIT.perIp)) {
      expect((await post(message({ email }), { ip })).statusCode).toBe(200);
    }
    const refused = await post(message({ email: emails[CONTACT_LIMIT.perIp] }), { ip });
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toEqual({
      code: 'too_many_requests',
      message: CONTACT_TEXTS.tooMany(60),
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(59 * 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    expect(await storedFor(emails[CONTACT_LIMIT.perIp]!)).toEqual([]);
    expect(await outboxFor(emails[CONTACT_LIMIT.perIp]!)).toEqual([]);

    // A bot behind the same address is refused too, and nothing tells it apart.
    const bot = await post(message({ email: emails.at(-1), website: 'x' }), { ip });
    expect(bot.statusCode).toBe(429);

    // Another address is not affected.
    const other = uniqueEmail('other').toLowerCase();
    expect((await post(message({ email: other }))).statusCode).toBe(200);
    const kept = await db()
      .selectFrom('contact_messages')
      .select('email')
      .where('ip', '=', ip)
      .execute();
    expect(kept).toHaveLength(CONTACT_LIMIT.perIp);
  });

  it('applies CONTACT_PER_IP_PER_HOUR when it is set, not the default', async () => {
    const perIp = CONTACT_LIMIT.perIp + 2;
    const configured = await createTestApp({ CONTACT_PER_IP_PER_HOUR: String(perIp) });
    try {
      const ip = randomIp();
      const send = () =>
        call(configured.app, 'POST', '/api/contact', {
          body: message(),
          noCsrfHeader: true,
          ip,
        });
      for (let i = 0; i < perIp; i++) expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await configured.close();
    }
  });

  it('counts simultaneous messages from one address against the limit', async () => {
    const ip = randomIp();
    const results = await Promise.all(
      Array.from({ length: CONTACT_LIMIT.perIp + 3 }, () =>
        post(message({ email: uniqueEmail('burst') }), { ip }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200).length).toBeLessThanOrEqual(CONTACT_LIMIT.perIp);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(3);
  });

  it('lets guests post without the CSRF header but refuses another site and a bare signed-in post', async () => {
    const foreign = await post(message(), { headers: { origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(403);

    const { sid } = await signUp(t.app);
    const bare = await call(t.app, 'POST', '/api/contact', {
      sid,
      body: message(),
      noCsrfHeader: true,
    });
    expect(bare.statusCode).toBe(403);
    const fromPage = await call(t.app, 'POST', '/api/contact', { sid, body: message() });
    expect(fromPage.statusCode).toBe(200);
  });
});

const outboxDir = () => path.join(t.dataDir, 'outbox');
