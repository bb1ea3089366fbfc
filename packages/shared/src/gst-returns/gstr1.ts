import {
  addAmounts,
  amountsByRate,
  creditNoteSection,
  documentAmounts,
  invoiceSection,
  isNil,
  lineAmounts,
  NO_AMOUNTS,
  type GstAmounts,
  type GstCreditNoteDoc,
  type GstInvoiceDoc,
} from './documents';
import { documentsIssued, type DocIssue } from './doc-issue';
import { hsnSummary, type HsnRow } from './hsn';
import { filingPeriod } from './month';
import { safePaise } from '../pricing/safe-money';

/**
 * GSTR-1 as the GST portal's Returns Offline Tool writes its upload file (tool V3.2.4, HSN split
 * into B2B and B2C halves for return periods from May 2025): amounts in rupees with two decimals,
 * dates DD-MM-YYYY, places of supply as two-digit state codes, items keyed by rate
 * (num = rate × 100 + 1), empty sections left out, keys in the tool's order. No cess (csamt 0).
 */
export const GSTR1_TOOL_VERSION = 'GST3.2.4';

interface ItemDetail {
  txval: number;
  rt: number;
  iamt?: number;
  camt?: number;
  samt?: number;
  csamt: number;
}
export interface Gstr1Item {
  num: number;
  itm_det: ItemDetail;
}
export interface Gstr1B2bInvoice {
  inum: string;
  idt: string;
  val: number;
  pos: string;
  rchrg: 'N';
  inv_typ: 'R';
  itms: Gstr1Item[];
}
export interface Gstr1B2clInvoice {
  inum: string;
  idt: string;
  val: number;
  itms: Gstr1Item[];
}
export interface Gstr1B2cs {
  sply_ty: 'INTRA' | 'INTER';
  rt: number;
  typ: 'OE';
  pos: string;
  txval: number;
  camt?: number;
  samt?: number;
  iamt?: number;
  csamt: number;
}
export interface Gstr1CdnrNote {
  nt_num: string;
  nt_dt: string;
  ntty: 'C';
  val: number;
  pos: string;
  rchrg: 'N';
  inv_typ: 'R';
  itms: Gstr1Item[];
}
export interface Gstr1CdnurNote {
  nt_num: string;
  nt_dt: string;
  ntty: 'C';
  val: number;
  typ: 'B2CL';
  pos: string;
  itms: Gstr1Item[];
}
export interface Gstr1HsnRecord {
  num: number;
  hsn_sc: string;
  user_desc: string;
  uqc: string;
  qty: number;
  rt: number;
  txval: number;
  iamt: number;
  samt: number;
  camt: number;
  csamt: number;
}

export interface Gstr1File {
  gstin: string;
  fp: string;
  version: string;
  hash: 'hash';
  b2b?: { ctin: string; inv: Gstr1B2bInvoice[] }[];
  b2cl?: { pos: string; inv: Gstr1B2clInvoice[] }[];
  b2cs?: Gstr1B2cs[];
  cdnr?: { ctin: string; nt: Gstr1CdnrNote[] }[];
  cdnur?: Gstr1CdnurNote[];
  doc_issue?: {
    doc_det: {
      doc_num: number;
      doc_typ: string;
      docs: {
        num: number;
        from: string;
        to: string;
        totnum: number;
        cancel: number;
        net_issue: number;
      }[];
    }[];
  };
  hsn?: { hsn_b2b?: Gstr1HsnRecord[]; hsn_b2c?: Gstr1HsnRecord[] };
}

/** Paise as the portal's rupee amount with two decimals: 123456 → 1234.56. */
export const rupees = (paise: number) => paise / 100;

/** An India date as the portal writes it: '2026-11-05T…Z' → '05-11-2026'. */
export function portalDate(iso: string): string {
  const d = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));
  return d.replaceAll('/', '-');
}

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

/**
 * B2CS rows: the month's small B2C invoices less the credit notes against such invoices, per
 * place of supply and rate (a row may be negative when only notes fall in the month).
 */
function b2csRows(invoices: GstInvoiceDoc[], notes: GstCreditNoteDoc[]): Gstr1B2cs[] {
  const rows = new Map<string, { pos: string; rt: number; inter: boolean; a: GstAmounts }>();
  const add = (doc: GstInvoiceDoc, sign: 1 | -1) => {
    for (const line of doc.lines) {
      const key = `${doc.placeOfSupply}|${String(line.ratePercent).padStart(6, '0')}`;
      const row = rows.get(key) ?? {
        pos: doc.placeOfSupply,
        rt: line.ratePercent,
        inter: doc.placeOfSupply !== doc.supplierState,
        a: NO_AMOUNTS,
      };
      rows.set(key, { ...row, a: addAmounts(row.a, lineAmounts(line, doc), sign) });
    }
  };
  invoices.forEach((d) => add(d, 1));
  notes.forEach((d) => add(d, -1));
  return [...rows]
    .sort(([a], [b]) => a.localeCompare(b))
    .filter(([, r]) => !isNil(r.a))
    .map(([, r]) =>
      r.inter
        ? {
            sply_ty: 'INTER',
            rt: r.rt,
            typ: 'OE',
            pos: r.pos,
            txval: rupees(r.a.taxablePaise),
            iamt: rupees(r.a.igstPaise),
            csamt: 0,
          }
        : {
            sply_ty: 'INTRA',
            rt: r.rt,
            typ: 'OE',
            pos: r.pos,
            txval: rupees(r.a.taxablePaise),
            camt: rupees(r.a.cgstPaise),
            samt: rupees(r.a.sgstPaise),
            csamt: 0,
          },
    );
}

function hsnRecords(rows: HsnRow[]): Gstr1HsnRecord[] {
  return rows.map((r, i) => ({
    num: i + 1,
    hsn_sc: r.hsn,
    user_desc: r.description,
    uqc: r.uqc,
    qty: r.quantity,
    rt: r.ratePercent,
    txval: rupees(r.amounts.taxablePaise),
    iamt: rupees(r.amounts.igstPaise),
    samt: rupees(r.amounts.sgstPaise),
    camt: rupees(r.amounts.cgstPaise),
    csamt: 0,
  }));
}

function docIssue(docs: DocIssue[]): Gstr1File['doc_issue'] {
  if (docs.length === 0) return undefined;
  return {
    doc_det: docs.map((d) => ({
      doc_num: d.docNum,
      doc_typ: d.docType,
      docs: [
        {
          num: 1,
          from: d.from,
          to: d.to,
          totnum: d.total,
          cancel: d.cancelled,
          net_issue: d.total - d.cancelled,
        },
      ],
    })),
  };
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
  const hsn = hsnSummary(invoices, notes);
  const hsnB2b = nonEmpty(hsnRecords(hsn.b2b));
  const hsnB2c = nonEmpty(hsnRecords(hsn.b2c));
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
    hsn: hsnB2b || hsnB2c ? { hsn_b2b: hsnB2b, hsn_b2c: hsnB2c } : undefined,
  };
}

/** The month's totals as staff see them on /admin/gst. */
export interface GstMonthTotals {
  invoices: { count: number } & GstAmounts & { valuePaise: number };
  creditNotes: { count: number } & GstAmounts & { valuePaise: number };
  /** Invoices less credit notes: what the return declares. */
  net: GstAmounts;
  sections: Record<'b2b' | 'b2cl' | 'b2cs' | 'cdnr' | 'cdnur' | 'cdnB2cs', number>;
}

/** Counts and sums of the month's documents, and how many fall in each GSTR-1 section. */
export function monthTotals(invoices: GstInvoiceDoc[], notes: GstCreditNoteDoc[]): GstMonthTotals {
  const sum = (docs: GstInvoiceDoc[]) =>
    docs.reduce(
      (acc, d) => ({
        ...addAmounts(acc, documentAmounts(d)),
        valuePaise: safePaise(acc.valuePaise + d.valuePaise, 'invoice value'),
      }),
      { ...NO_AMOUNTS, valuePaise: 0 },
    );
  const inv = sum(invoices);
  const cn = sum(notes);
  const count = <T>(docs: T[], f: (d: T) => string, s: string) =>
    docs.filter((d) => f(d) === s).length;
  return {
    invoices: { count: invoices.length, ...inv },
    creditNotes: { count: notes.length, ...cn },
    net: addAmounts(inv, cn, -1),
    sections: {
      b2b: count(invoices, invoiceSection, 'b2b'),
      b2cl: count(invoices, invoiceSection, 'b2cl'),
      b2cs: count(invoices, invoiceSection, 'b2cs'),
      cdnr: count(notes, creditNoteSection, 'cdnr'),
      cdnur: count(notes, creditNoteSection, 'cdnur'),
      cdnB2cs: count(notes, creditNoteSection, 'b2cs'),
    },
  };
}
