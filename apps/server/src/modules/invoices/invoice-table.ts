import type { GstSplit } from '@shop/shared/orders/gst';
import { SHIPPING_SAC, type InvoiceData, type InvoiceLine } from './invoice-model';
import { money, rateText, row, rule, type Column as LayoutColumn } from './pdf-layout';

type Column = LayoutColumn<InvoiceLine>;

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

export function invoiceTable(doc: PDFKit.PDFDocument, invoice: InvoiceData, y: number): number {
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
  // An invoice issued before ADR 096 billed delivery as a courier service without GST.
  const untaxed = invoice.untaxedCharges;
  if (untaxed) {
    const shipping = cols.map((c) => {
      if (c.title === 'Description') return 'Shipping and delivery (courier), no GST';
      if (c.title === 'HSN/SAC') return SHIPPING_SAC;
      if (c.title === 'Qty') return '1';
      if (c.title === 'Unit price' || c.title === 'Amount') return money(untaxed.shippingPaise);
      if (c.title === '#') return String(invoice.lines.length + 1);
      return '-';
    });
    y = row(doc, cols, shipping, y, false);
  }
  rule(doc, y - 3);
  return y;
}
