import { sql, type Kysely } from 'kysely';
import { autoId } from './helpers';

/**
 * The address book (ADR 053) and a business buyer's GST details on the profile (ADR 054).
 *
 * `addresses` holds each customer's delivery addresses (at most ADDRESS_BOOK_LIMIT, kept by the
 * service); `is_default` is 1 on at most one per customer (a partial unique index). A profile
 * whose delivery details are complete (with a mobile number) is copied into the book as the
 * customer's default address, so Buy Now and checkout offer it at once. `users.gstin` and
 * `users.business_name` keep the GST invoice details the customer last used (ADR 054).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('addresses')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('pincode', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('addresses_default_flag', sql`is_default in (0, 1)`)
    .execute();
  await db.schema.createIndex('addresses_user').on('addresses').column('user_id').execute();
  await db.schema
    .createIndex('addresses_one_default')
    .on('addresses')
    .column('user_id')
    .unique()
    .where(sql.ref('is_default'), '=', 1)
    .execute();

  const now = new Date().toISOString();
  await sql`
    insert into addresses (user_id, name, phone, pincode, address, city, state, is_default, created_at, updated_at)
    select id, name, phone, pincode, address, city, state, 1, ${now}, ${now}
    from users
    where phone is not null and pincode is not null and address is not null
      and city is not null and state is not null`.execute(db);
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  await db.schema.alterTable('users').addColumn('business_name', 'text').execute();
  await db.schema.alterTable('users').addColumn('gstin', 'text').execute();
}
