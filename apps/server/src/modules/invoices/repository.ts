import { financialYear } from '@shop/shared/format/india-time';
import { invoiceNumber } from '@shop/shared/orders/invoice-number';
import type { Database } from '../../db/database';

/** invoiceNumber() pads to 6 digits; more in one year would pass the 16-character limit. */
const MAX_PER_YEAR = 999_999;

/**
 * Gives the order the next number of the financial year's series (INV/26-27/000123). Call inside
 * the transaction that makes the order invoiceable: the counter row is locked until it commits,
 * and a rollback takes the number back, so the series has no gaps and no repeats across
 * processes.
 */
export async function issueInvoiceNumber(
  db: Database,
  orderId: string,
  now: Date,
): Promise<string> {
  const fy = financialYear(now);
  await db
    .insertInto('invoice_counters')
    .values({ financial_year: fy, last_number: 0 })
    .onConflict((oc) => oc.column('financial_year').doNothing())
    .execute();
  const { last_number } = await db
    .updateTable('invoice_counters')
    .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
    .where('financial_year', '=', fy)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  if (last_number > MAX_PER_YEAR) throw new Error(`invoice series ${fy} is full`);
  const number = invoiceNumber(fy, last_number);
  await db
    .updateTable('orders')
    .set({ invoice_number: number, invoice_date: now.toISOString() })
    .where('order_id', '=', orderId)
    .execute();
  return number;
}
