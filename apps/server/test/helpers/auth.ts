import crypto from 'node:crypto';
import type { StaffRole } from '@shop/shared/auth/user';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/db/database';
import { StaffService } from '../../src/modules/admin/staff/service';
import { FACTORY_ACTOR } from './factories';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallOptions {
  /** The session token to send as the sid cookie. */
  sid?: string;
  body?: unknown;
  /** Client address; a fresh random one by default so login limits of tests do not add up. */
  ip?: string;
  headers?: Record<string, string>;
  /** Leave out X-Requested-With: fetch (the header our API client always sends). */
  noCsrfHeader?: boolean;
}

export const randomIp = () =>
  `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

let counter = 0;
/** A unique email for one test, in mixed case to exercise lower-casing. */
export const uniqueEmail = (label = 'user') =>
  `${label}.${Date.now().toString(36)}${(counter++).toString(36)}@Example.com`;

/** Calls the API the way the shop's pages do. */
export function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  opts: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    remoteAddress: opts.ip ?? randomIp(),
    headers: {
      ...(opts.noCsrfHeader ? {} : { 'x-requested-with': 'fetch' }),
      ...opts.headers,
    },
    ...(opts.sid !== undefined && { cookies: { sid: opts.sid } }),
    ...(opts.body !== undefined && { payload: opts.body as object }),
  });
}

export interface SessionCookie {
  value: string;
  maxAge?: number;
  expires?: Date;
  httpOnly?: boolean;
  sameSite?: string;
  path?: string;
  secure?: boolean;
}

/** The sid cookie a response sets, if any. */
export function sidCookie(res: LightMyRequestResponse): SessionCookie | undefined {
  return res.cookies.find((c) => c.name === 'sid') as SessionCookie | undefined;
}

export const PASSWORD = 'secret-123';

/** Signs up a fresh account and returns its session token and user. */
export async function signUp(
  app: FastifyInstance,
  body: { name?: string; email?: string; password?: string; remember?: boolean } = {},
) {
  const email = body.email ?? uniqueEmail();
  const res = await call(app, 'POST', '/api/auth/signup', {
    body: { name: 'Asha Rao', password: PASSWORD, ...body, email },
  });
  if (res.statusCode !== 201) throw new Error(`sign up failed: ${res.statusCode} ${res.body}`);
  const sid = sidCookie(res)!.value;
  return { sid, user: res.json().user as { id: number; email: string; name: string }, res };
}

export async function logIn(
  app: FastifyInstance,
  email: string,
  password: string,
  opts: { remember?: boolean; ip?: string; sid?: string } = {},
) {
  return call(app, 'POST', '/api/auth/login', {
    body: { email, password, ...(opts.remember !== undefined && { remember: opts.remember }) },
    ip: opts.ip,
    sid: opts.sid,
  });
}

/** The user GET /api/auth/me reports for this session token (null for none). */
export async function currentUser(app: FastifyInstance, sid: string) {
  const res = await call(app, 'GET', '/api/auth/me', { sid });
  return res.json().user as { id: number; email: string; name: string } | null;
}

/** The error of an answer, without its requestId (each answer has its own; see requestIdOf). */
export function errorOf(res: { json(): unknown }) {
  const { error } = res.json() as {
    error: { code: string; message: string; fields?: Record<string, string>; requestId?: string };
  };
  // A test may ask for the error of an answer that has none (for an assertion's message): the
  // type says what an error answer holds, and a success answer gives undefined, as it always did.
  if (!(typeof error === 'object' && error)) return error;
  const { requestId: _requestId, ...rest } = error;
  return rest;
}

/**
 * A fresh account signed in with back-office access (ADR 070): an owner by default, or a member
 * of staff. The one place tests give an account a role, through the owners' staff page's
 * service (audited as the test factory's doing).
 */
export async function staffSession(
  t: { app: FastifyInstance; database: { db: Database } },
  opts: { role?: StaffRole; name?: string; email?: string } = {},
) {
  const session = await signUp(t.app, {
    name: opts.name ?? 'Shop Desk',
    ...(opts.email && { email: opts.email }),
  });
  const role = opts.role ?? 'owner';
  // As an owner adds an existing customer on the staff page; no invitation link is sent to an
  // existing account, so the public URL is never used.
  const staff = new StaffService(t.database.db, t.app.email, 'http://shop.test');
  await staff.add(FACTORY_ACTOR, { email: session.user.email, role });
  return { ...session, user: { ...session.user, role } };
}
