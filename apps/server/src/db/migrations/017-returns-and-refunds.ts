import { sql, type Kysely } from 'kysely';
import { autoId, nonNegative } from './helpers';

const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

/**
 * Returns and refunds (ADR 058) and GST credit notes (ADR 059).
 *
 * `returns`: a customer's request to return units of a delivered order's lines (`return_lines`),
 * with a reason from a fixed list; staff approve or reject it, mark it received, refund it.
 * `refunds`: money going back for a return or a cancelled paid order, through Razorpay's Refunds
 * API (`razorpay_refund_id`), simulated in demo mode, or by a bank transfer staff record
 * (`bank_reference`). A refund of an invoiced order carries its credit note number
 * (CN/26-27/000001, consecutive per financial year in `credit_note_counters`) and, in
 * `refund_lines`, the taxable value and GST it reverses per order line, frozen when issued.
 * `orders.refunded_paise`: what processed refunds gave back, so the payment shows Refunded or
 * Partially refunded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('refunded_paise', 'integer', (c) =>
      c.notNull().defaultTo(0).check(nonNegative('refunded_paise')),
    )
    .execute();

  await db.schema
    .createTable('returns')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_id', 'text', (c) =>
      c.notNull().references('orders.order_id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .check(oneOf('status', ['requested', 'approved', 'rejected', 'received', 'refunded'])),
    )
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('staff_note', 'text')
    // UTC ISO times.
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('received_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('returns_order').on('returns').column('order_id').execute();
  await db.schema
    .createIndex('returns_status_requested')
    .on('returns')
    .columns(['status', 'requested_at'])
    .execute();

  await db.schema
    .createTable('return_lines')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('return_id', 'integer', (c) =>
      c.notNull().references('returns.id').onDelete('cascade'),
    )
    // order_lines.line_no of the same order.
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addUniqueConstraint('return_lines_return_line', ['return_id', 'line_no'])
    .execute();

  await db.schema
    .createTable('refunds')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_id', 'text', (c) =>
      c.notNull().references('orders.order_id').onDelete('cascade'),
    )
    // Null for the refund of a cancelled order.
    .addColumn('return_id', 'integer', (c) => c.references('returns.id').onDelete('cascade'))
    .addColumn('amount_paise', 'integer', (c) => c.notNull().check(sql`amount_paise > 0`))
    // The parts of amount_paise that are not goods (the goods are in refund_lines).
    .addColumn('shipping_paise', 'integer', (c) => c.notNull().check(nonNegative('shipping_paise')))
    .addColumn('round_off_paise', 'integer', (c) => c.notNull())
    .addColumn('method', 'text', (c) =>
      c.notNull().check(oneOf('method', ['razorpay', 'demo', 'bank_transfer'])),
    )
    .addColumn('status', 'text', (c) =>
      c.notNull().check(oneOf('status', ['pending', 'processed', 'failed'])),
    )
    // pay_… refunded (razorpay), rfnd_… Razorpay gave the refund, or DEMO-RFND-…
    .addColumn('payment_reference', 'text')
    .addColumn('razorpay_refund_id', 'text', (c) => c.unique())
    // UTR or other reference of the bank transfer staff made (bank_transfer).
    .addColumn('bank_reference', 'text')
    .addColumn('credit_note_number', 'text', (c) => c.unique())
    .addColumn('credit_note_date', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('processed_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refunds_order').on('refunds').column('order_id').execute();

  await db.schema
    .createTable('refund_lines')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('refund_id', 'integer', (c) =>
      c.notNull().references('refunds.id').onDelete('cascade'),
    )
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    // Paise reversed by the credit note.
    .addColumn('taxable_value', 'integer', (c) => c.notNull().check(nonNegative('taxable_value')))
    .addColumn('tax_amount', 'integer', (c) => c.notNull().check(nonNegative('tax_amount')))
    .execute();
  await db.schema
    .createIndex('refund_lines_refund')
    .on('refund_lines')
    .column('refund_id')
    .execute();

  await db.schema
    .createTable('credit_note_counters')
    // '26-27'.
    .addColumn('financial_year', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull().check(nonNegative('last_number')))
    .execute();
}
