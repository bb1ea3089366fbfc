import type { Translate } from '@shop/shared/i18n/translate';
import type { InvoiceParty } from './invoice-model';
import { fontFor, label } from './pdf-text';

/*
 * The invoice PDF's page geometry, how it writes amounts, and the blocks every part of it draws
 * with: a party's address block, label/value pairs, table rows and rules.
 */

// The PDF standard fonts have no ₹ glyph; invoices write amounts as 'Rs. 1,23,456.00'.
const figures = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
export const money = (paise: number) => figures.format(paise / 100);
export const rs = (paise: number) => `Rs. ${money(paise)}`;

/** ' 9%' for a rate of 18 halved, or '' when the lines' rates differ: rates come from the order. */
export const rateText = (rate: number | null, share = 1) =>
  rate === null ? '' : ` ${rate * share}%`;
export const at = (rate: number | null, share = 1) =>
  rate === null ? '' : ` @${rateText(rate, share)}`;
export const LEFT = 36;
export const WIDTH = 523; // A4 (595 pt) less 36 pt margins
export const GREY = '#555555';

export function party(
  doc: PDFKit.PDFDocument,
  t: Translate,
  heading: string,
  p: InvoiceParty,
  x: number,
  y: number,
  width: number,
  extra: string[] = [],
): number {
  doc.fontSize(8).fillColor(GREY);
  label(doc, heading.toUpperCase(), true, x, y, { width });
  doc.font('Helvetica-Bold').fillColor('black').fontSize(10).text(p.name, { width });
  doc.font('Helvetica').fontSize(9);
  for (const line of [...p.lines, ...extra]) doc.text(line, { width });
  if (p.gstin) doc.text(`GSTIN: ${p.gstin}`, { width });
  label(doc, t('pdf.state', { state: p.state, code: p.stateCode }), false, x, doc.y, { width });
  return doc.y;
}

export function keyValues(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  width: number,
  rows: [string, string][],
): number {
  for (const [key, value] of rows) {
    doc.fontSize(9).fillColor(GREY);
    label(doc, key, false, x, y, { width: 90 });
    doc
      .font('Helvetica-Bold')
      .fillColor('black')
      .text(value, x + 92, y, { width: width - 92 });
    y = doc.y + 2;
  }
  return y;
}

/** One table column: its heading, width in points, alignment and the cell of a line. */
export interface Column<T> {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
  value: (line: T) => string;
}

export function row(
  doc: PDFKit.PDFDocument,
  cols: readonly Pick<Column<unknown>, 'width' | 'align'>[],
  cells: string[],
  y: number,
  bold: boolean,
): number {
  doc.fontSize(8);
  let x = LEFT;
  let height = 0;
  cols.forEach((c, i) => {
    const opts = { width: c.width - 4, align: c.align };
    // Measured in the font of its first script: a cell mixing scripts is one line of label.
    height = Math.max(height, doc.font(fontFor(cells[i]!, bold)).heightOfString(cells[i]!, opts));
    label(doc, cells[i]!, bold, x + 2, y, opts);
    x += c.width;
  });
  return y + height + 6;
}

export function rule(doc: PDFKit.PDFDocument, y: number): void {
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
}
