import type { Kysely } from 'kysely';

/**
 * `products.revision`: the version of a product as the back office edits it (ADR 084). Every
 * back-office write of the product (the form, hide and unhide, the CSV import) adds one; a save
 * carries the revision it was read at and is refused (409) when the product has moved on since.
 * Orders change only the stock, which a save never sets from what it read (it carries the stock
 * it expected), so they leave the revision alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
