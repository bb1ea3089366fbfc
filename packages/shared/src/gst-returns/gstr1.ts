import {
  amountsByRate,
  creditNoteSection,
  invoiceSection,
  type GstAmounts,
  type GstCreditNoteDoc,
  type GstInvoiceDoc,
} from './documents';
import { documentsIssued } from './doc-issue';
import { hsnRows, hsnSummary } from './hsn';
import { hsnSplitApplies } from './period-rules';
import { filingPeriod } from './month';
import {
  portalDate,
  rupees,
  type Gstr1File,
  type Gstr1Item,
  type ItemDetail,
} from './gstr1-format';
import { b2csRows, docIssue, hsnRecords } from './gstr1-summaries';

/**
 * GSTR-1 as the GST portal's Returns Offline Tool writes its upload file (tool V3.2.4, HSN split
 * into B2B and B2C halves for return periods from May 2025): amounts in rupees with two decimals,
 * dates DD-MM-YYYY, places of supply as two-digit state codes, items keyed by rate
 * (num = rate × 100 + 1), empty sections left out, keys in the tool's order. No cess (csamt 0).
 */
export const GSTR1_TOOL_VERSION = 'GST3.2.4';

function itemOf(ratePercent: number, a: GstAmounts, interState: boolean): Gstr1Item {
  const det: ItemDetail = interState
    ? { txval: rupees(a.taxablePaise), rt: ratePercent, iamt: rupees(a.igstPaise), csamt: 0 }
    : {
        txval: rupees(a.taxablePaise),
        rt: ratePercent,
        camt: rupees(a.cgstPaise),
        samt: rupees(a.sgstPaise),
        csamt: 0,
      };
  return { num: ratePercent * 100 + 1, itm_det: det };
}

const itemsOf = (doc: GstInvoiceDoc) =>
  amountsByRate(doc).map((r) =>
    itemOf(r.ratePercent, r.amounts, doc.placeOfSupply !== doc.supplierState),
  );

/** Groups records under a key, keys sorted, records in the order given. */
function grouped<T>(items: T[], key: (t: T) => string): [string, T[]][] {
  const map = new Map<string, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return [...map].sort(([a], [b]) => a.localeCompare(b));
}

const byNumber = <T extends { number: string }>(docs: T[]) =>
  [...docs].sort((a, b) => a.number.localeCompare(b.number));

/** Table 12 by the rule of the return period: split from May 2025, one list before. */
function hsnTable(
  month: string,
  invoices: GstInvoiceDoc[],
  notes: GstCreditNoteDoc[],
): Gstr1File['hsn'] {
  if (!hsnSplitApplies(month)) {
    const data = nonEmpty(hsnRecords(hsnRows(invoices, notes)));
    return data && { data };
  }
  const hsn = hsnSummary(invoices, notes);
  const hsnB2b = nonEmpty(hsnRecords(hsn.b2b));
  const hsnB2c = nonEmpty(hsnRecords(hsn.b2c));
  return hsnB2b || hsnB2c ? { hsn_b2b: hsnB2b, hsn_b2c: hsnB2c } : undefined;
}

const nonEmpty = <T>(list: T[]) => (list.length > 0 ? list : undefined);

/** The GSTR-1 upload file of a month's invoices and credit notes. */
export function gstr1File(input: {
  gstin: string;
  month: string;
  invoices: GstInvoiceDoc[];
  creditNotes: GstCreditNoteDoc[];
}): Gstr1File {
  const invoices = byNumber(input.invoices);
  const notes = byNumber(input.creditNotes);
  const inSection = (s: string) => invoices.filter((d) => invoiceSection(d) === s);
  const notesIn = (s: string) => notes.filter((d) => creditNoteSection(d) === s);

  const b2b = grouped(inSection('b2b'), (d) => d.buyerGstin!).map(([ctin, docs]) => ({
    ctin,
    inv: docs.map((d) => ({
      inum: d.number,
      idt: portalDate(d.issuedAt),
      val: rupees(d.valuePaise),
      pos: d.placeOfSupply,
      rchrg: 'N' as const,
      inv_typ: 'R' as const,
      itms: itemsOf(d),
    })),
  }));
  const b2cl = grouped(inSection('b2cl'), (d) => d.placeOfSupply).map(([pos, docs]) => ({
    pos,
    inv: docs.map((d) => ({
      inum: d.number,
      idt: portalDate(d.issuedAt),
      val: rupees(d.valuePaise),
      itms: itemsOf(d),
    })),
  }));
  const cdnr = grouped(notesIn('cdnr'), (d) => d.buyerGstin!).map(([ctin, docs]) => ({
    ctin,
    nt: docs.map((d) => ({
      nt_num: d.number,
      nt_dt: portalDate(d.issuedAt),
      ntty: 'C' as const,
      val: rupees(d.valuePaise),
      pos: d.placeOfSupply,
      rchrg: 'N' as const,
      inv_typ: 'R' as const,
      itms: itemsOf(d),
    })),
  }));
  const cdnur = notesIn('cdnur').map((d) => ({
    nt_num: d.number,
    nt_dt: portalDate(d.issuedAt),
    ntty: 'C' as const,
    val: rupees(d.valuePaise),
    typ: 'B2CL' as const,
    pos: d.placeOfSupply,
    itms: itemsOf(d),
  }));
  return {
    gstin: input.gstin,
    fp: filingPeriod(input.month),
    version: GSTR1_TOOL_VERSION,
    hash: 'hash',
    b2b: nonEmpty(b2b),
    b2cl: nonEmpty(b2cl),
    b2cs: nonEmpty(b2csRows(inSection('b2cs'), notesIn('b2cs'))),
    cdnr: nonEmpty(cdnr),
    cdnur: nonEmpty(cdnur),
    doc_issue: docIssue(documentsIssued(invoices, notes)),
    hsn: hsnTable(input.month, invoices, notes),
  };
}
