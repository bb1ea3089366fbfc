import type { Kysely } from 'kysely';

/**
 * The shop in Hindi and English (ADR 107, 108): the language a customer chose, kept on the
 * account and frozen on each order so its emails and messages speak it; and the Hindi of each
 * product's content, empty where the seller has not written it (the English is shown then).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['users', 'orders']) {
    await db.schema
      .alterTable(table)
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
      .execute();
  }
  // SQLite adds one column per ALTER TABLE.
  await db.schema.alterTable('products').addColumn('name_hi', 'text').execute();
  await db.schema.alterTable('products').addColumn('description_hi', 'text').execute();
  // JSON: the features in Hindi, in the English list's order.
  await db.schema.alterTable('products').addColumn('features_hi', 'text').execute();
  // JSON: each specification's label in Hindi, keyed by its English label.
  await db.schema.alterTable('products').addColumn('specification_names_hi', 'text').execute();
}
