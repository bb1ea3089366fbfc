import type { Translate } from '@shop/shared/i18n/translate';
import type { GstSplit } from '@shop/shared/orders/gst';
import { SHIPPING_SAC, type InvoiceData, type InvoiceLine } from './invoice-model';
import { money, rateText, row, rule, type Column as LayoutColumn } from './pdf-layout';

/** A column, named apart from its heading so the shipping row finds it in either language. */
type Column = LayoutColumn<InvoiceLine> & {
  name?: 'no' | 'description' | 'hsn' | 'qty' | 'price' | 'amount';
};

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

function columns(kind: GstSplit['kind'], rate: number | null, t: Translate): Column[] {
  return [
    { name: 'no', title: '#', width: 16, align: 'left', value: (l) => String(l.no) },
    {
      name: 'description',
      title: t('pdf.column.description'),
      width: 114,
      align: 'left',
      value: (l) => l.description,
    },
    { name: 'hsn', title: 'HSN/SAC', width: 42, align: 'left', value: (l) => l.hsn },
    {
      name: 'qty',
      title: t('pdf.column.quantity'),
      width: 22,
      align: 'right',
      value: (l) => String(l.quantity),
    },
    {
      name: 'price',
      title: t('pdf.column.unitPrice'),
      width: 56,
      align: 'right',
      value: (l) => money(l.unitPricePaise),
    },
    {
      title: t('pdf.column.taxableValue'),
      width: 62,
      align: 'right',
      value: (l) => money(l.taxableValuePaise),
    },
    {
      title: t('pdf.column.rate'),
      width: 30,
      align: 'right',
      value: (l) => `${l.taxRatePercent}%`,
    },
    ...taxColumns(kind, rate),
    {
      name: 'amount',
      title: t('pdf.column.amount'),
      width: 65,
      align: 'right',
      value: (l) => money(l.totalPaise),
    },
  ];
}

export function invoiceTable(
  doc: PDFKit.PDFDocument,
  invoice: InvoiceData,
  y: number,
  t: Translate,
): number {
  const cols = columns(invoice.kind, invoice.taxRatePercent, t);
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
      if (c.name === 'description') return t('pdf.shippingLine');
      if (c.name === 'hsn') return SHIPPING_SAC;
      if (c.name === 'qty') return '1';
      if (c.name === 'price' || c.name === 'amount') return money(untaxed.shippingPaise);
      if (c.name === 'no') return String(invoice.lines.length + 1);
      return '-';
    });
    y = row(doc, cols, shipping, y, false);
  }
  rule(doc, y - 3);
  return y;
}
