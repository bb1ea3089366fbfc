import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

/**
 * Per-product change times, so each server process applies an edit to its in-memory catalogue
 * by reading only the rows that changed (ADR 062). `products.changed_at` (milliseconds since
 * 1970, the database's clock) is set by a trigger on every insert and update, whoever writes
 * (back office, stock, reviews, seed); a deleted product leaves its id and time in
 * `product_deletions`. No writer has to remember anything.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .alterTable('products')
    .addColumn('changed_at', pg ? 'bigint' : 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('products_changed_at').on('products').column('changed_at').execute();
  await db.schema
    .createTable('product_deletions')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('deleted_at', pg ? 'bigint' : 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('product_deletions_deleted_at')
    .on('product_deletions')
    .column('deleted_at')
    .execute();
  if (pg) {
    const now = sql.raw('(extract(epoch from clock_timestamp()) * 1000)::bigint');
    await sql`create function products_changed() returns trigger language plpgsql as $$
      begin new.changed_at := ${now}; return new; end $$`.execute(db);
    await sql`create trigger products_changed before insert or update on products
      for each row execute function products_changed()`.execute(db);
    await sql`create function products_deleted() returns trigger language plpgsql as $$
      begin
        insert into product_deletions (id, deleted_at) values (old.id, ${now})
          on conflict (id) do update set deleted_at = excluded.deleted_at;
        return old;
      end $$`.execute(db);
    await sql`create trigger products_deleted after delete on products
      for each row execute function products_deleted()`.execute(db);
  } else {
    const now = sql.raw(`cast((julianday('now') - 2440587.5) * 86400000 as integer)`);
    await sql`create trigger products_inserted after insert on products begin
      update products set changed_at = ${now} where id = new.id; end`.execute(db);
    // Recursive triggers are off in SQLite: the inner update does not fire this trigger again.
    await sql`create trigger products_changed after update on products begin
      update products set changed_at = ${now} where id = new.id; end`.execute(db);
    await sql`create trigger products_deleted after delete on products begin
      insert or replace into product_deletions (id, deleted_at) values (old.id, ${now}); end`.execute(
      db,
    );
  }
}
