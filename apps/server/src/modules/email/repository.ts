import { toJson } from '../../db/column-types';
import type { Database } from '../../db/database';
import type { Row } from '../../db/schema';

export type OutboxRow = Row<'outbox'>;

export interface NewOutboxMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
}

export async function insertMessage(
  db: Database,
  msg: NewOutboxMessage,
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({
      to_address: msg.to,
      subject: msg.subject,
      text_body: msg.text,
      html_body: msg.html ?? null,
      reply_to: msg.replyTo ?? null,
      headers: toJson(msg.headers ?? {}),
      next_attempt_at: now.toISOString(),
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Messages whose turn has come: pending ones, and claimed ones whose sender went silent. */
export async function dueMessageIds(db: Database, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('outbox')
    .select('id')
    .where('status', 'in', ['pending', 'sending'])
    .where('next_attempt_at', '<=', now.toISOString())
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Takes a message for sending. The conditional update succeeds for exactly one caller, whichever
 * process it runs in; the lease makes the message due again if that caller dies mid-send.
 */
export async function claimMessage(
  db: Database,
  id: number,
  now: Date,
  leaseUntil: Date,
): Promise<OutboxRow | undefined> {
  const result = await db
    .updateTable('outbox')
    .set((eb) => ({
      status: 'sending',
      attempts: eb('attempts', '+', 1),
      next_attempt_at: leaseUntil.toISOString(),
    }))
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'sending'])
    .where('next_attempt_at', '<=', now.toISOString())
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markSent(db: Database, id: number, now: Date): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: now.toISOString(), last_error: null })
    .where('id', '=', id)
    .execute();
}

export async function markRetry(
  db: Database,
  id: number,
  nextAttemptAt: Date,
  error: string,
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'pending', next_attempt_at: nextAttemptAt.toISOString(), last_error: error })
    .where('id', '=', id)
    .execute();
}

export async function markFailed(db: Database, id: number, error: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'failed', last_error: error })
    .where('id', '=', id)
    .execute();
}
