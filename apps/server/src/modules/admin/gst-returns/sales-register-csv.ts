import {
  SALES_REGISTER_COLUMNS,
  type SalesRegisterRow,
} from '@shop/shared/gst-returns/sales-register';
import { stringify } from 'csv-stringify/sync';

/** Paise as a plain rupee number a spreadsheet sums: -1234.5 for -123450 (not text). */
const rupees = (paise: number) => paise / 100;

/**
 * The sales register as the orders CSV is written (ADR 020's export): UTF-8 with a byte order
 * mark, CRLF, formulas defused. Amounts are numbers (credit notes negative), so a spreadsheet's
 * column sums are the month's net figures.
 */
export function salesRegisterCsv(rows: readonly SalesRegisterRow[]): string {
  return stringify(
    rows.map((r) => [
      r.document,
      r.number,
      r.date,
      r.againstInvoice,
      r.orderId,
      r.buyer,
      r.buyerGstin,
      r.placeOfSupply,
      r.section,
      r.lineNo,
      r.description,
      r.hsn,
      r.uqc,
      r.quantity,
      rupees(r.amounts.taxablePaise),
      r.ratePercent,
      r.igstRatePercent,
      rupees(r.amounts.igstPaise),
      r.cgstRatePercent,
      rupees(r.amounts.cgstPaise),
      r.sgstRatePercent,
      rupees(r.amounts.sgstPaise),
      rupees(r.totalPaise),
    ]),
    {
      bom: true,
      header: true,
      columns: [...SALES_REGISTER_COLUMNS],
      record_delimiter: 'windows',
      escape_formulas: true,
    },
  );
}
