import type { Kysely } from 'kysely';

/**
 * What business buyers need of the catalogue and their account (ADR 104).
 *
 * `products.sku`: the seller's code for a product, unique when given (several products may still
 * have none: both engines let NULLs repeat under a unique index). The quick-order page finds
 * products by it.
 * `products.price_bands`: the product's quantity prices as a JSON array of
 * `{ minQuantity, price }` in ascending order, `[]` for none; read and written with the product
 * as one record, like its features and specifications.
 * `users.billing_*`: the business profile's billing address, kept apart from delivery addresses.
 * `orders.billing_address`: the billing address a B2B order's tax invoice names, frozen at
 * placement like every other detail the invoice prints.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').addColumn('sku', 'text').execute();
  await db.schema
    .alterTable('products')
    .addColumn('price_bands', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.createIndex('products_sku').unique().on('products').column('sku').execute();
  // SQLite adds one column per ALTER TABLE.
  for (const column of ['billing_address', 'billing_city', 'billing_state', 'billing_pincode']) {
    await db.schema.alterTable('users').addColumn(column, 'text').execute();
  }
  await db.schema.alterTable('orders').addColumn('billing_address', 'text').execute();
}
