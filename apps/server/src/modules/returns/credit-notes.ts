import { financialYear, formatIndiaNumericDate } from '@shop/shared/format/india-time';
import { rupeesInWords } from '@shop/shared/india/amount-in-words';
import { gstSplit } from '@shop/shared/orders/gst';
import { creditNoteNumber } from '@shop/shared/returns/credit-note-number';
import type { Database } from '../../db/database';
import { chargeLine, invoiceData, type InvoiceData } from '../invoices/invoice-model';
import { refundedChargeLines } from './refunded-charges';
import { returnedLines } from './returned-lines';
import type { OrderLineRow, OrderRow } from '../orders/repository';
import type { RefundLineRow, RefundRow } from './repository';

/** creditNoteNumber() pads to 6 digits; more in one year would pass the 16-character limit. */
const MAX_PER_YEAR = 999_999;

/**
 * The next number of the financial year's credit note series (CN/26-27/000001), a series of its
 * own beside the invoices' (ADR 059). Call inside the transaction that records the refund: the
 * counter row stays locked until it commits and a rollback takes the number back, so the series
 * has no gaps and no repeats across processes.
 */
export async function issueCreditNoteNumber(db: Database, now: Date): Promise<string> {
  const fy = financialYear(now);
  await db
    .insertInto('credit_note_counters')
    .values({ financial_year: fy, last_number: 0 })
    .onConflict((oc) => oc.column('financial_year').doNothing())
    .execute();
  const { last_number } = await db
    .updateTable('credit_note_counters')
    .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
    .where('financial_year', '=', fy)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  if (last_number > MAX_PER_YEAR) throw new Error(`credit note series ${fy} is full`);
  return creditNoteNumber(fy, last_number);
}

/**
 * The credit note of a refund: the order's invoice (its parties, place of supply and GST kind,
 * all frozen on the order, ADR 044) with the returned units' taxable value and GST, the shipping
 * and round off refunded, all as frozen on the refund when it was issued.
 */
export function creditNoteData(
  order: OrderRow,
  orderLines: readonly OrderLineRow[],
  refund: RefundRow,
  lines: readonly RefundLineRow[],
  reason: string,
): InvoiceData {
  if (!refund.credit_note_number || !refund.credit_note_date || !order.invoice_number) {
    throw new Error('refund has no credit note');
  }
  const invoice = invoiceData(order, orderLines);
  const shop = order.seller_state_code;
  const charges = refundedChargeLines(order, orderLines.length, refund);
  const taxable = [
    ...lines.map((l) => l.taxable_value),
    ...charges.map((c) => c.taxablePaise),
  ].reduce((sum, v) => sum + v, 0);
  const tax = [...lines.map((l) => l.tax_amount), ...charges.map((c) => c.taxPaise)].reduce(
    (sum, v) => sum + v,
    0,
  );
  return {
    ...invoice,
    document: {
      kind: 'credit-note',
      invoiceNumber: invoice.number,
      invoiceDate: invoice.date,
      reason,
    },
    number: refund.credit_note_number,
    date: formatIndiaNumericDate(refund.credit_note_date),
    lines: [
      ...returnedLines(lines, orderLines).map((l) => ({
        no: l.lineNo,
        description: l.description,
        hsn: l.hsn,
        quantity: l.quantity,
        unitPricePaise: l.unitPricePaise,
        taxableValuePaise: l.taxablePaise,
        taxRatePercent: l.ratePercent,
        split: gstSplit(l.taxPaise, shop, order.state_code),
        totalPaise: l.taxablePaise + l.taxPaise,
      })),
      ...charges.map((c) => chargeLine(c, shop, order.state_code)),
    ],
    untaxedCharges:
      order.charges_tax_rate === null
        ? { shippingPaise: refund.shipping_paise, codFeePaise: 0 }
        : null,
    totals: {
      taxablePaise: taxable,
      split: gstSplit(tax, shop, order.state_code),
      taxPaise: tax,
      roundOffPaise: refund.round_off_paise,
      totalPaise: refund.amount_paise,
    },
    amountInWords: rupeesInWords(refund.amount_paise),
  };
}
