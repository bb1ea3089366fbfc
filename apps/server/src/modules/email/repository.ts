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

export async function markSent(db: Database, id: number, now: Date): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: now.toISOString(), last_error: null })
    .where('id', '=', id)
    .execute();
}
