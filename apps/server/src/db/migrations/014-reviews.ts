import { sql, type Kysely } from 'kysely';
import { autoId } from './helpers';

/**
 * Reviews from real buyers (ADR 051). One row per customer and product (a second review edits
 * the first); `order_id` is the delivered order that entitles it ("Verified purchase"). `status`
 * is pending until staff approve it, or hidden with `hidden_reason` (one of the published
 * grounds). `reply` is the shop's public answer. No foreign key to products: a deleted product's
 * reviews simply stop showing.
 *
 * `products.rating` and `products.reviews` are from now on computed from approved reviews by
 * the review service, never typed: the figures typed so far had no reviews behind them, so they
 * start again at 0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reviews')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('hidden_reason', 'text')
    .addColumn('reply', 'text')
    .addColumn('replied_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('reviews_user_product', ['user_id', 'product_id'])
    .addCheckConstraint('reviews_rating_range', sql`rating between 1 and 5`)
    .addCheckConstraint('reviews_status_known', sql`status in ('pending', 'approved', 'hidden')`)
    .execute();
  await db.schema
    .createIndex('reviews_product_status_updated')
    .on('reviews')
    .columns(['product_id', 'status', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('reviews_status_updated')
    .on('reviews')
    .columns(['status', 'updated_at'])
    .execute();
  await sql`update products set rating = 0, reviews = 0`.execute(db);
}
