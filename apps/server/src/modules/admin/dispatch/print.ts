import PDFDocument from 'pdfkit';
import { codToCollect } from '@shop/shared/admin/dispatch';
import { SHOP } from '@shop/shared/shop/identity';
import { invoiceData } from '../../invoices/invoice-model';
import { drawInvoice, pdfBuffer } from '../../invoices/invoice-pdf';
import type { OrderEventRow, OrderLineRow, OrderRow } from '../../orders/repository';
import { drawLabel, type ShippingLabel } from './label-pdf';

/** An order as the print needs it: its stored record, lines and timeline. */
export interface PrintableOrder {
  row: OrderRow;
  lines: readonly OrderLineRow[];
  events: readonly OrderEventRow[];
  /** Its e-way bill line (ADR 097), or null. */
  ewayBill: string | null;
}

/** The label of an order, from its stored record (the address it was placed with). */
export function labelOf({ row, events, ewayBill }: PrintableOrder): ShippingLabel {
  const shipped = events.findLast((e) => e.carrier && e.tracking_number);
  const a = SHOP.address;
  return {
    orderId: row.order_id,
    shipTo: {
      name: row.customer_name,
      address: row.address,
      city: row.city,
      state: row.state,
      pincode: row.pincode,
    },
    phone: row.customer_phone,
    ewayBill,
    shipment: shipped
      ? { carrier: shipped.carrier!, trackingNumber: shipped.tracking_number! }
      : null,
    codPaise: codToCollect({
      paymentMethod: row.payment_method,
      paymentStatus: row.payment_status,
      totalPaise: row.total_amount,
    }),
    returnTo: {
      name: SHOP.name,
      lines: [`${a.street}, ${a.locality}`, `${a.city}, ${a.state} ${a.pincode}`],
      phone: SHOP.phone,
    },
  };
}

/**
 * One PDF for the packing table (ADR 068): for each order, its GST tax invoice (A4, drawn by the
 * invoice module) and then its 4×6-inch shipping label.
 */
export async function renderDispatchPdf(orders: readonly PrintableOrder[]): Promise<Buffer> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    size: 'A4',
    margin: 36,
    info: {
      Title: `Invoices and labels: ${orders.map((o) => o.row.order_id).join(', ')}`,
      Author: SHOP.name,
      CreationDate: new Date(0),
    },
  });
  const done = pdfBuffer(doc);
  for (const order of orders) {
    doc.addPage();
    drawInvoice(doc, { ...invoiceData(order.row, order.lines), ewayBill: order.ewayBill });
    await drawLabel(doc, labelOf(order));
  }
  doc.end();
  return done;
}
