import { sql, type Kysely } from 'kysely';
import { autoId, nonNegative } from './helpers';

/** Accounts, sessions, login rate-limit records, password resets, the email outbox and saved carts. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', autoId(db))
    // Always stored lower-cased by the service, so a plain unique index is case-insensitive.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text')
    .addColumn('address', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('pincode', 'text')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('customer'))
    .addColumn('disabled_at', 'text')
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    // SHA-256 of the cookie token (hex): a leaked table cannot be replayed as cookies.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('remember', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute();

  // One failed (or in-flight) login, counted by email and by IP address.
  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_email')
    .on('login_attempts')
    .columns(['email', 'at'])
    .execute();
  await db.schema
    .createIndex('login_attempts_ip')
    .on('login_attempts')
    .columns(['ip', 'at'])
    .execute();

  await db.schema
    .createTable('password_resets')
    // SHA-256 of the emailed token (hex).
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('password_resets_user')
    .on('password_resets')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('reply_to', 'text')
    // JSON object of extra header name → value.
    .addColumn('headers', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) =>
      c.notNull().defaultTo(0).check(nonNegative('attempts')),
    )
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('outbox_due')
    .on('outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();

  await db.schema
    .createTable('carts')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    // JSON array of { id, quantity }.
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
