import { DISPATCH_MESSAGES, type DispatchRow } from '@shop/shared/admin/dispatch';
import type { StockMover } from '@shop/shared/admin/stock';
import { formatPaiseExact } from '@shop/shared/format/money';
import { ORDER_ERRORS } from '@shop/shared/orders/errors';
import { COD_MESSAGES } from '@shop/shared/payments/cod';
import { BANK_TRANSFER_MESSAGES, BANK_TRANSFER_METHOD } from '@shop/shared/payments/bank-transfer';
import { COD_METHOD } from '@shop/shared/orders/place-order';
import {
  canMoveTo,
  nextStatuses,
  returnsStock,
  type OrderStatus,
} from '@shop/shared/orders/lifecycle';
import type { OrderDetail } from '@shop/shared/orders/order';
import { awaitsPayment, PAYMENT_WINDOW_EXPIRED_NOTE } from '@shop/shared/orders/payment-window';
import { statusChangeSchema, type StatusChangeInput } from '@shop/shared/orders/status-change';
import type { Database } from '../../db/database';
import { ConflictError, InvalidInputError, NotFoundError } from '../../lib/domain-errors';
import { parseInput } from '../../lib/parse-input';
import type { EmailService } from '../email/service';
import { ewayBillLineOf, ewayBillsMissing } from '../eway-bills';
import { issueInvoiceNumber } from '../invoices/repository';
import type { RefundService } from '../returns/refunds';
import { SHOP_ITSELF } from '../stock/movements';
import { orderStatusEmail } from './emails';
import * as repo from './repository';
import { refreshCatalogueIfShown, returnStock } from './stock-repository';
import { readyToShipAmong } from './to-ship';
import { toDetail } from './views';

export interface StatusChanged {
  order: OrderDetail;
  from: OrderStatus;
  to: OrderStatus;
}

function refusal(orderId: string, from: OrderStatus, to: OrderStatus): ConflictError {
  const next = nextStatuses(from);
  const message =
    from === to
      ? `Order ${orderId} is already ${from}.`
      : `Order ${orderId} is ${from} and cannot be moved to ${to}. ${
          next.length
            ? `From ${from} it can move to ${next.join(' or ')}.`
            : `${from} is a final status.`
        }`;
  return new ConflictError('status_not_allowed', message);
}

/**
 * Moves orders through Placed → Processing → Shipped → Delivered, or to Cancelled before they
 * ship. Used by the back office and by `npm run order:status`.
 */
export class OrderLifecycle {
  constructor(
    private readonly db: Database,
    private readonly email: EmailService,
    private readonly publicUrl: string,
    private readonly refunds: RefundService,
  ) {}

  /**
   * Changes an order's status in one transaction: refuses illegal moves (ConflictError) and a
   * shipment without courier and tracking number (InvalidInputError); records the change with its time; puts the stock
   * back when an order is cancelled, and refunds a paid one in full (ADR 058); issues the GST
   * invoice number when the goods ship (the time of supply); and queues an email to the customer.
   * `by` is who the stock history names for units put back (ADR 069): the shop itself unless told.
   */
  async changeStatus(
    orderId: string,
    to: OrderStatus,
    details: Omit<StatusChangeInput, 'status'> = {},
    by: StockMover = SHOP_ITSELF,
  ): Promise<StatusChanged> {
    const change = parseInput(statusChangeSchema, { ...details, status: to });
    const now = new Date();
    const { from, refundId } = await this.db.transaction().execute(async (trx) => {
      const order = await repo.lockOrder(trx, orderId, now);
      if (!order) throw new NotFoundError(`${ORDER_ERRORS.orderNotFound}: ${orderId}`);
      const from = order.order_status;
      if (!canMoveTo(from, to)) throw refusal(orderId, from, to);
      if (to === 'Shipped') {
        const missing = (await ewayBillsMissing(trx, [orderId])).get(orderId);
        if (missing) throw new ConflictError('eway_bill_missing', missing);
      }
      return { from, refundId: await this.apply(trx, order, to, change, now, by) };
    });
    this.email.wake();
    // A Razorpay refund goes out once the cancellation is committed.
    if (refundId !== undefined) await this.refunds.send(refundId);
    const row = (await repo.findOrder(this.db, orderId))!;
    const lines = await repo.findLines(this.db, orderId);
    const events = await repo.findEvents(this.db, orderId);
    return { order: toDetail(row, lines, events), from, to };
  }

  /**
   * Ships several orders in one transaction, all or none (ADR 068): each must be one the to-ship
   * rule lets go (paid, or Cash on Delivery confirmed); each then moves to Shipped exactly as
   * `changeStatus` moves one (event with courier and AWB number, invoice numbered in the order
   * given, email queued), a paid one still Placed through Processing first, without an email.
   * Any order that cannot go is named (field `orders.<i>.orderId`) and nothing changes: in a
   * ConflictError when every such order is already Shipped or Delivered, else an InvalidInputError; shipping moves no stock, so no stock history names anyone. `alongside` runs in the same transaction once
   * they moved (the back office's audit entries).
   */
  async shipAll(
    rows: readonly DispatchRow[],
    alongside?: (trx: Database, shipped: { orderId: string; from: OrderStatus }[]) => Promise<void>,
  ): Promise<void> {
    const now = new Date();
    await this.db.transaction().execute(async (trx) => {
      const locked = new Map<string, repo.OrderRow>();
      // In order id order, so two dispatches of overlapping orders never deadlock.
      for (const orderId of rows.map((r) => r.orderId).sort()) {
        const order = await repo.lockOrder(trx, orderId, now);
        if (order) locked.set(orderId, order);
      }
      const ready = await readyToShipAmong(trx, [...locked.keys()]);
      const noEwayBill = await ewayBillsMissing(trx, [...ready]);
      const problems: Record<string, string> = {};
      let gone = 0;
      rows.forEach((row, i) => {
        const order = locked.get(row.orderId);
        const problem = !order
          ? DISPATCH_MESSAGES.notFound(row.orderId)
          : !ready.has(row.orderId)
            ? DISPATCH_MESSAGES.notToShip(row.orderId, notReadyReason(order))
            : noEwayBill.get(row.orderId);
        if (problem) problems[`orders.${i}.orderId`] = problem;
        if (problem && order && isDispatched(order.order_status)) gone++;
      });
      const count = Object.keys(problems).length;
      if (count > 0) {
        const named = Object.values(problems).join(' ');
        // Only e-way bills missing: the orders are fine, their paperwork is not done yet.
        const ewayOnly = rows.every(
          (r, i) => !problems[`orders.${i}.orderId`] || noEwayBill.has(r.orderId),
        );
        if (ewayOnly) {
          throw new ConflictError('eway_bill_missing', named, problems);
        }
        // Orders already on their way (dispatched in another tab, or a form sent twice) conflict
        // with the order's state rather than being bad input.
        if (gone === count) {
          throw new ConflictError(
            'already_dispatched',
            `${DISPATCH_MESSAGES.alreadyDispatched} ${named}`,
            problems,
          );
        }
        throw new InvalidInputError(
          'not_ready_to_ship',
          `${DISPATCH_MESSAGES.nothingDone} ${named}`,
          problems,
        );
      }
      const shipped = [];
      for (const row of rows) {
        let order = locked.get(row.orderId)!;
        const from = order.order_status;
        if (from === 'Placed') {
          // A paid order not yet marked Processing passes through it on the timeline; its
          // customer hears once, that it shipped.
          await this.apply(trx, order, 'Processing', {}, now, SHOP_ITSELF, undefined, false);
          order = { ...order, order_status: 'Processing' };
        }
        const shipment = { carrier: row.carrier, trackingNumber: row.trackingNumber };
        await this.apply(trx, order, 'Shipped', shipment, now, SHOP_ITSELF);
        shipped.push({ orderId: row.orderId, from });
      }
      await alongside?.(trx, shipped);
    });
    this.email.wake();
  }

  /**
   * Cancels an order whose payment window has run out (ADR 022), with the stock returned and the
   * customer told why. The order is locked and checked again first: false when it was paid or
   * moved on meanwhile, so a payment that lands at the same moment wins.
   */
  async cancelUnpaid(orderId: string, now: Date): Promise<boolean> {
    const cancelled = await this.db.transaction().execute(async (trx) => {
      const order = await repo.lockOrder(trx, orderId, now);
      if (!order) return false;
      const waiting = awaitsPayment({
        status: order.order_status,
        paymentStatus: order.payment_status,
        paymentMethod: order.payment_method,
      });
      if (!waiting) return false;
      const note = { note: expiredNote(order) };
      await this.apply(trx, order, 'Cancelled', note, now, SHOP_ITSELF, 'order_expired');
      return true;
    });
    if (cancelled) this.email.wake();
    return cancelled;
  }

  /**
   * One status change inside `trx`, on an order already locked and allowed to move; answers the
   * id of the refund a paid order's cancellation opened.
   */
  private async apply(
    trx: Database,
    order: repo.OrderRow,
    to: OrderStatus,
    change: Omit<StatusChangeInput, 'status'>,
    now: Date,
    by: StockMover,
    reason: 'order_cancelled' | 'order_expired' = 'order_cancelled',
    notify = true,
  ): Promise<number | undefined> {
    const orderId = order.order_id;
    const from = order.order_status;
    await repo.setOrderStatus(trx, orderId, to, now);
    // Cash on Delivery is paid when the courier delivers (ADR 056), said in the Delivered note.
    const collected = to === 'Delivered' && (await repo.markCashCollected(trx, orderId, now));
    const note = collected
      ? [change.note, COD_MESSAGES.paidNote(formatPaiseExact(order.total_amount))]
          .filter(Boolean)
          .join(' ')
      : change.note;
    if (returnsStock(from, to)) {
      const levels: number[] = [];
      // In product id order, as orders take stock, so concurrent writers never deadlock.
      const lines = await repo.findLines(trx, orderId);
      for (const line of lines.sort((a, b) => a.product_id - b.product_id)) {
        const cause = { reason, by, orderId };
        const level = await returnStock(trx, line.product_id, line.quantity, cause, now);
        if (level !== undefined) levels.push(level - line.quantity);
      }
      // Pages showed these as low or sold out; they are worth refreshing now.
      await refreshCatalogueIfShown(trx, levels);
    }
    if (to === 'Shipped' && order.invoice_number === null) {
      await issueInvoiceNumber(trx, orderId, now);
    }
    await repo.insertEvent(trx, {
      order_id: orderId,
      status: to,
      note: note ?? null,
      carrier: change.carrier ?? null,
      tracking_number: change.trackingNumber ?? null,
      at: now.toISOString(),
    });
    if (notify) {
      const ewayBill = to === 'Shipped' ? await ewayBillLineOf(trx, orderId) : null;
      const mail = orderStatusEmail(order, to, { ...change, note, ewayBill }, this.publicUrl);
      await this.email.send({ to: order.customer_email, ...mail }, trx);
    }
    if (to === 'Cancelled' && order.payment_status === 'Paid') {
      return (await this.refunds.openForCancellation(trx, order, now))?.id;
    }
    return undefined;
  }
}

/** The cancellation's reason: the 30-minute window, or a bank transfer's days (ADR 106). */
function expiredNote(order: repo.OrderRow): string {
  if (order.payment_method !== BANK_TRANSFER_METHOD || order.pay_by === null) {
    return PAYMENT_WINDOW_EXPIRED_NOTE;
  }
  const days = Math.round((Date.parse(order.pay_by) - Date.parse(order.created_at)) / 86_400_000);
  return BANK_TRANSFER_MESSAGES.expiredNote(days);
}

/** Why an order is not in the to-ship queue, in the words of the queue's rule. */
const isDispatched = (status: OrderStatus) => status === 'Shipped' || status === 'Delivered';

function notReadyReason(order: repo.OrderRow): string {
  const status = order.order_status;
  if (isDispatched(status)) return `it is already ${status}`;
  if (status === 'Cancelled') return 'it is Cancelled';
  if (order.payment_method === COD_METHOD) return 'its Cash on Delivery order is not confirmed yet';
  return 'it is not paid yet';
}
