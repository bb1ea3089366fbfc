import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

/**
 * Every money column, in paise (and the catalogue's rupee prices), as 64-bit integers (ADR 085).
 * PostgreSQL's `integer` is 32-bit: a line or total above 2,147,483,647 paise (about ₹2.15 crore)
 * was refused with "out of range for type integer", though SQLite took it. SQLite's INTEGER is
 * 64-bit already, so only PostgreSQL changes. database.ts reads int8 (and the numeric a SUM of
 * int8 gives) as a JavaScript number, refusing any value past Number.MAX_SAFE_INTEGER.
 */
const MONEY_COLUMNS: Record<string, readonly string[]> = {
  products: ['price', 'original_price'],
  orders: ['subtotal', 'shipping', 'cod_fee', 'tax', 'total_amount', 'refunded_paise'],
  order_lines: ['unit_price', 'taxable_value', 'tax_amount'],
  payments: ['amount_paise'],
  refunds: ['amount_paise', 'shipping_paise', 'round_off_paise'],
  refund_lines: ['taxable_value', 'tax_amount'],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [table, columns] of Object.entries(MONEY_COLUMNS)) {
    // One ALTER per table: PostgreSQL rewrites the table once for all of its columns.
    const changes = columns.map((c) => sql`alter column ${sql.ref(c)} type bigint`);
    await sql`alter table ${sql.table(table)} ${sql.join(changes)}`.execute(db);
  }
}
