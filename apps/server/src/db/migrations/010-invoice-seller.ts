import { sql, type Kysely } from 'kysely';
import { SHOP } from '@shop/shared/shop/identity';

/**
 * Every order keeps the seller its tax invoice names (ADR 044): name, address, state, state code,
 * GSTIN and contact, as they were when it was placed, so an invoice drawn later never shows a
 * new address or GSTIN. Orders placed before this migration get the identity in force when it
 * runs, which is the one their invoices have shown so far.
 */
const COLUMNS = [
  ['seller_name', SHOP.name],
  [
    'seller_address',
    `${SHOP.address.street}, ${SHOP.address.locality}\n${SHOP.address.city}, ${SHOP.address.state} ${SHOP.address.pincode}`,
  ],
  ['seller_state', SHOP.address.state],
  ['seller_state_code', SHOP.address.stateCode],
  ['seller_gstin', SHOP.gstin],
  ['seller_contact', `${SHOP.phone} · ${SHOP.email}`],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [column] of COLUMNS) {
    await db.schema
      .alterTable('orders')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  for (const [column, value] of COLUMNS) {
    await sql`update orders set ${sql.ref(column)} = ${value}`.execute(db);
  }
}
