import PDFDocument from 'pdfkit';
import type { GstSplit } from '@shop/shared/orders/gst';
import {
  SHIPPING_SAC,
  type InvoiceData,
  type InvoiceLine,
  type InvoiceParty,
} from './invoice-model';

// The PDF standard fonts have no ₹ glyph; invoices write amounts as 'Rs. 1,23,456.00'.
const figures = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const money = (paise: number) => figures.format(paise / 100);
const rs = (paise: number) => `Rs. ${money(paise)}`;

/** ' 9%' for a rate of 18 halved, or '' when the lines' rates differ: rates come from the order. */
const rateText = (rate: number | null, share = 1) => (rate === null ? '' : ` ${rate * share}%`);
const at = (rate: number | null, share = 1) => (rate === null ? '' : ` @${rateText(rate, share)}`);
const LEFT = 36;
const WIDTH = 523; // A4 (595 pt) less 36 pt margins
const GREY = '#555555';

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
  value: (line: InvoiceLine) => string;
}

function taxColumns(kind: GstSplit['kind'], rate: number | null): Column[] {
  if (kind === 'intra-state') {
    const part = (l: InvoiceLine, k: 'cgstPaise' | 'sgstPaise') =>
      l.split.kind === 'intra-state' ? money(l.split[k]) : '';
    return [
      {
        title: `CGST${rateText(rate, 0.5)}`,
        width: 58,
        align: 'right',
        value: (l) => part(l, 'cgstPaise'),
      },
      {
        title: `SGST${rateText(rate, 0.5)}`,
        width: 58,
        align: 'right',
        value: (l) => part(l, 'sgstPaise'),
      },
    ];
  }
  const igst = (l: InvoiceLine) => (l.split.kind === 'inter-state' ? money(l.split.igstPaise) : '');
  return [{ title: `IGST${rateText(rate)}`, width: 116, align: 'right', value: igst }];
}

function columns(kind: GstSplit['kind'], rate: number | null): Column[] {
  return [
    { title: '#', width: 16, align: 'left', value: (l) => String(l.no) },
    { title: 'Description', width: 114, align: 'left', value: (l) => l.description },
    { title: 'HSN/SAC', width: 42, align: 'left', value: (l) => l.hsn },
    { title: 'Qty', width: 22, align: 'right', value: (l) => String(l.quantity) },
    { title: 'Unit price', width: 56, align: 'right', value: (l) => money(l.unitPricePaise) },
    { title: 'Taxable value', width: 62, align: 'right', value: (l) => money(l.taxableValuePaise) },
    { title: 'Rate', width: 30, align: 'right', value: (l) => `${l.taxRatePercent}%` },
    ...taxColumns(kind, rate),
    { title: 'Amount', width: 65, align: 'right', value: (l) => money(l.totalPaise) },
  ];
}

/** Renders a GST tax invoice (or a credit note against one, ADR 059) as an A4 PDF. */
export function renderInvoicePdf(invoice: InvoiceData): Promise<Buffer> {
  const credit = invoice.document.kind === 'credit-note';
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: {
      Title: `${credit ? 'Credit note' : 'Tax invoice'} ${invoice.number}`,
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
 * label (the dispatch print, ADR 068).
 */
export function drawInvoice(doc: PDFKit.PDFDocument, invoice: InvoiceData): void {
  const credit = invoice.document.kind === 'credit-note' ? invoice.document : undefined;
  const name = credit ? 'Credit note' : 'Invoice';
  const against: [string, string][] = credit
    ? [
        ['Against invoice', `${credit.invoiceNumber} of ${credit.invoiceDate}`],
        ['Reason', credit.reason],
      ]
    : [];
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(credit ? 'CREDIT NOTE' : 'TAX INVOICE', LEFT, 36, { width: WIDTH, align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(GREY)
    .text('Original for recipient', { width: WIDTH, align: 'center' });
  doc.fillColor('black');

  const top = 80;
  const supplierEnd = party(doc, 'Sold by', invoice.supplier, LEFT, top, 260, [
    invoice.supplier.contact,
  ]);
  const metaEnd = keyValues(doc, LEFT + 290, top, 233, [
    [`${name} number`, invoice.number],
    [`${name} date`, invoice.date],
    ...against,
    ['Order ID', invoice.orderId],
    ['Order date', invoice.orderDate],
    ['Place of supply', invoice.placeOfSupply],
    ['Reverse charge', invoice.reverseCharge],
  ]);
  let y = Math.max(supplierEnd, metaEnd) + 14;
  const billEnd = party(doc, 'Bill to', invoice.billTo, LEFT, y, 250);
  const shipEnd = party(doc, 'Ship to', invoice.shipTo, LEFT + 273, y, 250);
  y = Math.max(billEnd, shipEnd) + 16;

  y = table(doc, invoice, y);
  y = totals(doc, invoice, y + 8);

  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text('Amount in words:', LEFT, y + 10, { width: WIDTH });
  doc.font('Helvetica').text(invoice.amountInWords, { width: WIDTH });
  doc.moveDown(1.2).fontSize(8).fillColor(GREY);
  doc.text(
    `GST${invoice.taxRatePercent === null ? '' : ` at ${invoice.taxRatePercent}%`} is charged on the value of the goods. The delivery charge (SAC ${SHIPPING_SAC}) is billed without GST.`,
    { width: WIDTH },
  );
  doc.text(
    `Tax payable on reverse charge: No. This is a computer-generated ${name.toLowerCase()}.`,
    {
      width: WIDTH,
    },
  );
  doc.fillColor('black').fontSize(9).moveDown(2);
  doc.text(`For ${invoice.supplier.name}`, { width: WIDTH, align: 'right' });
  doc.moveDown(2).text('Authorised Signatory', { width: WIDTH, align: 'right' });
}

function party(
  doc: PDFKit.PDFDocument,
  heading: string,
  p: InvoiceParty,
  x: number,
  y: number,
  width: number,
  extra: string[] = [],
): number {
  doc
    .font('Helvetica-Bold')
    .fontSize(8)
    .fillColor(GREY)
    .text(heading.toUpperCase(), x, y, { width });
  doc.fillColor('black').fontSize(10).text(p.name, { width });
  doc.font('Helvetica').fontSize(9);
  for (const line of [...p.lines, ...extra]) doc.text(line, { width });
  if (p.gstin) doc.text(`GSTIN: ${p.gstin}`, { width });
  doc.text(`State: ${p.state}, State code: ${p.stateCode}`, { width });
  return doc.y;
}

function keyValues(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  width: number,
  rows: [string, string][],
): number {
  for (const [key, value] of rows) {
    doc.font('Helvetica').fontSize(9).fillColor(GREY).text(key, x, y, { width: 90 });
    doc
      .font('Helvetica-Bold')
      .fillColor('black')
      .text(value, x + 92, y, { width: width - 92 });
    y = doc.y + 2;
  }
  return y;
}

function row(
  doc: PDFKit.PDFDocument,
  cols: Column[],
  cells: string[],
  y: number,
  bold: boolean,
): number {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
  let x = LEFT;
  let height = 0;
  cols.forEach((c, i) => {
    const opts = { width: c.width - 4, align: c.align };
    height = Math.max(height, doc.heightOfString(cells[i]!, opts));
    doc.text(cells[i]!, x + 2, y, opts);
    x += c.width;
  });
  return y + height + 6;
}

function rule(doc: PDFKit.PDFDocument, y: number): void {
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
}

function table(doc: PDFKit.PDFDocument, invoice: InvoiceData, y: number): number {
  const cols = columns(invoice.kind, invoice.taxRatePercent);
  rule(doc, y - 4);
  y = row(
    doc,
    cols,
    cols.map((c) => c.title),
    y,
    true,
  );
  rule(doc, y - 3);
  for (const line of invoice.lines) {
    if (y > 740) {
      doc.addPage();
      y = 36;
    }
    y = row(
      doc,
      cols,
      cols.map((c) => c.value(line)),
      y,
      false,
    );
  }
  const shipping = cols.map((c) => {
    if (c.title === 'Description') return 'Shipping and delivery (courier), no GST';
    if (c.title === 'HSN/SAC') return SHIPPING_SAC;
    if (c.title === 'Qty') return '1';
    if (c.title === 'Unit price' || c.title === 'Amount') return money(invoice.shippingPaise);
    if (c.title === '#') return String(invoice.lines.length + 1);
    return '-';
  });
  y = row(doc, cols, shipping, y, false);
  rule(doc, y - 3);
  return y;
}

function totals(doc: PDFKit.PDFDocument, invoice: InvoiceData, y: number): number {
  const t = invoice.totals;
  const rows: [string, string][] = [['Taxable value of goods', rs(t.taxablePaise)]];
  if (t.split.kind === 'intra-state') {
    rows.push(
      [`CGST${at(invoice.taxRatePercent, 0.5)}`, rs(t.split.cgstPaise)],
      [`SGST${at(invoice.taxRatePercent, 0.5)}`, rs(t.split.sgstPaise)],
    );
  } else {
    rows.push([`IGST${at(invoice.taxRatePercent)}`, rs(t.split.igstPaise)]);
  }
  rows.push(
    ['Total GST', rs(t.taxPaise)],
    ['Shipping (no GST)', invoice.shippingPaise === 0 ? 'Free' : rs(invoice.shippingPaise)],
  );
  if (invoice.codFeePaise > 0)
    rows.push(['Cash on Delivery fee (no GST)', rs(invoice.codFeePaise)]);
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
