import { sql, type Kysely } from 'kysely';
import { autoId, isPostgres } from './helpers';
import { replaceColumnCheck } from './rebuild-table';

const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

/**
 * Paying by bank transfer (ADR 106). `payment_method` may now be 'BANK_TRANSFER' (its CHECK is
 * rewritten; SQLite rebuilds the table for that, see rebuild-table.ts). An order waiting for a
 * transfer keeps the time it is cancelled if unpaid (`pay_by`, UTC ISO; null: the 30-minute
 * window of ADR 022 applies), the reference the buyer types into the transfer's remarks
 * (`transfer_reference`, unique) and when the reminder went (`transfer_reminded_at`).
 * `bank_transfers`: each transfer staff recorded from the bank statement, its UTR unique across
 * the shop so one credit is never counted twice, and how far the order's received total then
 * differed from its payable total (`difference_paise`: negative short, positive over).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await replaceColumnCheck(
    db,
    'orders',
    'payment_method',
    `"payment_method" in ('UPI', 'CARD', 'NETBANKING', 'WALLET', 'COD')`,
    `"payment_method" in ('UPI', 'CARD', 'NETBANKING', 'WALLET', 'COD', 'BANK_TRANSFER')`,
  );
  await db.schema.alterTable('orders').addColumn('pay_by', 'text').execute();
  await db.schema.alterTable('orders').addColumn('transfer_reference', 'text').execute();
  await db.schema.alterTable('orders').addColumn('transfer_reminded_at', 'text').execute();
  await db.schema
    .createIndex('orders_transfer_reference')
    .unique()
    .on('orders')
    .column('transfer_reference')
    .execute();

  const money = isPostgres(db) ? 'bigint' : 'integer';
  await db.schema
    .createTable('bank_transfers')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_id', 'text', (c) =>
      c.notNull().references('orders.order_id').onDelete('cascade'),
    )
    .addColumn('scheme', 'text', (c) =>
      c.notNull().check(oneOf('scheme', ['NEFT', 'RTGS', 'IMPS'])),
    )
    .addColumn('utr', 'text', (c) => c.notNull().unique())
    .addColumn('amount_paise', money, (c) => c.notNull().check(sql`amount_paise > 0`))
    // The India date the money reached the account, YYYY-MM-DD, from the bank statement.
    .addColumn('received_on', 'text', (c) => c.notNull())
    .addColumn('difference_paise', money, (c) => c.notNull())
    .addColumn('recorded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('bank_transfers_order')
    .on('bank_transfers')
    .column('order_id')
    .execute();
}
