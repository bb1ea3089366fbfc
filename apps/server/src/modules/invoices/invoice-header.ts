import type { InvoiceData } from './invoice-model';
import { GREY, keyValues, LEFT, party, WIDTH } from './pdf-layout';

const NAMES: Record<InvoiceData['document']['kind'], string> = {
  invoice: 'Invoice',
  'credit-note': 'Credit note',
  proforma: 'Proforma',
  quotation: 'Quotation',
};
const TITLES: Record<InvoiceData['document']['kind'], string> = {
  invoice: 'TAX INVOICE',
  'credit-note': 'CREDIT NOTE',
  // Said in the title itself, so no one files or pays it as a tax invoice (CGST Rule 46).
  proforma: 'Proforma invoice — not a tax invoice',
  quotation: 'QUOTATION',
};

export const documentName = (invoice: InvoiceData) => NAMES[invoice.document.kind];

/**
 * The document's particulars beside the seller (CGST Rules 46 and 53): its number and date, the
 * invoice a credit note reduces, the order, the place of supply and reverse charge.
 */
export function documentDetails(invoice: InvoiceData): [string, string][] {
  const name = documentName(invoice);
  const rows: [string, string][] = [
    [
      invoice.document.kind === 'proforma' ? 'Proforma reference' : `${name} number`,
      invoice.number,
    ],
    [`${name} date`, invoice.date],
  ];
  if (invoice.document.kind === 'quotation')
    rows.push(['Valid until', invoice.document.validUntil]);
  if (invoice.document.kind === 'credit-note') {
    const credit = invoice.document;
    rows.push(
      ['Against invoice', `${credit.invoiceNumber} of ${credit.invoiceDate}`],
      ['Reason', credit.reason],
    );
  }
  if (invoice.document.kind !== 'quotation') {
    rows.push(['Order ID', invoice.orderId], ['Order date', invoice.orderDate]);
  }
  if (invoice.poNumber) rows.push(['Buyer PO number', invoice.poNumber]);
  rows.push(['Place of supply', invoice.placeOfSupply], ['Reverse charge', invoice.reverseCharge]);
  return rows;
}

/** The title, the seller and the document's particulars, then bill-to and ship-to; returns y. */
export function invoiceHeader(doc: PDFKit.PDFDocument, invoice: InvoiceData): number {
  const kind = invoice.document.kind;
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(TITLES[kind], LEFT, 36, { width: WIDTH, align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(GREY)
    .text(
      kind === 'invoice' || kind === 'credit-note'
        ? 'Original for recipient'
        : 'GST shown is estimated as the tax invoice would compute it',
      { width: WIDTH, align: 'center' },
    );
  doc.fillColor('black');

  const top = 80;
  const supplierEnd = party(doc, 'Sold by', invoice.supplier, LEFT, top, 260, [
    invoice.supplier.contact,
  ]);
  const metaEnd = keyValues(doc, LEFT + 290, top, 233, documentDetails(invoice));
  const y = Math.max(supplierEnd, metaEnd) + 14;
  const billEnd = party(doc, 'Bill to', invoice.billTo, LEFT, y, 250);
  const shipEnd = party(doc, 'Ship to', invoice.shipTo, LEFT + 273, y, 250);
  return Math.max(billEnd, shipEnd) + 16;
}
