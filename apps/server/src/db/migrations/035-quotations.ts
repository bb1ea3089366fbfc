import { sql, type Kysely } from 'kysely';
import { autoId, isPostgres, nonNegative } from './helpers';

/**
 * Quotations (ADR 105): a signed-in buyer's request for a quote, priced and sent by the shop,
 * then accepted (an order at the quoted prices), declined, withdrawn or expired. The delivery
 * address and buyer details are kept on the quote so an accepted quote becomes an order without
 * asking again. Quoted prices are whole rupees, as catalogue prices are, so GST on them is exact
 * in paise. Quotation numbers have their own series per financial year (QT/26-27/0001), apart from
 * the tax invoice's (CGST Rule 46 wants that one consecutive, and a quote is no supply).
 * Orders gain the buyer's purchase order number.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const money = isPostgres(db) ? 'bigint' : 'integer';
  await db.schema.alterTable('orders').addColumn('po_number', 'text').execute();
  await db.schema
    .createTable('quote_counters')
    .addColumn('financial_year', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('quotes')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('quote_number', 'text', (c) => c.unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`status in ('requested', 'sent', 'accepted', 'expired', 'declined', 'withdrawn')`,
        ),
    )
    .addColumn('po_number', 'text')
    .addColumn('needed_by', 'text')
    .addColumn('notes', 'text')
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('customer_email', 'text', (c) => c.notNull())
    .addColumn('customer_phone', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('pincode', 'text', (c) => c.notNull())
    .addColumn('business_name', 'text')
    .addColumn('business_gstin', 'text')
    // Rupees before GST, set by staff; taxed at the goods' rate like every delivery charge.
    .addColumn('shipping_price', money, (c) =>
      c.notNull().defaultTo(0).check(nonNegative('shipping_price')),
    )
    // India date (yyyy-mm-dd): the last day the buyer may accept.
    .addColumn('valid_until', 'text')
    .addColumn('terms', 'text')
    .addColumn('order_id', 'text', (c) => c.references('orders.order_id'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quotes_user').on('quotes').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('quotes_status').on('quotes').columns(['status', 'id']).execute();
  await db.schema
    .createTable('quote_lines')
    .addColumn('quote_id', 'integer', (c) =>
      c.notNull().references('quotes.id').onDelete('cascade'),
    )
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('hsn', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    // The catalogue price when requested, in rupees; the quoted one is null until staff price it.
    .addColumn('list_price', money, (c) => c.notNull().check(nonNegative('list_price')))
    .addColumn('unit_price', money, (c) => c.check(nonNegative('unit_price')))
    .addPrimaryKeyConstraint('quote_lines_pk', ['quote_id', 'line_no'])
    .execute();
  await db.schema
    .createTable('quote_messages')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('quote_id', 'integer', (c) =>
      c.notNull().references('quotes.id').onDelete('cascade'),
    )
    .addColumn('author', 'text', (c) => c.notNull().check(sql`author in ('buyer', 'shop')`))
    .addColumn('author_email', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('quote_messages_quote')
    .on('quote_messages')
    .columns(['quote_id', 'id'])
    .execute();
}
