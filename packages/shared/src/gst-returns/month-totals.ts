import {
  addAmounts,
  creditNoteSection,
  documentAmounts,
  invoiceSection,
  NO_AMOUNTS,
  type GstAmounts,
  type GstCreditNoteDoc,
  type GstInvoiceDoc,
} from './documents';
import { safePaise } from '../pricing/safe-money';

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
