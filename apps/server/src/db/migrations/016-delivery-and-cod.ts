import { sql, type Kysely } from 'kysely';
import { nonNegative } from './helpers';
import { replaceColumnCheck } from './rebuild-table';

/**
 * Delivery options and Cash on Delivery (ADR 055, 056). Each order keeps the option it was
 * priced with (`delivery_option`; `shipping` already holds its charge), the India date it was
 * promised by (`deliver_by`, 'YYYY-MM-DD'), the Cash on Delivery fee in paise (`cod_fee`, part of
 * `total_amount`) and the bank, wallet or UPI app picked at checkout (`payment_option`), which
 * Razorpay Checkout opens on (ADR 057). Orders placed before have standard delivery, no promised
 * date, no fee and no option. `payment_method` may now also be 'COD' (its CHECK is rewritten;
 * SQLite rebuilds the table for that, see rebuild-table.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('delivery_option', 'text', (c) =>
      c
        .notNull()
        .defaultTo('standard')
        .check(sql`delivery_option in ('standard', 'express', 'same-day')`),
    )
    .execute();
  await db.schema.alterTable('orders').addColumn('deliver_by', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('cod_fee', 'integer', (c) => c.notNull().defaultTo(0).check(nonNegative('cod_fee')))
    .execute();
  await db.schema.alterTable('orders').addColumn('payment_option', 'text').execute();
  await replaceColumnCheck(
    db,
    'orders',
    'payment_method',
    `"payment_method" in ('UPI', 'CARD', 'NETBANKING', 'WALLET')`,
    `"payment_method" in ('UPI', 'CARD', 'NETBANKING', 'WALLET', 'COD')`,
  );
}
