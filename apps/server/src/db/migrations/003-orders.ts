import { sql, type Kysely } from 'kysely';
import { autoId, nonNegative } from './helpers';

const statusCheck = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

/**
 * Orders (the spec §3 record; amounts in integer paise), their lines and status history,
 * idempotency keys of order requests, the invoice number counter per financial year and the
 * tracking-form rate limit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orders')
    // 'ORD' + millisecond timestamp.
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('customer_email', 'text', (c) => c.notNull())
    // 10 digits.
    .addColumn('customer_phone', 'text', (c) => c.notNull())
    // 'address, city, state pincode'.
    .addColumn('delivery_address', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    // GST state code of the delivery state, e.g. '27'.
    .addColumn('state_code', 'text', (c) => c.notNull())
    .addColumn('pincode', 'text', (c) => c.notNull())
    // 'Name × 2, Other × 1'.
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('total_items', 'integer', (c) => c.notNull().check(nonNegative('total_items')))
    .addColumn('subtotal', 'integer', (c) => c.notNull().check(nonNegative('subtotal')))
    .addColumn('shipping', 'integer', (c) => c.notNull().check(nonNegative('shipping')))
    .addColumn('tax', 'integer', (c) => c.notNull().check(nonNegative('tax')))
    .addColumn('total_amount', 'integer', (c) => c.notNull().check(nonNegative('total_amount')))
    .addColumn('payment_method', 'text', (c) =>
      c.notNull().check(statusCheck('payment_method', ['UPI', 'CARD', 'NETBANKING', 'WALLET'])),
    )
    .addColumn('payment_status', 'text', (c) =>
      c.notNull().check(statusCheck('payment_status', ['Pending', 'Paid', 'Failed', 'Refunded'])),
    )
    .addColumn('order_status', 'text', (c) =>
      c
        .notNull()
        .check(
          statusCheck('order_status', [
            'Placed',
            'Processing',
            'Shipped',
            'Delivered',
            'Cancelled',
          ]),
        ),
    )
    .addColumn('business_name', 'text')
    .addColumn('business_gstin', 'text')
    // India time text, e.g. '21/11/2026, 4:35:12 pm'.
    .addColumn('timestamp', 'text', (c) => c.notNull())
    .addColumn('invoice_number', 'text', (c) => c.unique())
    .addColumn('invoice_date', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('orders_user_created')
    .on('orders')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('order_lines')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_id', 'text', (c) =>
      c.notNull().references('orders.order_id').onDelete('cascade'),
    )
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('hsn', 'text', (c) => c.notNull())
    // unit_price, taxable_value and tax_amount in paise; tax_rate in percent.
    .addColumn('unit_price', 'integer', (c) => c.notNull().check(nonNegative('unit_price')))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('taxable_value', 'integer', (c) => c.notNull().check(nonNegative('taxable_value')))
    .addColumn('tax_rate', 'integer', (c) => c.notNull().check(nonNegative('tax_rate')))
    .addColumn('tax_amount', 'integer', (c) => c.notNull().check(nonNegative('tax_amount')))
    .addUniqueConstraint('order_lines_order_line', ['order_id', 'line_no'])
    .execute();

  await db.schema
    .createTable('order_status_history')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_id', 'text', (c) =>
      c.notNull().references('orders.order_id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('carrier', 'text')
    .addColumn('tracking_number', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_status_history_order')
    .on('order_status_history')
    .columns(['order_id', 'at'])
    .execute();

  await db.schema
    .createTable('order_idempotency_keys')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    // SHA-256 (hex) of the canonical request body.
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.references('orders.order_id').onDelete('cascade'))
    .addColumn('status_code', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_idempotency_keys_pk', ['user_id', 'key'])
    .execute();

  await db.schema
    .createTable('invoice_counters')
    // '26-27'.
    .addColumn('financial_year', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull().check(nonNegative('last_number')))
    .execute();

  await db.schema
    .createTable('order_track_attempts')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_track_attempts_ip')
    .on('order_track_attempts')
    .columns(['ip', 'at'])
    .execute();
  await db.schema
    .createIndex('order_track_attempts_at')
    .on('order_track_attempts')
    .column('at')
    .execute();
}
