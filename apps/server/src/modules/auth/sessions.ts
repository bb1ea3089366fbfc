import crypto from 'node:crypto';
import type { SessionUser } from '@shop/shared/auth/user';
import { SHOP_COOKIES } from '@shop/shared/ssr/shop-cookies';
import type { Database } from '../../db/database';
import { deleteSession, findSession, insertSession, touchSession } from './repository';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Session lifetimes (ADR 009). Idle: ended when unused this long. Absolute: ended this
 * long after log in, however active. "Remember me" keeps the session 30 days across browser
 * restarts; otherwise the cookie ends with the browser and the server ends it after a day idle.
 */
export const SESSION_POLICY = {
  standard: { idleMs: DAY, absoluteMs: 7 * DAY },
  remember: { idleMs: 30 * DAY, absoluteMs: 30 * DAY },
  /** last_seen_at is written at most this often per session. */
  touchEveryMs: MINUTE,
} as const;

export const SESSION_COOKIE = SHOP_COOKIES.session;

/** 32 random bytes (256 bits), base64url: the value of the cookie. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** The database only ever holds this hash of a token. */
export function tokenHash(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export interface NewSession {
  token: string;
  id: string;
  remember: boolean;
  expiresAt: Date;
}

export async function startSession(
  db: Database,
  userId: number,
  remember: boolean,
  userAgent: string | undefined,
  now: Date,
): Promise<NewSession> {
  const token = newToken();
  const id = tokenHash(token);
  const policy = remember ? SESSION_POLICY.remember : SESSION_POLICY.standard;
  const expiresAt = new Date(now.getTime() + policy.absoluteMs);
  await insertSession(
    db,
    { id, userId, remember, userAgent: userAgent?.slice(0, 300) ?? null },
    now,
    expiresAt,
  );
  return { token, id, remember, expiresAt };
}

export interface ActiveSession {
  id: string;
  user: SessionUser;
}

/**
 * The session a cookie token stands for, or null when it is unknown, idle too long, past its
 * absolute lifetime or its account is disabled. Ended sessions are deleted on sight.
 */
export async function resolveSession(
  db: Database,
  token: string,
  now: Date,
): Promise<ActiveSession | null> {
  if (token.length < 16 || token.length > 100) return null;
  const session = await findSession(db, tokenHash(token));
  if (!session) return null;
  const policy = session.remember ? SESSION_POLICY.remember : SESSION_POLICY.standard;
  const lastSeen = Date.parse(session.lastSeenAt);
  const ended =
    Date.parse(session.expiresAt) <= now.getTime() || now.getTime() - lastSeen > policy.idleMs;
  if (ended) {
    await deleteSession(db, session.id);
    return null;
  }
  if (session.disabled) return null;
  if (now.getTime() - lastSeen >= SESSION_POLICY.touchEveryMs) {
    await touchSession(db, session.id, now);
  }
  return { id: session.id, user: session.user };
}

export async function endSession(db: Database, token: string): Promise<void> {
  await deleteSession(db, tokenHash(token));
}
