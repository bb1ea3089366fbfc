import { sql, type Kysely } from 'kysely';
import { autoId, nonNegative } from './helpers';

const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

/**
 * Payments (ADR 016–018): one row per Razorpay order created for one of our orders (or per demo
 * payment), the webhook events already processed, and on the order itself the reference of the
 * payment that paid it, when, and whether that was a demo.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per ALTER TABLE.
  // Razorpay's pay_… id, or DEMO-… for a demo payment; set when the order is Paid.
  await db.schema.alterTable('orders').addColumn('payment_reference', 'text').execute();
  // UTC ISO time the order became Paid.
  await db.schema.alterTable('orders').addColumn('paid_at', 'text').execute();
  // 1 when the order was marked Paid in demo mode (nothing was charged).
  await db.schema
    .alterTable('orders')
    .addColumn('payment_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_id', 'text', (c) =>
      c.notNull().references('orders.order_id').onDelete('cascade'),
    )
    .addColumn('mode', 'text', (c) => c.notNull().check(oneOf('mode', ['live', 'demo'])))
    // Null for demo payments; unique (both engines allow many nulls under a unique constraint).
    .addColumn('razorpay_order_id', 'text', (c) => c.unique())
    // pay_… of the payment that paid it (or of the last failed attempt); DEMO-… for demo.
    .addColumn('razorpay_payment_id', 'text')
    .addColumn('amount_paise', 'integer', (c) => c.notNull().check(nonNegative('amount_paise')))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('INR'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(oneOf('status', ['created', 'failed', 'paid'])),
    )
    // upi, card, netbanking, wallet, … as Razorpay reports it.
    .addColumn('method', 'text')
    // Why the last attempt failed, as Razorpay or the shopper's browser said.
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_order').on('payments').column('order_id').execute();

  await db.schema
    .createTable('processed_webhook_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
}
