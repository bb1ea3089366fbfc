import { gstSplit } from '../orders/gst';
import { safePaise } from '../pricing/safe-money';
import { b2clLimitPaise } from './period-rules';

/**
 * The GST documents of a return month as the shop froze them (ADR 044, 059): tax invoices and
 * credit notes, each line's HSN, quantity, rate, taxable value and tax in paise. Nothing here is
 * re-priced from the catalogue.
 */
export interface GstLine {
  lineNo: number;
  description: string;
  hsn: string;
  quantity: number;
  ratePercent: number;
  taxablePaise: number;
  taxPaise: number;
}

export interface GstInvoiceDoc {
  number: string;
  /** When it was issued (ISO, UTC). */
  issuedAt: string;
  orderId: string;
  buyerName: string;
  /** The business buyer's GSTIN; null for a consumer. */
  buyerGstin: string | null;
  /** GST state code of the place of supply (the delivery state): '29'. */
  placeOfSupply: string;
  /** GST state code of the seller on the invoice: '27'. */
  supplierState: string;
  /** Invoice value: the payable total with shipping, COD fee and round off (ADR 043). */
  valuePaise: number;
  lines: GstLine[];
}

export interface GstCreditNoteDoc extends GstInvoiceDoc {
  /** The invoice the note reduces. */
  invoice: { number: string; issuedAt: string; valuePaise: number };
}

export type InvoiceSection = 'b2b' | 'b2cl' | 'b2cs';
export type CreditNoteSection = 'cdnr' | 'cdnur' | 'b2cs';

/**
 * Where GSTR-1 reports an invoice: B2B with the buyer's GSTIN, else B2CL or B2CS by the B2CL
 * limit in force on the invoice's date (period-rules.ts).
 */
export function invoiceSection(doc: {
  buyerGstin: string | null;
  placeOfSupply: string;
  supplierState: string;
  valuePaise: number;
  issuedAt: string;
}): InvoiceSection {
  if (doc.buyerGstin) return 'b2b';
  const interState = doc.placeOfSupply !== doc.supplierState;
  return interState && doc.valuePaise > b2clLimitPaise(doc.issuedAt) ? 'b2cl' : 'b2cs';
}

/**
 * Where a credit note goes, by the invoice it reduces: CDNR for a registered buyer, CDNUR
 * (type B2CL) for a B2CL invoice; a note against a B2CS invoice is netted into B2CS of the
 * note's month (GSTR-1 table 7 takes negative values; 9B unregistered covers only B2CL and exports).
 */
export function creditNoteSection(note: GstCreditNoteDoc): CreditNoteSection {
  const section = invoiceSection({
    ...note,
    valuePaise: note.invoice.valuePaise,
    issuedAt: note.invoice.issuedAt,
  });
  return section === 'b2b' ? 'cdnr' : section === 'b2cl' ? 'cdnur' : 'b2cs';
}

/** Taxable value and tax heads, in paise. */
export interface GstAmounts {
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

export const NO_AMOUNTS: GstAmounts = { taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 };

/**
 * A line's taxable value and tax split as its document prints it: CGST + SGST (odd paisa to SGST)
 * when the place of supply is the seller's state, IGST otherwise (shared gstSplit).
 */
export function lineAmounts(
  line: Pick<GstLine, 'taxablePaise' | 'taxPaise'>,
  doc: Pick<GstInvoiceDoc, 'supplierState' | 'placeOfSupply'>,
): GstAmounts {
  const split = gstSplit(line.taxPaise, doc.supplierState, doc.placeOfSupply);
  return split.kind === 'intra-state'
    ? { taxablePaise: line.taxablePaise, igstPaise: 0, ...pick(split) }
    : { taxablePaise: line.taxablePaise, igstPaise: split.igstPaise, cgstPaise: 0, sgstPaise: 0 };
}

const pick = (s: { cgstPaise: number; sgstPaise: number }) => ({
  cgstPaise: s.cgstPaise,
  sgstPaise: s.sgstPaise,
});

/** True when every amount is zero: a row that a full return netted away declares nothing. */
export const isNil = (a: GstAmounts) =>
  a.taxablePaise === 0 && a.igstPaise === 0 && a.cgstPaise === 0 && a.sgstPaise === 0;

export function addAmounts(a: GstAmounts, b: GstAmounts, sign: 1 | -1 = 1): GstAmounts {
  // A month's sums are filed as they are: one past 2^53 would have rounded, so it throws.
  return {
    taxablePaise: safePaise(a.taxablePaise + sign * b.taxablePaise, 'taxable value'),
    igstPaise: safePaise(a.igstPaise + sign * b.igstPaise, 'IGST'),
    cgstPaise: safePaise(a.cgstPaise + sign * b.cgstPaise, 'CGST'),
    sgstPaise: safePaise(a.sgstPaise + sign * b.sgstPaise, 'SGST'),
  };
}

/** A document's amounts: the sum of its lines' (the totals are the lines' sum, to the paisa). */
export function documentAmounts(doc: GstInvoiceDoc): GstAmounts {
  return doc.lines.reduce((sum, l) => addAmounts(sum, lineAmounts(l, doc)), NO_AMOUNTS);
}

/** A document's lines summed per GST rate, lowest rate first. */
export function amountsByRate(doc: GstInvoiceDoc): { ratePercent: number; amounts: GstAmounts }[] {
  const byRate = new Map<number, GstAmounts>();
  for (const line of doc.lines) {
    const prev = byRate.get(line.ratePercent) ?? NO_AMOUNTS;
    byRate.set(line.ratePercent, addAmounts(prev, lineAmounts(line, doc)));
  }
  return [...byRate]
    .sort(([a], [b]) => a - b)
    .map(([ratePercent, amounts]) => ({ ratePercent, amounts }));
}
