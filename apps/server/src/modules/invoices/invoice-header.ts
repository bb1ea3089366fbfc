import type { MessageKey } from '@shop/shared/i18n/catalogue';
import type { Translate } from '@shop/shared/i18n/translate';
import type { InvoiceData } from './invoice-model';
import { GREY, keyValues, LEFT, party, WIDTH } from './pdf-layout';
import { label } from './pdf-text';

type Kind = InvoiceData['document']['kind'];

const NAMES: Record<Kind, MessageKey> = {
  invoice: 'pdf.name.invoice',
  'credit-note': 'pdf.name.creditNote',
  proforma: 'pdf.name.proforma',
  quotation: 'pdf.name.quotation',
};
const TITLES: Record<Kind, MessageKey> = {
  invoice: 'pdf.title.invoice',
  'credit-note': 'pdf.title.creditNote',
  // Said in the title itself, so no one files or pays it as a tax invoice (CGST Rule 46).
  proforma: 'pdf.title.proforma',
  quotation: 'pdf.title.quotation',
};

export const documentName = (invoice: InvoiceData, t: Translate) => t(NAMES[invoice.document.kind]);

/**
 * The document's particulars beside the seller (CGST Rules 46 and 53): its number and date, the
 * invoice a credit note reduces, the order, the place of supply and reverse charge.
 */
export function documentDetails(invoice: InvoiceData, t: Translate): [string, string][] {
  const name = documentName(invoice, t);
  const rows: [string, string][] = [
    [
      invoice.document.kind === 'proforma' ? t('pdf.proformaReference') : t('pdf.number', { name }),
      invoice.number,
    ],
    [t('pdf.date', { name }), invoice.date],
  ];
  if (invoice.document.kind === 'quotation')
    rows.push([t('pdf.validUntil'), invoice.document.validUntil]);
  if (invoice.document.kind === 'credit-note') {
    const credit = invoice.document;
    rows.push(
      [
        t('pdf.againstInvoice'),
        t('pdf.invoiceOf', { number: credit.invoiceNumber, date: credit.invoiceDate }),
      ],
      [t('pdf.reason'), credit.reason],
    );
  }
  if (invoice.document.kind !== 'quotation') {
    rows.push([t('pdf.orderId'), invoice.orderId], [t('pdf.orderDate'), invoice.orderDate]);
  }
  if (invoice.poNumber) rows.push([t('pdf.poNumber'), invoice.poNumber]);
  rows.push(
    [t('pdf.placeOfSupply'), invoice.placeOfSupply],
    [t('pdf.reverseCharge'), invoice.reverseCharge === 'No' ? t('pdf.no') : invoice.reverseCharge],
  );
  return rows;
}

/** The title, the seller and the document's particulars, then bill-to and ship-to; returns y. */
export function invoiceHeader(doc: PDFKit.PDFDocument, invoice: InvoiceData, t: Translate): number {
  const kind = invoice.document.kind;
  doc.fontSize(16);
  label(doc, t(TITLES[kind]), true, LEFT, 36, { width: WIDTH, align: 'center' });
  doc.fontSize(8).fillColor(GREY);
  label(
    doc,
    kind === 'invoice' || kind === 'credit-note' ? t('pdf.original') : t('pdf.estimated'),
    false,
    LEFT,
    doc.y,
    { width: WIDTH, align: 'center' },
  );
  doc.fillColor('black');

  const top = 80;
  const supplierEnd = party(doc, t, t('pdf.soldBy'), invoice.supplier, LEFT, top, 260, [
    invoice.supplier.contact,
  ]);
  const metaEnd = keyValues(doc, LEFT + 290, top, 233, documentDetails(invoice, t));
  const y = Math.max(supplierEnd, metaEnd) + 14;
  const billEnd = party(doc, t, t('pdf.billTo'), invoice.billTo, LEFT, y, 250);
  const shipEnd = party(doc, t, t('pdf.shipTo'), invoice.shipTo, LEFT + 273, y, 250);
  return Math.max(billEnd, shipEnd) + 16;
}
