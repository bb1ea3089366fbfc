import type { GstCreditNoteDoc, GstInvoiceDoc, GstLine } from '@shop/shared/gst-returns/documents';
import type { Database } from '../../../db/database';
import { chargeLines, type ChargeLine } from '../../invoices/invoice-model';
import { refundedChargeLines } from '../../returns/refunded-charges';
import { returnedLines } from '../../returns/returned-lines';
import type { OrderLineRow, OrderRow } from '../../orders/repository';

/** The buyer and place of supply of an order's GST documents, as frozen on it (ADR 044). */
function party(order: OrderRow) {
  return {
    orderId: order.order_id,
    buyerName: order.business_name ?? order.customer_name,
    buyerGstin: order.business_gstin,
    placeOfSupply: order.state_code,
    supplierState: order.seller_state_code,
  };
}

const invoiceLine = (l: OrderLineRow): GstLine => ({
  lineNo: l.line_no,
  description: l.name,
  hsn: l.hsn,
  quantity: l.quantity,
  ratePercent: l.tax_rate,
  taxablePaise: l.taxable_value,
  taxPaise: l.tax_amount,
});

/**
 * A charge billed as an invoice line (ADR 096), as the return reports it: in the value and tax of
 * the goods' HSN row, with no quantity, since it delivers goods already counted there.
 */
const chargeGstLine = (c: ChargeLine): GstLine => ({
  lineNo: c.no,
  description: c.description,
  hsn: c.hsn,
  quantity: 0,
  ratePercent: c.ratePercent,
  taxablePaise: c.taxablePaise,
  taxPaise: c.taxPaise,
});

function linesByOrder(lines: OrderLineRow[]): Map<string, OrderLineRow[]> {
  const map = new Map<string, OrderLineRow[]>();
  for (const l of lines) map.set(l.order_id, [...(map.get(l.order_id) ?? []), l]);
  return map;
}

/**
 * Tax invoices issued from `since` to before `before` (UTC ISO), with their lines, read from
 * the orders that carry them: number, date, buyer, place of supply, value and each line's HSN,
 * rate, taxable value and tax as stored when the order was placed.
 */
export async function invoicesIssuedBetween(
  db: Database,
  since: string,
  before: string,
): Promise<GstInvoiceDoc[]> {
  const inMonth = db
    .selectFrom('orders')
    .select('order_id')
    .where('invoice_number', 'is not', null)
    .where('invoice_date', '>=', since)
    .where('invoice_date', '<', before);
  const [orders, lines] = await Promise.all([
    db.selectFrom('orders').selectAll().where('order_id', 'in', inMonth).execute(),
    db
      .selectFrom('order_lines')
      .selectAll()
      .where('order_id', 'in', inMonth)
      .orderBy('order_id')
      .orderBy('line_no')
      .execute(),
  ]);
  const byOrder = linesByOrder(lines);
  return orders.map((o) => {
    const goods = byOrder.get(o.order_id) ?? [];
    return {
      ...party(o),
      number: o.invoice_number!,
      issuedAt: o.invoice_date!,
      valuePaise: o.total_amount,
      lines: [...goods.map(invoiceLine), ...chargeLines(o, goods.length).map(chargeGstLine)],
    };
  });
}

/**
 * Credit notes issued from `since` to before `before`: each refund's note with the units, taxable
 * value and tax frozen on it (ADR 059), the HSN, rate and description of the order lines they
 * reverse, and the invoice they reduce.
 */
export async function creditNotesIssuedBetween(
  db: Database,
  since: string,
  before: string,
): Promise<GstCreditNoteDoc[]> {
  const refundsInMonth = db
    .selectFrom('refunds')
    .select('id')
    .where('credit_note_number', 'is not', null)
    .where('credit_note_date', '>=', since)
    .where('credit_note_date', '<', before);
  const ordersInMonth = db
    .selectFrom('refunds')
    .select('order_id')
    .where('id', 'in', refundsInMonth);
  const [refunds, refundLines, orders, orderLines] = await Promise.all([
    db.selectFrom('refunds').selectAll().where('id', 'in', refundsInMonth).execute(),
    db
      .selectFrom('refund_lines')
      .selectAll()
      .where('refund_id', 'in', refundsInMonth)
      .orderBy('refund_id')
      .orderBy('line_no')
      .execute(),
    db.selectFrom('orders').selectAll().where('order_id', 'in', ordersInMonth).execute(),
    db.selectFrom('order_lines').selectAll().where('order_id', 'in', ordersInMonth).execute(),
  ]);
  const orderOf = new Map(orders.map((o) => [o.order_id, o]));
  const sold = linesByOrder(orderLines);
  const returned = new Map<number, typeof refundLines>();
  for (const l of refundLines) returned.set(l.refund_id, [...(returned.get(l.refund_id) ?? []), l]);
  return refunds.map((r) => {
    // Every refund belongs to an order (foreign key), read in the same query set.
    const order = orderOf.get(r.order_id)!;
    const lines = sold.get(r.order_id) ?? [];
    return {
      ...party(order),
      number: r.credit_note_number!,
      issuedAt: r.credit_note_date!,
      valuePaise: r.amount_paise,
      invoice: {
        number: order.invoice_number ?? '',
        issuedAt: order.invoice_date ?? r.credit_note_date!,
        valuePaise: order.total_amount,
      },
      lines: [
        ...returnedLines(returned.get(r.id) ?? [], lines).map(
          ({ unitPricePaise: _price, ...line }) => line,
        ),
        ...refundedChargeLines(order, lines.length, r).map(chargeGstLine),
      ],
    };
  });
}

/** When the shop issued its first tax invoice (UTC ISO), or null before it has issued any. */
export async function firstInvoiceDate(db: Database): Promise<string | null> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.min('invoice_date').as('first'))
    .where('invoice_number', 'is not', null)
    .executeTakeFirst();
  return row?.first ?? null;
}
