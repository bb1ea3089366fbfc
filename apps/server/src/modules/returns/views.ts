import { paymentStatusShown } from '@shop/shared/returns/refund-amount';
import {
  RETURN_ERRORS,
  type OrderReturns,
  type RefundView,
  type ReturnView,
} from '@shop/shared/returns/returns';
import { lastReturnDay, withinReturnWindow } from '@shop/shared/returns/window';
import type { OrderEventRow, OrderLineRow, OrderRow } from '../orders/repository';
import { refundReference } from './refunds';
import type { RefundRow, ReturnLineRow, ReturnRow } from './repository';

export function toRefundView(r: RefundRow): RefundView {
  return {
    id: r.id,
    returnId: r.return_id,
    amountPaise: r.amount_paise,
    shippingPaise: r.shipping_paise,
    shippingTaxPaise: r.shipping_tax_paise,
    method: r.method,
    status: r.status,
    reference: refundReference(r),
    creditNoteNumber: r.credit_note_number,
    createdAt: r.created_at,
    processedAt: r.processed_at,
    error: r.error,
  };
}

export function toReturnView(
  r: ReturnRow,
  lines: readonly ReturnLineRow[],
  orderLines: readonly OrderLineRow[],
  refunds: readonly RefundRow[],
): ReturnView {
  const sold = new Map(orderLines.map((l) => [l.line_no, l]));
  const refund = refunds.findLast((f) => f.return_id === r.id);
  return {
    id: r.id,
    orderId: r.order_id,
    status: r.status,
    reason: r.reason,
    note: r.note,
    staffNote: r.staff_note,
    requestedAt: r.requested_at,
    decidedAt: r.decided_at,
    receivedAt: r.received_at,
    lines: lines
      .filter((l) => l.return_id === r.id)
      .map((l) => ({
        lineNo: l.line_no,
        productId: sold.get(l.line_no)?.product_id ?? 0,
        name: sold.get(l.line_no)?.name ?? `Line ${l.line_no}`,
        quantity: l.quantity,
      })),
    refund: refund ? toRefundView(refund) : null,
  };
}

/** When the order was delivered: the last Delivered step of its timeline. */
export function deliveredAt(events: readonly OrderEventRow[]): Date | undefined {
  const step = events.findLast((e) => e.status === 'Delivered');
  return step ? new Date(step.at) : undefined;
}

/** Why the customer may not ask for a return now, or null when they may. */
export function returnRefusal(
  order: OrderRow,
  delivered: Date | undefined,
  now: Date,
): string | null {
  if (order.order_status !== 'Delivered' || !delivered) return RETURN_ERRORS.notDelivered;
  if (!withinReturnWindow(delivered, now)) return RETURN_ERRORS.windowClosed;
  return null;
}

export interface OrderReturnsParts {
  order: OrderRow;
  lines: readonly OrderLineRow[];
  events: readonly OrderEventRow[];
  returns: readonly ReturnRow[];
  returnLines: readonly ReturnLineRow[];
  refunds: readonly RefundRow[];
  claimed: ReadonlyMap<number, number>;
  returnable: ReadonlyMap<number, boolean>;
}

export function toOrderReturns(p: OrderReturnsParts, now: Date): OrderReturns {
  const delivered = deliveredAt(p.events);
  const lines = p.lines.map((l) => ({
    lineNo: l.line_no,
    productId: l.product_id,
    name: l.name,
    bought: l.quantity,
    available: Math.max(0, l.quantity - (p.claimed.get(l.line_no) ?? 0)),
    returnable: p.returnable.get(l.product_id) ?? true,
  }));
  const refusal =
    returnRefusal(p.order, delivered, now) ??
    (lines.some((l) => l.returnable && l.available > 0) ? null : 'Nothing left to return.');
  return {
    orderId: p.order.order_id,
    refusal,
    lastDay: delivered ? lastReturnDay(delivered) : null,
    lines,
    returns: p.returns.map((r) => toReturnView(r, p.returnLines, p.lines, p.refunds)).reverse(),
    refunds: p.refunds.map(toRefundView),
    refundedPaise: p.order.refunded_paise,
    paymentStatusShown: paymentStatusShown(
      p.order.payment_status,
      p.order.refunded_paise,
      p.order.total_amount,
    ),
  };
}
