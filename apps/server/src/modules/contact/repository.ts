import type { Database } from '../../db/database';

export interface NewContactMessage {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  ip: string;
  userAgent: string | null;
}

export async function insertContactMessage(
  db: Database,
  msg: NewContactMessage,
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('contact_messages')
    .values({
      name: msg.name,
      email: msg.email,
      phone: msg.phone,
      subject: msg.subject,
      message: msg.message,
      ip: msg.ip,
      user_agent: msg.userAgent,
      read_at: null,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Records a submission for the IP's rate limit; committed at once so other processes see it. */
export async function insertContactAttempt(db: Database, ip: string, now: Date): Promise<number> {
  const row = await db
    .insertInto('contact_attempts')
    .values({ ip, at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Times (ms) of the IP's submissions since `since`, oldest first. */
export async function contactAttemptTimes(
  db: Database,
  ip: string,
  since: Date,
): Promise<number[]> {
  const rows = await db
    .selectFrom('contact_attempts')
    .select('at')
    .where('ip', '=', ip)
    .where('at', '>=', since.toISOString())
    .orderBy('at')
    .execute();
  return rows.map((r) => Date.parse(r.at));
}

export async function deleteContactAttempt(db: Database, id: number): Promise<void> {
  await db.deleteFrom('contact_attempts').where('id', '=', id).execute();
}

export async function pruneContactAttempts(db: Database, before: Date): Promise<void> {
  await db.deleteFrom('contact_attempts').where('at', '<', before.toISOString()).execute();
}
