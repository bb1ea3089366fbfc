import { SHIPPING_SAC, type InvoiceData } from './invoice-model';
import { documentName } from './invoice-header';
import { GREY, LEFT, WIDTH } from './pdf-layout';

/** The amount in words, how GST was charged, and the signature block, from y down. */
export function invoiceFooter(doc: PDFKit.PDFDocument, invoice: InvoiceData, y: number): void {
  const name = documentName(invoice);
  doc.font('Helvetica-Bold').fontSize(9).text('Amount in words:', LEFT, y, { width: WIDTH });
  doc.font('Helvetica').text(invoice.amountInWords, { width: WIDTH });
  doc.moveDown(1.2).fontSize(8).fillColor(GREY);
  const rate = invoice.taxRatePercent === null ? '' : ` at ${invoice.taxRatePercent}%`;
  doc.text(
    invoice.untaxedCharges
      ? `GST${rate} is charged on the value of the goods. The delivery charge (SAC ${SHIPPING_SAC}) is billed without GST.`
      : `GST${rate} is charged on the value of the goods, and on the delivery charge and any Cash on Delivery fee at the rate of the goods they go with (CGST Act s. 15(2)(c), s. 8(a)).`,
    { width: WIDTH },
  );
  doc.text(
    `Tax payable on reverse charge: No. This is a computer-generated ${name.toLowerCase()}.`,
    { width: WIDTH },
  );
  const kind = invoice.document.kind;
  if (kind === 'proforma' || kind === 'quotation') {
    doc.fillColor('black').fontSize(9).moveDown(0.8);
    doc.text(
      kind === 'proforma'
        ? 'This proforma invoice is not a tax invoice and cannot be used to claim input tax credit. The tax invoice, with its own number, is issued when the goods are dispatched.'
        : `This quotation is valid until ${invoice.document.validUntil} (India time) and is subject to stock when accepted.${invoice.document.terms ? ` Terms: ${invoice.document.terms}` : ''}`,
      { width: WIDTH },
    );
  }
  doc.fillColor('black').fontSize(9).moveDown(2);
  doc.text(`For ${invoice.supplier.name}`, { width: WIDTH, align: 'right' });
  doc.moveDown(2).text('Authorised Signatory', { width: WIDTH, align: 'right' });
}
