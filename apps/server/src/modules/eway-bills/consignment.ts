import type { Consignment } from '@shop/shared/eway-bills/need';
import type { PartAInvoice, PartAParty } from '@shop/shared/eway-bills/part-a';
import { invoiceData, type InvoiceData } from '../invoices/invoice-model';
import type { OrderLineRow, OrderRow } from '../orders/repository';

/*
 * An order's consignment, read from its tax invoice (the invoice module's `invoiceData`): the
 * e-way bill's values are the invoice's to the paisa, whatever rules the invoice follows.
 */

/** The invoice's figures; an order not yet invoiced is read as it will be invoiced. */
function invoiceOf(order: OrderRow, lines: readonly OrderLineRow[]): InvoiceData {
  if (order.invoice_number && order.invoice_date) return invoiceData(order, lines);
  return invoiceData(
    { ...order, invoice_number: 'not-issued', invoice_date: new Date().toISOString() },
    lines,
  );
}

/** What Rule 138 weighs: where the goods go and the invoice's lines and total. */
export function consignmentOf(order: OrderRow, lines: readonly OrderLineRow[]): Consignment {
  const invoice = invoiceOf(order, lines);
  return {
    fromStateCode: invoice.supplier.stateCode,
    toStateCode: invoice.shipTo.stateCode,
    invoiceTotalPaise: invoice.totals.totalPaise,
    lines: invoice.lines.map((l) => ({
      hsn: l.hsn,
      taxRatePercent: l.taxRatePercent,
      valuePaise: l.totalPaise,
    })),
  };
}

/** The seller's frozen address: "street, locality\nCity, State 400093". */
function supplierParty(invoice: InvoiceData): PartAParty {
  const last = invoice.supplier.lines.at(-1) ?? '';
  return {
    gstin: invoice.supplier.gstin,
    name: invoice.supplier.name,
    addressLines: invoice.supplier.lines.slice(0, -1),
    place: last.split(',')[0]!.trim(),
    pincode: /([1-9][0-9]{5})\s*$/.exec(last)?.[1] ?? '',
    stateCode: invoice.supplier.stateCode,
  };
}

/** Part A of an invoiced order, with the courier's transporter id when staff recorded it. */
export function partAInvoiceOf(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  transporter: { id: string | null; name: string | null },
): PartAInvoice {
  const invoice = invoiceData(order, lines);
  const shipTo: PartAParty = {
    gstin: null,
    name: invoice.shipTo.name,
    addressLines: [order.address],
    place: order.city,
    pincode: order.pincode,
    stateCode: invoice.shipTo.stateCode,
  };
  const { totals } = invoice;
  const split = totals.split;
  return {
    number: invoice.number,
    date: invoice.date,
    supplier: supplierParty(invoice),
    billTo: { ...shipTo, name: invoice.billTo.name, gstin: invoice.billTo.gstin },
    shipTo,
    movement: split.kind,
    items: invoice.lines.map((l) => ({
      name: l.description,
      hsn: l.hsn,
      quantity: l.quantity,
      taxableValuePaise: l.taxableValuePaise,
      taxRatePercent: l.taxRatePercent,
    })),
    totals: {
      taxablePaise: totals.taxablePaise,
      cgstPaise: split.kind === 'intra-state' ? split.cgstPaise : 0,
      sgstPaise: split.kind === 'intra-state' ? split.sgstPaise : 0,
      igstPaise: split.kind === 'inter-state' ? split.igstPaise : 0,
      otherPaise: totals.totalPaise - totals.taxablePaise - totals.taxPaise,
      totalPaise: totals.totalPaise,
    },
    transporterId: transporter.id,
    transporterName: transporter.name,
  };
}
