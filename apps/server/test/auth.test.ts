import crypto from 'node:crypto';
import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_POLICY } from '../src/modules/auth/sessions';
import {
  call,
  currentUser,
  errorOf,
  logIn,
  PASSWORD,
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

describe(`sign up on ${engine}`, () => {
  it('creates the account, signs it in with a browser-session cookie and sends a welcome email', async () => {
    const email = uniqueEmail('asha');
    const { res, sid, user } = await signUp(t.app, { name: '  Asha   Rao ', email });
    expect(res.statusCode).toBe(201);
    expect(user).toMatchObject({ email: email.toLowerCase(), name: 'Asha Rao', role: 'customer' });
    const cookie = sidCookie(res)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.maxAge).toBeUndefined();
    expect(cookie.expires).toBeUndefined();
    expect(Buffer.from(sid, 'base64url')).toHaveLength(32);
    expect(await me(sid)).toEqual(user);

    const row = await db()
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // Only the token's hash is stored.
    const sessions = await db()
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions.map((s) => s.id)).toEqual([
      crypto.createHash('sha256').update(sid).digest('hex'),
    ]);
    const mail = await db()
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', user.email)
      .execute();
    expect(mail.map((m) => m.subject)).toEqual(['Welcome to Shubh Billing Systems']);
  });

  it('refuses an email that already has an account, whatever its case', async () => {
    const email = uniqueEmail();
    await signUp(t.app, { email });
    const res = await call(t.app, 'POST', '/api/auth/signup', {
      body: { name: 'Other', email: email.toUpperCase(), password: PASSWORD },
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({ code: 'email_taken', message: AUTH_ERRORS.emailTaken });
  });

  it.each([
    [{ password: '12345' }, 'password', 'Password should be at least 6 characters'],
    [{ email: 'not-an-email' }, 'email', 'Invalid email address'],
    [{ name: '' }, 'name', 'Enter your full name'],
  ])('refuses %j with 400 and the text for %s', async (change, field, message) => {
    const res = await call(t.app, 'POST', '/api/auth/signup', {
      body: { name: 'Asha', email: uniqueEmail(), password: PASSWORD, ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'bad_request', message });
    expect(errorOf(res).fields).toHaveProperty(field, message);
  });

  it('answers 400, never 500, to a body that is not JSON or not an object', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(bad.statusCode).toBe(400);
    const empty = await call(t.app, 'POST', '/api/auth/login', { body: [] });
    expect(empty.statusCode).toBe(400);
  });
});

describe(`log in on ${engine}`, () => {
  it('gives an unknown email and a wrong password the same answer', async () => {
    const { user } = await signUp(t.app);
    const wrong = await logIn(t.app, user.email, 'wrong-password');
    const unknown = await logIn(t.app, uniqueEmail('nobody'), 'wrong-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(errorOf(unknown)).toEqual(errorOf(wrong));
    expect(errorOf(wrong)).toEqual({
      code: 'invalid_credentials',
      message: 'Incorrect email or password',
    });
    expect(sidCookie(wrong)).toBeUndefined();
  });

  it('refuses a malformed email and an empty password with 400', async () => {
    const bad = await logIn(t.app, 'asha.example.com', PASSWORD);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toBe(AUTH_ERRORS.invalidEmail);
    const empty = await logIn(t.app, uniqueEmail(), '');
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields).toHaveProperty('password');
  });

  it('issues a new token at every log in and ends the one the browser held', async () => {
    const { user, sid: first } = await signUp(t.app);
    const a = await logIn(t.app, user.email.toUpperCase(), PASSWORD);
    expect(a.statusCode).toBe(200);
    expect(a.json().user).toEqual(user);
    const second = sidCookie(a)!.value;
    const b = await logIn(t.app, user.email, PASSWORD, { sid: second });
    const third = sidCookie(b)!.value;
    expect(new Set([first, second, third]).size).toBe(3);
    expect(await me(second)).toBeNull(); // replaced by the third
    expect(await me(first)).toMatchObject({ email: user.email }); // another browser
    expect(await me(third)).toMatchObject({ email: user.email });
  });

  it('keeps a remembered session 30 days across browser restarts, others only for the browser session', async () => {
    const { user } = await signUp(t.app);
    const remembered = sidCookie(await logIn(t.app, user.email, PASSWORD, { remember: true }))!;
    expect(remembered.maxAge).toBeGreaterThan(30 * 86400 - 60);
    expect(remembered.maxAge).toBeLessThanOrEqual(30 * 86400);
    const session = sidCookie(await logIn(t.app, user.email, PASSWORD, { remember: false }))!;
    expect(session.maxAge).toBeUndefined();
    expect(session.expires).toBeUndefined();
  });

  it('refuses a token after log out', async () => {
    const { sid } = await signUp(t.app);
    const out = await call(t.app, 'POST', '/api/auth/logout', { sid });
    expect(out.statusCode).toBe(200);
    const cleared = sidCookie(out)!;
    expect(cleared.value).toBe('');
    expect(await me(sid)).toBeNull();
    const profile = await call(t.app, 'GET', '/api/account/profile', { sid });
    expect(profile.statusCode).toBe(401);
    expect(errorOf(profile)).toMatchObject({
      code: 'unauthenticated',
      message: AUTH_ERRORS.signInRequired,
    });
  });

  it('ends sessions that were idle too long or reached their absolute lifetime', async () => {
    const { user } = await signUp(t.app);
    const idle = sidCookie(await logIn(t.app, user.email, PASSWORD))!.value;
    const old = sidCookie(await logIn(t.app, user.email, PASSWORD, { remember: true }))!.value;
    // The clock moves on; the sessions are as log in left them.
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start + SESSION_POLICY.standard.idleMs + 60_000 });
    try {
      expect(await me(idle)).toBeNull();
      expect(await me(old)).not.toBeNull();
      vi.setSystemTime(start + SESSION_POLICY.remember.absoluteMs + 60_000);
      expect(await me(old)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('notes activity at most once a minute and keeps personal answers out of shared caches', async () => {
    const { sid, user } = await signUp(t.app);
    const id = crypto.createHash('sha256').update(sid).digest('hex');
    const seen = async () =>
      (
        await db()
          .selectFrom('sessions')
          .select('last_seen_at')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).last_seen_at;
    const signedUp = await seen();
    const start = Date.parse(signedUp);
    vi.useFakeTimers({ toFake: ['Date'], now: start + 30_000 });
    try {
      const res = await call(t.app, 'GET', '/api/auth/me', { sid });
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(await seen()).toBe(signedUp);
      vi.setSystemTime(start + 2 * 60_000);
      await me(sid);
      expect(Date.parse(await seen())).toBe(start + 2 * 60_000);
    } finally {
      vi.useRealTimers();
    }
    const login = await logIn(t.app, user.email, PASSWORD);
    expect(login.headers['cache-control']).toBe('private, no-store');
  });

  it('tells a disabled account so, only to someone who knows its password, and refuses its sessions', async () => {
    const { user, sid } = await signUp(t.app);
    // Kept as a direct write: the back office's disable also ends the sessions, and this test
    // shows that a session left open is refused because the account is disabled.
    await db()
      .updateTable('users')
      .set({ disabled_at: new Date().toISOString() })
      .where('id', '=', user.id)
      .execute();
    const right = await logIn(t.app, user.email, PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(errorOf(right)).toEqual({
      code: 'account_disabled',
      message: 'This account has been disabled',
    });
    expect(sidCookie(right)).toBeUndefined();
    const wrong = await logIn(t.app, user.email, 'wrong-password');
    expect(errorOf(wrong).message).toBe(AUTH_ERRORS.incorrectCredentials);
    expect(await me(sid)).toBeNull();
  });
});

describe(`unexpected failures on ${engine}`, () => {
  // Runs last in this file: it breaks the sessions table on purpose.
  it("answers 'Login failed' and 'Signup failed' when the server fails unexpectedly", async () => {
    const { user } = await signUp(t.app);
    await db().schema.alterTable('sessions').renameTo('sessions_broken').execute();
    const login = await logIn(t.app, user.email, PASSWORD);
    expect(login.statusCode).toBe(500);
    expect(errorOf(login)).toEqual({ code: 'login_failed', message: 'Login failed' });
    const signup = await call(t.app, 'POST', '/api/auth/signup', {
      body: { name: 'X', email: uniqueEmail(), password: PASSWORD },
    });
    expect(signup.statusCode).toBe(500);
    expect(errorOf(signup)).toEqual({ code: 'signup_failed', message: 'Signup failed' });
  });
});
