import { sql, type Kysely } from 'kysely';
import { autoId, nonNegative } from './helpers';

const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

/**
 * Stock alerts and history (ADR 069).
 *
 * `products.low_stock_threshold`: at or under this many units a product is low on stock (the
 * dashboard, the product list's filter, the staff digest); 5 for every product so far, as the
 * dashboard's one level was.
 * `stock_movements`: one row per product for every change of its stock, written in the
 * transaction that changes it: units added or taken, the stock it left, why (reason), the order
 * and return it belongs to, and who (staff or customer account and its email, copied; or the
 * shop itself).
 * `stock_digests`: one row per India date once that day's staff digest was handled, so two
 * processes never send it twice (the row and the emails are one transaction).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('low_stock_threshold', 'integer', (c) =>
      c.notNull().defaultTo(5).check(nonNegative('low_stock_threshold')),
    )
    .execute();

  await db.schema
    .createTable('stock_movements')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('change', 'integer', (c) => c.notNull())
    .addColumn('stock_after', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) =>
      c
        .notNull()
        .check(
          oneOf('reason', [
            'order',
            'order_cancelled',
            'order_expired',
            'return_received',
            'manual_edit',
            'bulk_import',
            'new_product',
          ]),
        ),
    )
    .addColumn('order_id', 'text', (c) => c.references('orders.order_id').onDelete('set null'))
    .addColumn('return_id', 'integer', (c) => c.references('returns.id').onDelete('set null'))
    .addColumn('actor_kind', 'text', (c) =>
      c.notNull().check(oneOf('actor_kind', ['staff', 'customer', 'system'])),
    )
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_email', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stock_movements_product')
    .on('stock_movements')
    .columns(['product_id', 'id'])
    .execute();

  await db.schema
    .createTable('stock_digests')
    .addColumn('digest_date', 'text', (c) => c.primaryKey())
    .addColumn('recipients', 'integer', (c) => c.notNull())
    .addColumn('low_stock', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
