import type { InvoiceData } from './invoice-model';
import { at, LEFT, rs, WIDTH } from './pdf-layout';

/** The totals block under the lines, ending with the invoice (or credit note) total. */
export function invoiceTotals(doc: PDFKit.PDFDocument, invoice: InvoiceData, y: number): number {
  const t = invoice.totals;
  const untaxed = invoice.untaxedCharges;
  const rows: [string, string][] = [
    [untaxed ? 'Taxable value of goods' : 'Taxable value', rs(t.taxablePaise)],
  ];
  if (t.split.kind === 'intra-state') {
    rows.push(
      [`CGST${at(invoice.taxRatePercent, 0.5)}`, rs(t.split.cgstPaise)],
      [`SGST${at(invoice.taxRatePercent, 0.5)}`, rs(t.split.sgstPaise)],
    );
  } else {
    rows.push([`IGST${at(invoice.taxRatePercent)}`, rs(t.split.igstPaise)]);
  }
  rows.push(['Total GST', rs(t.taxPaise)]);
  if (untaxed) {
    rows.push([
      'Shipping (no GST)',
      untaxed.shippingPaise === 0 ? 'Free' : rs(untaxed.shippingPaise),
    ]);
    if (untaxed.codFeePaise > 0)
      rows.push(['Cash on Delivery fee (no GST)', rs(untaxed.codFeePaise)]);
  }
  if (t.roundOffPaise !== 0) rows.push(['Round off', rs(t.roundOffPaise)]);
  const x = LEFT + WIDTH - 260;
  for (const [label, value] of rows) {
    doc.font('Helvetica').fontSize(9).text(label, x, y, { width: 150 });
    doc.text(value, x + 150, y, { width: 110, align: 'right' });
    y = doc.y + 2;
  }
  doc
    .moveTo(x, y)
    .lineTo(LEFT + WIDTH, y)
    .stroke();
  y += 4;
  const label = invoice.document.kind === 'credit-note' ? 'Credit note total' : 'Invoice total';
  doc.font('Helvetica-Bold').fontSize(10).text(label, x, y, { width: 150 });
  doc.text(rs(t.totalPaise), x + 150, y, { width: 110, align: 'right' });
  return doc.y;
}
