import type { Kysely } from 'kysely';

/**
 * Carts of visitors who are not signed in (ADR 042). The browser holds a random token in the
 * httpOnly `cart_id` cookie; only its SHA-256 hash is stored, as for sessions, so a copy of the
 * database does not hand out anyone's cart. Lines are the same JSON as a saved cart's
 * (`[{ id, quantity }]`). Rows untouched for 30 days are pruned by housekeeping.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('guest_carts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('guest_carts_updated_at')
    .on('guest_carts')
    .column('updated_at')
    .execute();
}
