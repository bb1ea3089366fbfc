import type { Kysely } from 'kysely';
import { autoId } from './helpers';

/**
 * The back office (ADR 020): the audit log of every staff change, and indexes for the staff's
 * order list (newest first, by date range), the "has this product been ordered" check before a
 * delete, and the customer list's order totals.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', autoId(db))
    // Null when the change came from the command line (npm run admin:create).
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id'))
    // Kept as it was at the time, so the entry still says who it was if the email changes.
    .addColumn('actor_email', 'text', (c) => c.notNull())
    // 'product.update', 'order.status', 'customer.disable', …
    .addColumn('action', 'text', (c) => c.notNull())
    // 'product', 'upload', 'order', 'message', 'customer'.
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    // JSON object: a small description of the change (changed fields with old and new values).
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
  await db.schema
    .createIndex('audit_log_entity')
    .on('audit_log')
    .columns(['entity', 'entity_id', 'at'])
    .execute();

  await db.schema.createIndex('orders_created').on('orders').column('created_at').execute();
  await db.schema
    .createIndex('order_lines_product')
    .on('order_lines')
    .column('product_id')
    .execute();
}
