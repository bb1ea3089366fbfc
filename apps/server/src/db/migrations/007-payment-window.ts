import type { Kysely } from 'kysely';

/**
 * The payment window's sweep (ADR 022) looks for Placed orders by age once a minute; this index
 * keeps that a short range scan however many orders the shop has.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('orders_status_created')
    .on('orders')
    .columns(['order_status', 'created_at'])
    .execute();
}
