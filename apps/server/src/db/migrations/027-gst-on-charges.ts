import type { Kysely } from 'kysely';
import { isPostgres, nonNegative } from './helpers';

/**
 * GST on the delivery charge and the Cash on Delivery fee (ADR 096). Each order keeps the rule
 * its invoice was issued under: `charges_tax_rate` is the GST rate its charges carry and
 * `charges_hsn` the goods' HSN they are classified under (the principal supply, CGST Act s. 8(a));
 * both null on orders placed before, whose charges were billed without GST and stay so on their
 * invoice, credit notes and returns. `shipping_tax` and `cod_fee_tax` hold the GST on each charge
 * (part of `tax`, which is all of the order's GST); a refund keeps the GST on the shipping it gives
 * back in `shipping_tax_paise`. Money is 64-bit on PostgreSQL (ADR 085).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const money = isPostgres(db) ? 'bigint' : 'integer';
  await db.schema
    .alterTable('orders')
    .addColumn('charges_tax_rate', 'integer', (c) => c.check(nonNegative('charges_tax_rate')))
    .execute();
  await db.schema.alterTable('orders').addColumn('charges_hsn', 'text').execute();
  for (const column of ['shipping_tax', 'cod_fee_tax']) {
    await db.schema
      .alterTable('orders')
      .addColumn(column, money, (c) => c.notNull().defaultTo(0).check(nonNegative(column)))
      .execute();
  }
  await db.schema
    .alterTable('refunds')
    .addColumn('shipping_tax_paise', money, (c) =>
      c.notNull().defaultTo(0).check(nonNegative('shipping_tax_paise')),
    )
    .execute();
}
