import { sql, type Kysely } from 'kysely';

/**
 * E-way bills (ADR 097): one row per order whose consignment has its e-way bill recorded by
 * staff — the portal's 12-digit number with the date it was generated and the last day it is
 * valid, or that the courier generates it, with the courier's transporter id. Who recorded it
 * is in the audit log; the row keeps when. Replacing a record overwrites the row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('eway_bills')
    .addColumn('order_id', 'text', (c) =>
      c.primaryKey().references('orders.order_id').onDelete('cascade'),
    )
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('number', 'courier')`))
    .addColumn('eway_bill_number', 'text')
    .addColumn('generated_on', 'text')
    .addColumn('valid_until', 'text')
    .addColumn('transporter_id', 'text')
    .addColumn('transporter_name', 'text')
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'eway_bills_complete',
      sql`(mode = 'number' and eway_bill_number is not null and valid_until is not null)
        or (mode = 'courier' and transporter_id is not null)`,
    )
    .execute();
}
