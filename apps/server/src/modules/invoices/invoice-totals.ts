import type { Translate } from '@shop/shared/i18n/translate';
import type { InvoiceData } from './invoice-model';
import { at, LEFT, rs, WIDTH } from './pdf-layout';
import { label } from './pdf-text';

/** The totals block under the lines, ending with the invoice (or credit note) total. */
export function invoiceTotals(
  doc: PDFKit.PDFDocument,
  invoice: InvoiceData,
  y: number,
  t: Translate,
): number {
  const totals = invoice.totals;
  const untaxed = invoice.untaxedCharges;
  const rows: [string, string][] = [
    [untaxed ? t('pdf.taxableGoods') : t('pdf.taxable'), rs(totals.taxablePaise)],
  ];
  if (totals.split.kind === 'intra-state') {
    rows.push(
      [`CGST${at(invoice.taxRatePercent, 0.5)}`, rs(totals.split.cgstPaise)],
      [`SGST${at(invoice.taxRatePercent, 0.5)}`, rs(totals.split.sgstPaise)],
    );
  } else {
    rows.push([`IGST${at(invoice.taxRatePercent)}`, rs(totals.split.igstPaise)]);
  }
  rows.push([t('pdf.totalGst'), rs(totals.taxPaise)]);
  if (untaxed) {
    rows.push([
      t('pdf.shippingNoGst'),
      untaxed.shippingPaise === 0 ? t('pdf.free') : rs(untaxed.shippingPaise),
    ]);
    if (untaxed.codFeePaise > 0) rows.push([t('pdf.codFeeNoGst'), rs(untaxed.codFeePaise)]);
  }
  if (totals.roundOffPaise !== 0) rows.push([t('pdf.roundOff'), rs(totals.roundOffPaise)]);
  const x = LEFT + WIDTH - 260;
  for (const [name, value] of rows) {
    doc.fontSize(9);
    label(doc, name, false, x, y, { width: 150 });
    label(doc, value, false, x + 150, y, { width: 110, align: 'right' });
    y = doc.y + 2;
  }
  doc
    .moveTo(x, y)
    .lineTo(LEFT + WIDTH, y)
    .stroke();
  y += 4;
  const total =
    invoice.document.kind === 'credit-note' ? 'pdf.creditNoteTotal' : 'pdf.invoiceTotal';
  doc.fontSize(10);
  label(doc, t(total), true, x, y, { width: 150 });
  doc
    .font('Helvetica-Bold')
    .text(rs(totals.totalPaise), x + 150, y, { width: 110, align: 'right' });
  return doc.y;
}
