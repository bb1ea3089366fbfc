import type { Kysely } from 'kysely';
import { autoId, nonNegative } from './helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('original_price', 'integer')
    .addColumn('rating', 'real', (c) => c.notNull())
    .addColumn('reviews', 'integer', (c) => c.notNull())
    .addColumn('badge', 'text')
    .addColumn('stock', 'integer', (c) => c.notNull().check(nonNegative('stock')))
    .addColumn('hsn', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    // JSON: an array of strings; an array of { name, value }; an array of image paths.
    .addColumn('features', 'text', (c) => c.notNull())
    .addColumn('specifications', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('products_category').on('products').column('category').execute();

  await db.schema
    .createTable('meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}
