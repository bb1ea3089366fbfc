import PDFDocument from 'pdfkit';
import { drawIrnBlock } from '../e-invoices/irn-block';
import type { InvoiceData } from './invoice-model';
import { invoiceEwayBill } from './invoice-eway-bill';
import { invoiceFooter } from './invoice-footer';
import { invoiceHeader } from './invoice-header';
import { invoiceTable } from './invoice-table';
import { invoiceTotals } from './invoice-totals';
import { LEFT } from './pdf-layout';
import { pdfLabels } from './pdf-text';

const PDF_TITLES: Record<InvoiceData['document']['kind'], string> = {
  invoice: 'Tax invoice',
  'credit-note': 'Credit note',
  proforma: 'Proforma invoice',
  quotation: 'Quotation',
};

/** Renders a GST tax invoice (or a credit note against one, ADR 059) as an A4 PDF. */
export function renderInvoicePdf(invoice: InvoiceData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: {
      Title: `${PDF_TITLES[invoice.document.kind]} ${invoice.number}`,
      Author: invoice.supplier.name,
      Subject: `Order ${invoice.orderId}`,
      CreationDate: new Date(0),
    },
  });
  const done = pdfBuffer(doc);
  drawInvoice(doc, invoice);
  doc.end();
  return done;
}

/** The bytes of a PDF document once it is ended. */
export function pdfBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * Draws the invoice (or credit note) on the document's current page, an A4 one with 36 pt
 * margins, adding pages when its lines run over: alone (renderInvoicePdf) or ahead of a shipping
 * label (the dispatch print, ADR 068). Each block starts where the one before ended, so a block
 * is added or left out with one line here.
 */
export function drawInvoice(doc: PDFKit.PDFDocument, invoice: InvoiceData): void {
  const t = pdfLabels(doc, invoice.language ?? 'en');
  let y = invoiceHeader(doc, invoice, t);
  y = invoiceTable(doc, invoice, y, t);
  y = invoiceTotals(doc, invoice, y + 8, t);
  y = invoiceEwayBill(doc, invoice, y);
  invoiceFooter(doc, invoice, y + 10, t);
  drawIrnBlock(doc, invoice.eInvoice);
}
