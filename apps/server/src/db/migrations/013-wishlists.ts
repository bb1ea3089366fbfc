import { sql, type Kysely } from 'kysely';
import { autoId } from './helpers';

/**
 * Wishlists on the server (ADR 047): one row per saved product, owned by a signed-in shopper
 * (`user_id`) or a guest (`guest_id`, the SHA-256 hash of the `cart_id` cookie's token, the same
 * identity as the guest's cart; the token itself is never stored). No foreign key to products:
 * the back office may delete a product, and a wishlist simply stops listing it. Guest rows go
 * with the guest's cart in housekeeping.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wishlist_items')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('guest_id', 'text')
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('wishlist_items_user_product', ['user_id', 'product_id'])
    .addUniqueConstraint('wishlist_items_guest_product', ['guest_id', 'product_id'])
    .addCheckConstraint('wishlist_items_one_owner', sql`(user_id is null) <> (guest_id is null)`)
    .execute();
  await db.schema
    .createIndex('wishlist_items_guest_created')
    .on('wishlist_items')
    .columns(['guest_id', 'created_at'])
    .execute();
}
