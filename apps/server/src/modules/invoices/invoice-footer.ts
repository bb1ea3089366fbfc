import type { Translate } from '@shop/shared/i18n/translate';
import { SHIPPING_SAC, type InvoiceData } from './invoice-model';
import { documentName } from './invoice-header';
import { GREY, LEFT, WIDTH } from './pdf-layout';
import { label } from './pdf-text';

/** The amount in words, how GST was charged, and the signature block, from y down. */
export function invoiceFooter(
  doc: PDFKit.PDFDocument,
  invoice: InvoiceData,
  y: number,
  t: Translate,
): void {
  const name = documentName(invoice, t);
  doc.fontSize(9);
  label(doc, t('pdf.amountInWords'), true, LEFT, y, { width: WIDTH });
  doc.font('Helvetica').text(invoice.amountInWords, LEFT, doc.y, { width: WIDTH });
  doc.moveDown(1.2).fontSize(8).fillColor(GREY);
  const rate =
    invoice.taxRatePercent === null ? '' : t('pdf.gstRate', { rate: invoice.taxRatePercent });
  const paragraph = (text: string) => label(doc, text, false, LEFT, doc.y, { width: WIDTH });
  paragraph(
    invoice.untaxedCharges
      ? t('pdf.gstOnGoods', { rate, sac: SHIPPING_SAC })
      : t('pdf.gstOnAll', { rate }),
  );
  // English writes the name within a sentence in lower case; Hindi has no case.
  paragraph(t('pdf.computerGenerated', { name: name.toLowerCase() }));
  const kind = invoice.document.kind;
  if (kind === 'proforma' || kind === 'quotation') {
    doc.fillColor('black').fontSize(9).moveDown(0.8);
    const terms = kind === 'quotation' ? invoice.document.terms : null;
    paragraph(
      kind === 'proforma'
        ? t('pdf.proformaNote')
        : `${t('pdf.quotationNote', { date: invoice.document.validUntil })}${terms ? ` ${t('pdf.terms', { terms })}` : ''}`,
    );
  }
  doc.fillColor('black').fontSize(9).moveDown(2);
  label(doc, t('pdf.for', { name: invoice.supplier.name }), false, LEFT, doc.y, {
    width: WIDTH,
    align: 'right',
  });
  doc.moveDown(2);
  label(doc, t('pdf.signatory'), false, LEFT, doc.y, { width: WIDTH, align: 'right' });
}
