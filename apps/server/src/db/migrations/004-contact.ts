import type { Kysely } from 'kysely';
import { autoId } from './helpers';

/** Messages from the /contact form, and the per-IP record that rate-limits them. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('name', 'text', (c) => c.notNull())
    // Lower-cased by the shared schema.
    .addColumn('email', 'text', (c) => c.notNull())
    // 10 digits.
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    // Set when someone at the shop has dealt with the message.
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contact_messages_created')
    .on('contact_messages')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('contact_attempts')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contact_attempts_ip')
    .on('contact_attempts')
    .columns(['ip', 'at'])
    .execute();
}
