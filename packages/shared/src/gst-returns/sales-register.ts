import { indiaDate } from '../format/india-time';
import { stateByGstCode } from '../india/states';
import {
  creditNoteSection,
  invoiceSection,
  lineAmounts,
  type GstAmounts,
  type GstCreditNoteDoc,
  type GstInvoiceDoc,
} from './documents';
import { uqcOf } from './hsn';

export const SALES_REGISTER_COLUMNS = [
  'Document',
  'Number',
  'Date (IST)',
  'Against invoice',
  'Order ID',
  'Buyer',
  'Buyer GSTIN',
  'Place of supply',
  'GSTR-1 section',
  'Line',
  'Description',
  'HSN/SAC',
  'UQC',
  'Quantity',
  'Taxable value (₹)',
  'GST rate (%)',
  'IGST rate (%)',
  'IGST (₹)',
  'CGST rate (%)',
  'CGST (₹)',
  'SGST rate (%)',
  'SGST (₹)',
  'Line total (₹)',
] as const;

/** One line of an invoice or credit note; a credit note's quantity and amounts are negative. */
export interface SalesRegisterRow {
  document: 'Invoice' | 'Credit note';
  number: string;
  date: string;
  againstInvoice: string;
  orderId: string;
  buyer: string;
  buyerGstin: string;
  placeOfSupply: string;
  section: string;
  lineNo: number;
  description: string;
  hsn: string;
  uqc: string;
  quantity: number;
  ratePercent: number;
  igstRatePercent: number;
  cgstRatePercent: number;
  sgstRatePercent: number;
  amounts: GstAmounts;
  totalPaise: number;
}

const SECTION_LABEL = {
  b2b: 'B2B',
  b2cl: 'B2CL',
  b2cs: 'B2CS',
  cdnr: 'CDNR',
  cdnur: 'CDNUR',
} as const;

function rowsOf(
  doc: GstInvoiceDoc,
  kind: SalesRegisterRow['document'],
  section: string,
  againstInvoice: string,
): SalesRegisterRow[] {
  const sign = kind === 'Invoice' ? 1 : -1;
  const inter = doc.placeOfSupply !== doc.supplierState;
  const state = stateByGstCode(doc.placeOfSupply)?.name ?? doc.placeOfSupply;
  return doc.lines.map((line) => {
    const a = lineAmounts(line, doc);
    const amounts = {
      taxablePaise: sign * a.taxablePaise,
      igstPaise: sign * a.igstPaise,
      cgstPaise: sign * a.cgstPaise,
      sgstPaise: sign * a.sgstPaise,
    };
    return {
      document: kind,
      number: doc.number,
      date: indiaDate(new Date(doc.issuedAt)),
      againstInvoice,
      orderId: doc.orderId,
      buyer: doc.buyerName,
      buyerGstin: doc.buyerGstin ?? '',
      placeOfSupply: `${doc.placeOfSupply}-${state}`,
      section,
      lineNo: line.lineNo,
      description: line.description,
      hsn: line.hsn,
      uqc: uqcOf(line.hsn),
      quantity: sign * line.quantity,
      ratePercent: line.ratePercent,
      igstRatePercent: inter ? line.ratePercent : 0,
      cgstRatePercent: inter ? 0 : line.ratePercent / 2,
      sgstRatePercent: inter ? 0 : line.ratePercent / 2,
      amounts,
      totalPaise: amounts.taxablePaise + amounts.igstPaise + amounts.cgstPaise + amounts.sgstPaise,
    };
  });
}

/**
 * The month's sales register: every invoice line, then every credit note line, each in number
 * order, so the columns sum to what the return declares (invoices less credit notes).
 */
export function salesRegister(
  invoices: GstInvoiceDoc[],
  notes: GstCreditNoteDoc[],
): SalesRegisterRow[] {
  const byNumber = <T extends { number: string }>(docs: T[]) =>
    [...docs].sort((a, b) => a.number.localeCompare(b.number));
  return [
    ...byNumber(invoices).flatMap((d) =>
      rowsOf(d, 'Invoice', SECTION_LABEL[invoiceSection(d)], ''),
    ),
    ...byNumber(notes).flatMap((d) => {
      const section = creditNoteSection(d);
      return rowsOf(
        d,
        'Credit note',
        section === 'b2cs' ? 'B2CS (netted)' : SECTION_LABEL[section],
        d.invoice.number,
      );
    }),
  ];
}
