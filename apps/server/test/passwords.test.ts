import crypto from 'node:crypto';
import { AUTH_ERRORS, AUTH_MESSAGES } from '@shop/shared/auth/errors';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RESET_LINK_LIFETIME_MS } from '../src/modules/auth/service';
import {
  call,
  currentUser,
  errorOf,
  logIn,
  PASSWORD,
  randomIp,
  sidCookie,
  signUp,
  uniqueEmail,
} from './helpers/auth';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const db = () => t.database.db;
const me = (sid: string) => currentUser(t.app, sid);

/** The token in the newest reset email to this address, as a shopper would click it. */
async function resetTokenFor(email: string): Promise<string> {
  const row = await db()
    .selectFrom('outbox')
    .select('text_body')
    .where('to_address', '=', email)
    .where('subject', 'like', 'Reset%')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(row.text_body)![1]!;
}

describe(`login limits on ${engine}`, () => {
  it('slows one address guessing one account, with a delay that grows, even for the right password', async () => {
    const { user } = await signUp(t.app);
    const ip = randomIp();
    for (let i = 0; i < 5; i++) {
      expect((await logIn(t.app, user.email, `wrong-${i}`, { ip })).statusCode).toBe(401);
    }
    const slowed = await logIn(t.app, user.email, PASSWORD, { ip });
    expect(slowed.statusCode).toBe(429);
    expect(errorOf(slowed)).toEqual({
      code: 'too_many_attempts',
      message: 'Too many failed attempts, please try again later',
    });
    expect(Number(slowed.headers['retry-after'])).toBe(60);
    // Refused attempts do not extend the wait; after it one more guess, then twice as long.
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start + 61_000 });
    try {
      expect((await logIn(t.app, user.email, 'wrong-6', { ip })).statusCode).toBe(401);
      const longer = await logIn(t.app, user.email, PASSWORD, { ip });
      expect(longer.statusCode).toBe(429);
      expect(Number(longer.headers['retry-after'])).toBe(120);
      vi.setSystemTime(start + 61_000 + 121_000);
      expect((await logIn(t.app, user.email, PASSWORD, { ip })).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('slows an unknown email the same way, so the throttle reveals nothing', async () => {
    const email = uniqueEmail('ghost');
    const ip = randomIp();
    for (let i = 0; i < 5; i++) await logIn(t.app, email, `wrong-${i}`, { ip });
    const slowed = await logIn(t.app, email, PASSWORD, { ip });
    expect(slowed.statusCode).toBe(429);
    expect(errorOf(slowed).message).toBe(AUTH_ERRORS.tooManyAttempts);
  });

  it('slows an IP address after 20 failures, whatever the emails; other addresses go on', async () => {
    const ip = randomIp();
    const { user } = await signUp(t.app);
    for (let i = 0; i < 20; i++) {
      expect((await logIn(t.app, uniqueEmail('spray'), 'wrong', { ip })).statusCode).toBe(401);
    }
    const slowed = await logIn(t.app, user.email, PASSWORD, { ip });
    expect(slowed.statusCode).toBe(429);
    expect(errorOf(slowed).message).toBe(AUTH_ERRORS.tooManyAttempts);
    expect((await logIn(t.app, user.email, PASSWORD, { ip: randomIp() })).statusCode).toBe(200);
  });

  it('lets the owner back in at once after a password reset', async () => {
    const { user } = await signUp(t.app);
    const ip = randomIp();
    for (let i = 0; i < 5; i++) await logIn(t.app, user.email, `wrong-${i}`, { ip });
    expect((await logIn(t.app, user.email, PASSWORD, { ip })).statusCode).toBe(429);
    await call(t.app, 'POST', '/api/auth/forgot-password', { body: { email: user.email } });
    const token = await resetTokenFor(user.email);
    const reset = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { token, password: 'brand-new-1' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await logIn(t.app, user.email, 'brand-new-1', { ip })).statusCode).toBe(200);
  });
});

describe(`passwords on ${engine}`, () => {
  it('changes the password, ending the other sessions but not this one', async () => {
    const { user, sid: here } = await signUp(t.app);
    const there = sidCookie(await logIn(t.app, user.email, PASSWORD))!.value;
    const wrong = await call(t.app, 'POST', '/api/auth/password', {
      sid: here,
      body: { currentPassword: 'nope-nope', newPassword: 'changed-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong)).toMatchObject({
      code: 'current_password_incorrect',
      message: AUTH_ERRORS.currentPasswordIncorrect,
    });
    const short = await call(t.app, 'POST', '/api/auth/password', {
      sid: here,
      body: { currentPassword: PASSWORD, newPassword: '123' },
    });
    expect(errorOf(short).message).toBe(AUTH_ERRORS.weakPassword);

    const res = await call(t.app, 'POST', '/api/auth/password', {
      sid: here,
      body: { currentPassword: PASSWORD, newPassword: 'changed-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      endedSessions: 1,
      message: AUTH_MESSAGES.passwordChanged,
    });
    expect(await me(here)).toMatchObject({ email: user.email });
    expect(await me(there)).toBeNull();
    expect((await logIn(t.app, user.email, PASSWORD)).statusCode).toBe(401);
    expect((await logIn(t.app, user.email, 'changed-1')).statusCode).toBe(200);
  });

  it('signs out of all other devices', async () => {
    const { user, sid: here } = await signUp(t.app);
    const a = sidCookie(await logIn(t.app, user.email, PASSWORD))!.value;
    const b = sidCookie(await logIn(t.app, user.email, PASSWORD, { remember: true }))!.value;
    const res = await call(t.app, 'POST', '/api/auth/sign-out-others', { sid: here });
    expect(res.json()).toEqual({ ok: true, endedSessions: 2 });
    expect(await me(a)).toBeNull();
    expect(await me(b)).toBeNull();
    expect(await me(here)).not.toBeNull();
  });

  it('requires a session for account actions', async () => {
    for (const url of ['/api/auth/password', '/api/auth/sign-out-others']) {
      const res = await call(t.app, 'POST', url, { body: {} });
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).message).toBe(AUTH_ERRORS.signInRequired);
    }
    expect((await call(t.app, 'GET', '/api/auth/me')).json()).toEqual({ user: null });
  });

  it('answers forgot-password the same for known and unknown emails, emailing only the account', async () => {
    const { user } = await signUp(t.app);
    const before = await db().selectFrom('outbox').select('id').execute();
    const known = await call(t.app, 'POST', '/api/auth/forgot-password', {
      body: { email: user.email },
    });
    const unknown = await call(t.app, 'POST', '/api/auth/forgot-password', {
      body: { email: uniqueEmail('nobody') },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ ok: true, message: AUTH_MESSAGES.resetEmailSent });
    const after = await db()
      .selectFrom('outbox')
      .selectAll()
      .where(
        'id',
        'not in',
        before.map((r) => r.id),
      )
      .execute();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      to_address: user.email,
      subject: 'Reset your Shubh Billing Systems password',
    });
    expect(after[0]!.text_body).toContain('http://shop.test/reset-password?token=');
    const bad = await call(t.app, 'POST', '/api/auth/forgot-password', { body: { email: 'nope' } });
    expect(errorOf(bad).message).toBe(AUTH_ERRORS.invalidEmail);
  });

  it('makes reset links single-use, ends every session and keeps the old password out', async () => {
    const { user, sid } = await signUp(t.app);
    await call(t.app, 'POST', '/api/auth/forgot-password', { body: { email: user.email } });
    const token = await resetTokenFor(user.email);
    const first = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { token, password: 'reset-pass-1' },
    });
    expect(first.json()).toEqual({ ok: true, message: AUTH_MESSAGES.passwordReset });
    const again = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { token, password: 'reset-pass-2' },
    });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again)).toMatchObject({
      code: 'reset_link_invalid',
      message: AUTH_ERRORS.resetLinkInvalid,
    });
    expect(await me(sid)).toBeNull();
    expect((await logIn(t.app, user.email, PASSWORD)).statusCode).toBe(401);
    expect((await logIn(t.app, user.email, 'reset-pass-2')).statusCode).toBe(401);
    expect((await logIn(t.app, user.email, 'reset-pass-1')).statusCode).toBe(200);
  });

  it('refuses an expired or made-up reset link', async () => {
    const { user } = await signUp(t.app);
    await call(t.app, 'POST', '/api/auth/forgot-password', { body: { email: user.email } });
    const token = await resetTokenFor(user.email);
    // The link's lifetime has passed.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + RESET_LINK_LIFETIME_MS + 1000 });
    try {
      for (const tok of [token, crypto.randomBytes(32).toString('base64url')]) {
        const res = await call(t.app, 'POST', '/api/auth/reset-password', {
          body: { token: tok, password: 'whatever-1' },
        });
        expect(res.statusCode).toBe(400);
        expect(errorOf(res).message).toBe(AUTH_ERRORS.resetLinkInvalid);
      }
    } finally {
      vi.useRealTimers();
    }
    expect((await logIn(t.app, user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('sends at most 3 reset emails an hour for one account, answering the same', async () => {
    const { user } = await signUp(t.app);
    for (let i = 0; i < 5; i++) {
      const res = await call(t.app, 'POST', '/api/auth/forgot-password', {
        body: { email: user.email },
      });
      expect(res.json().message).toBe(AUTH_MESSAGES.resetEmailSent);
    }
    const sent = await db()
      .selectFrom('outbox')
      .select('id')
      .where('to_address', '=', user.email)
      .where('subject', 'like', 'Reset%')
      .execute();
    expect(sent).toHaveLength(3);
  });
});
