import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from '../src/modules/email/service';
import { call, signUp, uniqueEmail } from './helpers/auth';
import { decodedBody, freePort, header, startSmtp, type TestSmtp } from './helpers/smtp';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

const opened: { close(): Promise<void> }[] = [];
async function open<T extends { close(): Promise<void> }>(thing: Promise<T>): Promise<T> {
  const it = await thing;
  opened.push(it);
  return it;
}
afterEach(async () => {
  while (opened.length) await opened.pop()!.close();
});
afterAll(async () => {
  while (opened.length) await opened.pop()!.close();
});

const outboxRow = (t: TestApp, id: number) =>
  t.database.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe(`email delivery on ${engine}`, () => {
  it('stops at start on a malformed SMTP_URL, naming it', () => {
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com:25' })).toThrow(/SMTP_URL/);
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465' }).smtpUrl).toBe(
      'smtps://u:p@mail.example.com:465',
    );
  });

  it('writes .eml files under DATA_DIR/outbox when there is no SMTP_URL', async () => {
    const t = await open(createTestApp());
    const { user } = await signUp(t.app);
    expect(await t.app.email.deliverPending()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const dir = path.join(t.dataDir, 'outbox');
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d+-welcome-to-shubh-billing-systems\.eml$/);
    const raw = fs.readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(header(raw, 'To')).toBe(user.email);
    expect(header(raw, 'Subject')).toBe('Welcome to Shubh Billing Systems');
    expect(header(raw, 'From')).toBe('Shubh Billing Systems <support@shubhbilling.in>');
    expect(decodedBody(raw)).toContain('Hello Asha Rao,');
    expect(await t.app.email.deliverPending()).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it('sends over SMTP: the reset email reaches a real server with its link', async () => {
    const smtp = await open(startSmtp());
    const t = await open(createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }));
    const email = uniqueEmail('smtp').toLowerCase();
    await signUp(t.app, { email, name: 'Kiran' });
    await call(t.app, 'POST', '/api/auth/forgot-password', { body: { email } });
    expect(await t.app.email.deliverPending()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(smtp.received.map((m) => m.to)).toEqual([[email], [email]]);
    const reset = smtp.received.find((m) => header(m.raw, 'Subject')?.startsWith('Reset'))!;
    expect(header(reset.raw, 'Subject')).toBe('Reset your Shubh Billing Systems password');
    expect(header(reset.raw, 'To')).toBe(email);
    expect(reset.from).toBe('support@shubhbilling.in');
    const body = decodedBody(reset.raw);
    expect(body).toContain('Hello Kiran,');
    expect(body).toMatch(/http:\/\/shop\.test\/reset-password\?token=[A-Za-z0-9_-]{43}/);
    expect(body).toContain('text/html');
  });

  it('sends a message once when two workers run at the same moment', async () => {
    const smtp = await open(startSmtp());
    const t = await open(createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }));
    await t.app.email.send({ to: 'a@example.com', subject: 'Once', text: 'Only once' });
    const [a, b] = await Promise.all([t.app.email.deliverPending(), t.app.email.deliverPending()]);
    expect(a.sent + b.sent).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('retries with backoff while the SMTP server is down and delivers once when it is back', async () => {
    const port = await freePort();
    const t = await open(createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` }));
    const id = await t.app.email.send({
      to: 'ops@example.com',
      subject: 'Order received',
      text: 'Your order is in.',
    });
    const started = Date.now();
    expect(await t.app.email.deliverPending()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const waiting = await outboxRow(t, id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.last_error).toMatch(/ECONNREFUSED/);
    const wait = Date.parse(waiting.next_attempt_at) - started;
    expect(wait).toBeGreaterThanOrEqual(RETRY_DELAYS_MS[0] - 1000);
    expect(wait).toBeLessThan(RETRY_DELAYS_MS[0] + 5000);
    // Not due yet: nothing happens.
    expect(await t.app.email.deliverPending()).toEqual({ sent: 0, retrying: 0, failed: 0 });

    const smtp: TestSmtp = await open(startSmtp(port));
    const later = () => new Date(Date.now() + RETRY_DELAYS_MS[0] + 1000);
    expect(await t.app.email.deliverPending(later)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const hourLater = () => new Date(Date.now() + 60 * 60_000);
    expect(await t.app.email.deliverPending(hourLater)).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    expect(smtp.received).toHaveLength(1);
    expect(header(smtp.received[0]!.raw, 'Subject')).toBe('Order received');
    expect(await outboxRow(t, id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts, waiting longer each time`, async () => {
    const t = await open(createTestApp({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` }));
    const id = await t.app.email.send({ to: 'x@example.com', subject: 'Never', text: 'x' });
    let clock = Date.now();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const at = clock;
      await t.app.email.deliverPending(() => new Date(at));
      const row = await outboxRow(t, id);
      expect(row.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(row.status).toBe('pending');
        waits.push(Date.parse(row.next_attempt_at) - at);
        clock = Date.parse(row.next_attempt_at);
      } else {
        expect(row.status).toBe('failed');
      }
    }
    expect(waits).toEqual([...RETRY_DELAYS_MS]);
  });

  it('delivers in the background when the worker runs, and stops with the app', async () => {
    const t = await open(createTestApp({}, { emailWorker: true }));
    await signUp(t.app);
    const dir = path.join(t.dataDir, 'outbox');
    // A message is written under a temporary name and then renamed: wait for the .eml itself.
    const emails = () =>
      fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
    await vi.waitFor(() => expect(emails()).toHaveLength(1), { timeout: 10_000, interval: 100 });
  });
});
