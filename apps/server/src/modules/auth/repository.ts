import type { Language } from '@shop/shared/i18n/language';
import { displayName, type SessionUser } from '@shop/shared/auth/user';
import type { Database } from '../../db/database';
import type { Row } from '../../db/schema';

export type UserRow = Row<'users'>;

export function toSessionUser(row: Pick<UserRow, 'id' | 'email' | 'name' | 'role'>): SessionUser {
  return {
    id: row.id,
    email: row.email,
    name: displayName(row.name, row.email),
    role: row.role,
  };
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUser(
  db: Database,
  user: { email: string; name: string; passwordHash: string; language?: Language },
  now: Date,
): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({
      email: user.email,
      name: user.name,
      password_hash: user.passwordHash,
      language: user.language ?? 'en',
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setPasswordHash(
  db: Database,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now.toISOString() })
    .where('id', '=', userId)
    .execute();
}

/** True for the unique-email violation on SQLite and PostgreSQL. */
export function isDuplicateEmail(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown }; // only read, each checked below
  return (
    e.code === '23505' ||
    (e.code === 'SQLITE_CONSTRAINT_UNIQUE' && String(e.message).includes('users.email'))
  );
}

// Sessions

export interface SessionWithUser {
  id: string;
  remember: boolean;
  lastSeenAt: string;
  expiresAt: string;
  user: SessionUser;
  disabled: boolean;
}

export async function insertSession(
  db: Database,
  s: { id: string; userId: number; remember: boolean; userAgent: string | null },
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: s.id,
      user_id: s.userId,
      remember: s.remember ? 1 : 0,
      user_agent: s.userAgent,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
}

export async function findSession(db: Database, id: string): Promise<SessionWithUser | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'sessions.remember',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'users.id',
      'users.email',
      'users.name',
      'users.role',
      'users.disabled_at',
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.sessionId,
    remember: row.remember === 1,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
    user: toSessionUser(row),
    disabled: row.disabled_at !== null,
  };
}

export async function touchSession(db: Database, id: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function deleteSession(db: Database, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Ends every session of the user except `keepId` (all of them when it is undefined). */
export async function deleteUserSessions(
  db: Database,
  userId: number,
  keepId?: string,
): Promise<number> {
  let q = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepId !== undefined) q = q.where('id', '!=', keepId);
  const result = await q.executeTakeFirst();
  return Number(result.numDeletedRows);
}

// Password resets

export async function insertPasswordReset(
  db: Database,
  r: { id: string; userId: number },
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({
      id: r.id,
      user_id: r.userId,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
}

export async function countRecentResets(
  db: Database,
  userId: number,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('password_resets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Marks an unused, unexpired reset link as used and returns its user. Only one caller can win,
 * so a link works once even when it is submitted twice at the same moment.
 */
export async function consumePasswordReset(
  db: Database,
  id: string,
  now: Date,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('password_resets')
    .select('user_id')
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!row) return undefined;
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now.toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? row.user_id : undefined;
}

/** Makes every other outstanding link of the user useless once the password has been reset. */
export async function retireUserResets(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
