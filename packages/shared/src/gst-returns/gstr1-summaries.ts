import {
  addAmounts,
  isNil,
  lineAmounts,
  NO_AMOUNTS,
  type GstAmounts,
  type GstCreditNoteDoc,
  type GstInvoiceDoc,
} from './documents';
import type { DocIssue } from './doc-issue';
import type { HsnRow } from './hsn';
import { rupees, type Gstr1B2cs, type Gstr1File, type Gstr1HsnRecord } from './gstr1-format';

/*
 * The GSTR-1 tables that summarise rather than list documents: B2CS (table 7), the HSN summary
 * (table 12) and documents issued (table 13).
 */

/**
 * B2CS rows: the month's small B2C invoices less the credit notes against such invoices, per
 * place of supply and rate (a row may be negative when only notes fall in the month).
 */
export function b2csRows(invoices: GstInvoiceDoc[], notes: GstCreditNoteDoc[]): Gstr1B2cs[] {
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

export function hsnRecords(rows: HsnRow[]): Gstr1HsnRecord[] {
  return rows.map((r, i) => ({
    num: i + 1,
    hsn_sc: r.hsn,
    desc: r.description,
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

export function docIssue(docs: DocIssue[]): Gstr1File['doc_issue'] {
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
