import type { InvoiceData } from './invoice-model';
import { LEFT, WIDTH } from './pdf-layout';

/**
 * The consignment's e-way bill under the totals (ADR 097): the number and its validity, or that
 * the courier generates it. Rule 138A has the person in charge of the goods carry the invoice and
 * the bill's number; printing it on the invoice puts both on one sheet.
 */
export function invoiceEwayBill(doc: PDFKit.PDFDocument, invoice: InvoiceData, y: number): number {
  if (!invoice.ewayBill) return y;
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(invoice.ewayBill, LEFT, y + 6, { width: WIDTH });
  return doc.y;
}
