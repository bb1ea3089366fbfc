import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import { signupLimitText } from '@shop/shared/auth/signup-limits';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_LIMIT_DEFAULTS } from '../src/modules/rate-limit/policies';
import {
  call,
  errorOf,
  logIn,
  PASSWORD,
  randomIp,
  signUp,
  staffSession,
  uniqueEmail,
} from './helpers/auth';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  // The shop's own sign-up numbers, not the test helpers' generous domain limit.
  t = await createTestApp({
    SIGNUPS_PER_IP_PER_HOUR: String(SIGNUP_LIMIT_DEFAULTS.perIpPerHour),
    SIGNUPS_PER_DOMAIN_PER_HOUR: String(SIGNUP_LIMIT_DEFAULTS.perDomainPerHour),
  });
});
afterAll(() => t?.close());

const db = () => t.database.db;
const outboxCount = async () =>
  Number(
    (
      await db()
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const userCount = async () =>
  Number(
    (
      await db()
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const signup = (email: string, ip: string) =>
  call(t.app, 'POST', '/api/auth/signup', {
    body: { name: 'Burst Bot', email, password: PASSWORD },
    ip,
  });
/** The device cookie a sign-in set. */
const deviceOf = (res: LightMyRequestResponse) =>
  res.cookies.find((c) => c.name === 'login_device')?.value;

describe(`sign-up limits on ${engine}`, () => {
  it('refuses a burst from one address past the limit, writing no account and no email', async () => {
    const ip = randomIp();
    const [users, emails] = [await userCount(), await outboxCount()];
    const answers = [];
    for (let i = 0; i < SIGNUP_LIMIT_DEFAULTS.perIpPerHour + 5; i++) {
      answers.push(await signup(uniqueEmail(`burst${i}`).replace('@', `@d${i}.`), ip));
    }
    const created = answers.filter((r) => r.statusCode === 201);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(created).toHaveLength(SIGNUP_LIMIT_DEFAULTS.perIpPerHour);
    expect(refused).toHaveLength(5);
    const error = errorOf(refused[0]!);
    expect(error.code).toBe('too_many_signups');
    const wait = Number(refused[0]!.headers['retry-after']);
    expect(wait).toBeGreaterThan(59 * 60);
    expect(error.message).toBe(signupLimitText(wait));
    expect(await userCount()).toBe(users + SIGNUP_LIMIT_DEFAULTS.perIpPerHour);
    expect(await outboxCount()).toBe(emails + SIGNUP_LIMIT_DEFAULTS.perIpPerHour);
    // Another address is not held back.
    expect((await signup(uniqueEmail('elsewhere'), randomIp())).statusCode).toBe(201);
  });

  it('counts plus-addressed variants of one mailbox as one, from any address', async () => {
    const stamp = Date.now().toString(36);
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await signup(`asha.${stamp}+${i}@Mailbox.example`, randomIp())).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  it('limits new accounts per email domain in an hour', async () => {
    const domain = `burst-${Date.now().toString(36)}.example`;
    const emails = await outboxCount();
    const statuses = [];
    for (let i = 0; i <= SIGNUP_LIMIT_DEFAULTS.perDomainPerHour; i++) {
      statuses.push((await signup(`user${i}@${domain}`, randomIp())).statusCode);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(SIGNUP_LIMIT_DEFAULTS.perDomainPerHour);
    expect(statuses.at(-1)).toBe(429);
    expect(await outboxCount()).toBe(emails + SIGNUP_LIMIT_DEFAULTS.perDomainPerHour);
  });
});

describe(`sign-in throttles on ${engine}`, () => {
  it('never stops the owner at another address or on a known browser', async () => {
    const { user } = await signUp(t.app);
    const home = await logIn(t.app, user.email, PASSWORD);
    const device = deviceOf(home);
    expect(device).toBeDefined();
    const attacker = randomIp();
    for (let i = 0; i < 8; i++) await logIn(t.app, user.email, `guess-${i}`, { ip: attacker });
    // The guesser is refused, even when it tries the right password.
    const guesser = await logIn(t.app, user.email, PASSWORD, { ip: attacker });
    expect(guesser.statusCode).toBe(429);
    expect(errorOf(guesser).message).toBe(AUTH_ERRORS.tooManyAttempts);
    // The owner from address B: in.
    expect((await logIn(t.app, user.email, PASSWORD, { ip: randomIp() })).statusCode).toBe(200);
    // The owner at the guesser's own address (one office network), on a browser they have
    // signed in on before: in.
    const known = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: user.email, password: PASSWORD },
      ip: attacker,
      headers: { cookie: `login_device=${device}` },
    });
    expect(known.statusCode).toBe(200);
  });

  it('does not trust a device cookie signed for another account, or a forged one', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const deviceOfA = deviceOf(await logIn(t.app, a.user.email, PASSWORD))!;
    const ip = randomIp();
    for (let i = 0; i < 5; i++) await logIn(t.app, b.user.email, `guess-${i}`, { ip });
    // A's genuine cookie, and A's cookie with B's account id written in (the signature fails).
    const forged = `${b.user.id}${deviceOfA.slice(deviceOfA.indexOf('.'))}`;
    for (const cookie of [deviceOfA, forged]) {
      const res = await call(t.app, 'POST', '/api/auth/login', {
        body: { email: b.user.email, password: PASSWORD },
        ip,
        headers: { cookie: `login_device=${cookie}` },
      });
      expect(res.statusCode).toBe(429);
    }
  });

  it('lets a stolen device cookie guess only a few times before it counts as a stranger', async () => {
    const { user } = await signUp(t.app);
    const device = deviceOf(await logIn(t.app, user.email, PASSWORD))!;
    const ip = randomIp();
    const withCookie = (password: string) =>
      call(t.app, 'POST', '/api/auth/login', {
        body: { email: user.email, password },
        ip,
        headers: { cookie: `login_device=${device}` },
      });
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await withCookie(`guess-${i}`)).statusCode);
    // 5 on the device, then 5 as a stranger at this address, then refused.
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it('shows staff who is held back, and lets an owner clear it', async () => {
    const owner = await staffSession(t);
    const staff = await staffSession(t, { role: 'staff' });
    const { user } = await signUp(t.app);
    const ip = randomIp();
    for (let i = 0; i < 5; i++) await logIn(t.app, user.email, `guess-${i}`, { ip });
    expect((await logIn(t.app, user.email, PASSWORD, { ip })).statusCode).toBe(429);

    const seen = await call(t.app, 'GET', '/api/admin/throttles', { sid: staff.sid });
    expect(seen.statusCode).toBe(200);
    const held = (seen.json().items as { kind: string; key: string; email: string | null }[]).find(
      (i) => i.email === user.email,
    );
    expect(held).toMatchObject({ kind: 'loginPair', key: `${user.email} ${ip}`, address: ip });

    const body = { kind: held!.kind, key: held!.key };
    const refused = await call(t.app, 'POST', '/api/admin/throttles/clear', {
      sid: staff.sid,
      body,
    });
    expect(refused.statusCode).toBe(403);
    // Refused before its body is read: staff learn nothing of the route's contract.
    const refusedUnread = await call(t.app, 'POST', '/api/admin/throttles/clear', {
      sid: staff.sid,
      body: { kind: 'nonsense', key: '' },
    });
    expect(refusedUnread.statusCode).toBe(403);
    expect((await logIn(t.app, user.email, PASSWORD, { ip })).statusCode).toBe(429);

    const cleared = await call(t.app, 'POST', '/api/admin/throttles/clear', {
      sid: owner.sid,
      body,
    });
    expect(cleared.statusCode).toBe(200);
    const after = await call(t.app, 'GET', '/api/admin/throttles', { sid: owner.sid });
    expect(after.json().items.some((i: { email: string }) => i.email === user.email)).toBe(false);
    expect((await logIn(t.app, user.email, PASSWORD, { ip })).statusCode).toBe(200);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('action', '=', 'throttle.clear')
      .execute();
    expect(audit).toContainEqual({ action: 'throttle.clear', entity_id: `loginPair ${body.key}` });

    const bad = await call(t.app, 'POST', '/api/admin/throttles/clear', {
      sid: owner.sid,
      body: { kind: 'nonsense', key: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBeDefined();
  });
});
