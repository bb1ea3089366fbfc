import type { Kysely } from 'kysely';
import { autoId } from './helpers';

/**
 * Replies to contact messages written in the back office (ADR 065). Each is emailed to
 * the sender through the outbox in the same transaction and kept here with who wrote it; staff
 * names are copied so the thread still reads after an account is renamed or removed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact_replies')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('message_id', 'integer', (c) =>
      c.notNull().references('contact_messages.id').onDelete('cascade'),
    )
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('staff_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('staff_email', 'text', (c) => c.notNull())
    .addColumn('outbox_id', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contact_replies_message')
    .on('contact_replies')
    .columns(['message_id', 'id'])
    .execute();
}
