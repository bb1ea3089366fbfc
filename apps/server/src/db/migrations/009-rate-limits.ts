import type { Kysely } from 'kysely';
import { autoId } from './helpers';

/**
 * One table for every rate limit (login per email and per IP, order tracking, contact form),
 * each hit stored with its policy's name. The three tables it replaces only held hits of the
 * last hour or so, so nothing of value is lost by dropping them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('policy', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_hits_key')
    .on('rate_limit_hits')
    .columns(['policy', 'key', 'at'])
    .execute();
  await db.schema.createIndex('rate_limit_hits_at').on('rate_limit_hits').column('at').execute();
  for (const table of ['login_attempts', 'order_track_attempts', 'contact_attempts']) {
    await db.schema.dropTable(table).execute();
  }
}
