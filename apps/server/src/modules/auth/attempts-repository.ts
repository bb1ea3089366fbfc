import type { Database } from '../../db/database';

export type AttemptKey = { email: string } | { ip: string };

/** Records an attempt before the password is checked, so simultaneous guesses count too. */
export async function insertAttempt(
  db: Database,
  email: string,
  ip: string,
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('login_attempts')
    .values({ email, ip, at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Times (ms) of recorded attempts for an email or an IP since `since`, oldest first. */
export async function attemptTimes(
  db: Database,
  key: AttemptKey,
  since: Date,
  excludeId: number,
): Promise<number[]> {
  let q = db
    .selectFrom('login_attempts')
    .select('at')
    .where('at', '>', since.toISOString())
    .where('id', '!=', excludeId);
  q = 'email' in key ? q.where('email', '=', key.email) : q.where('ip', '=', key.ip);
  const rows = await q.orderBy('at').execute();
  return rows.map((r) => Date.parse(r.at));
}

export async function deleteAttempt(db: Database, id: number): Promise<void> {
  await db.deleteFrom('login_attempts').where('id', '=', id).execute();
}

export async function deleteEmailAttempts(db: Database, email: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('email', '=', email).execute();
}

export async function pruneAttempts(db: Database, before: Date): Promise<void> {
  await db.deleteFrom('login_attempts').where('at', '<', before.toISOString()).execute();
}
