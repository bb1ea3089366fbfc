import type { DispatchRow } from '@shop/shared/admin/dispatch';
import type { StockMover } from '@shop/shared/admin/stock';
import { formatPaiseExact } from '@shop/shared/format/money';
import { ORDER_ERRORS } from '@shop/shared/orders/errors';
import { COD_MESSAGES } from '@shop/shared/payments/cod';
import { COD_CONFIRM_MESSAGES } from '@shop/shared/payments/cod-confirmation';
import { canMoveTo, returnsStock, type OrderStatus } from '@shop/shared/orders/lifecycle';
import { BANK_TRANSFER_MESSAGES, BANK_TRANSFER_METHOD } from '@shop/shared/payments/bank-transfer';
import { awaitsPayment, PAYMENT_WINDOW_EXPIRED_NOTE } from '@shop/shared/orders/payment-window';
import { statusChangeSchema, type StatusChangeInput } from '@shop/shared/orders/status-change';
import type { Database } from '../../db/database';
import { ConflictError, NotFoundError } from '../../lib/domain-errors';
import { parseInput } from '../../lib/parse-input';
import type { EmailService } from '../email/service';
import type { WhatsAppService } from '../whatsapp/service';
import { ewayBillLineOf, ewayBillsMissing } from '../eway-bills';
import { issueInvoiceNumber } from '../invoices/repository';
import type { RefundService } from '../returns/refunds';
import { SHOP_ITSELF } from '../stock/movements';
import { DeliveryProblemLinks } from './delivery-problem-links';
import { markCodConfirmed, markReturnToOrigin } from './cod-repository';
import { orderStatusEmail } from './emails';
import * as repo from './repository';
import { ShipmentNotices } from './shipment-notices';
import { refreshCatalogueIfShown, returnStock } from './stock-repository';
import { refusal, type StatusChanged } from './status-refusal';
import { awaitsCodConfirmation, readyToShipAmong, refuseUnready } from './to-ship';
import { toDetail } from './views';

/**
 * Moves orders through Placed → Processing → Shipped → Delivered, or to Cancelled before they
 * ship. Used by the back office and by `npm run order:status`.
 */
export type { StatusChanged } from './status-refusal';

export class OrderLifecycle {
  /** How customers hear about their parcel: every shipment event goes through it. */
  readonly notices: ShipmentNotices;

  constructor(
    private readonly db: Database,
    private readonly email: EmailService,
    private readonly publicUrl: string,
    private readonly refunds: RefundService,
    whatsapp?: Pick<WhatsAppService, 'notify'>,
  ) {
    const links = new DeliveryProblemLinks(db, publicUrl);
    this.notices = new ShipmentNotices(db, email, publicUrl, links, whatsapp);
  }

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
      refuseUnready(rows, locked, ready, noEwayBill);
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

  /** The courier started bringing the parcel back: it counts against COD from now (ADR 102). */
  noteReturnToOrigin(orderId: string, at: string): Promise<void> {
    return markReturnToOrigin(this.db, orderId, at);
  }

  /**
   * A parcel the courier brought back undelivered (return to origin, ADR 101): the Shipped order
   * is cancelled, its units go back on the shelf (stock history: return received) and a paid
   * order is refunded in full as any cancellation is (ADR 058). False when the order is not
   * Shipped (already handled, or moved on by staff).
   */
  async returnedToOrigin(orderId: string, note: string): Promise<boolean> {
    const now = new Date();
    const result = await this.db.transaction().execute(async (trx) => {
      const order = await repo.lockOrder(trx, orderId, now);
      if (order?.order_status !== 'Shipped') return { done: false };
      const change = { note };
      const refundId = await this.apply(
        trx,
        order,
        'Cancelled',
        change,
        now,
        SHOP_ITSELF,
        'return_received',
      );
      return { done: true, refundId };
    });
    this.email.wake();
    if (result.refundId !== undefined) await this.refunds.send(result.refundId);
    return result.done;
  }

  /**
   * Cancels an order whose payment window has run out (ADR 022), stock returned and the customer
   * told why; false when it was paid or moved on meanwhile (a payment landing now wins).
   */
  cancelUnpaid(orderId: string, now: Date): Promise<boolean> {
    const waiting = (o: repo.OrderRow) =>
      awaitsPayment({
        status: o.order_status,
        paymentStatus: o.payment_status,
        paymentMethod: o.payment_method,
      });
    return this.moveIf(orderId, now, waiting, 'Cancelled', expiredNote);
  }

  /** Cancels a COD order nobody confirmed in time (ADR 102); false if confirmed meanwhile. */
  cancelUnconfirmedCod(orderId: string, now: Date, note: string): Promise<boolean> {
    return this.moveIf(orderId, now, awaitsCodConfirmation, 'Cancelled', () => note);
  }

  /** The customer confirms a COD order by its link (ADR 102): Placed → Processing, to ship. */
  confirmCod(orderId: string, now: Date): Promise<boolean> {
    const note = COD_CONFIRM_MESSAGES.customerNote;
    return this.moveIf(orderId, now, awaitsCodConfirmation, 'Processing', () => note, 'customer');
  }

  /** Locks an order, checks `due` again under the lock, and moves it; false when not due. */
  private async moveIf(
    orderId: string,
    now: Date,
    due: (order: repo.OrderRow) => boolean,
    to: 'Cancelled' | 'Processing',
    noteOf: (order: repo.OrderRow) => string,
    confirmedBy?: 'customer',
  ): Promise<boolean> {
    const moved = await this.db.transaction().execute(async (trx) => {
      const order = await repo.lockOrder(trx, orderId, now);
      if (!order || !due(order)) return false;
      const reason = to === 'Cancelled' ? 'order_expired' : 'order_cancelled';
      const note = { note: noteOf(order) };
      await this.apply(trx, order, to, note, now, SHOP_ITSELF, reason, true, confirmedBy);
      return true;
    });
    if (moved) this.email.wake();
    return moved;
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
    reason: 'order_cancelled' | 'order_expired' | 'return_received' = 'order_cancelled',
    notify = true,
    codConfirmedBy: 'customer' | 'staff' = 'staff',
  ): Promise<number | undefined> {
    const orderId = order.order_id;
    const from = order.order_status;
    await repo.setOrderStatus(trx, orderId, to, now);
    if (awaitsCodConfirmation(order) && to === 'Processing') {
      await markCodConfirmed(trx, orderId, codConfirmedBy, now);
    }
    // Cash on Delivery is paid when the courier delivers (ADR 056), said in the Delivered note.
    const collected = to === 'Delivered' && (await repo.markCashCollected(trx, orderId, now));
    const note = collected
      ? [change.note, COD_MESSAGES.paidNote(formatPaiseExact(order.total_amount))]
          .filter(Boolean)
          .join(' ')
      : change.note;
    // A parcel back from the courier is on the shelf again, though Shipped cannot be cancelled.
    if (returnsStock(from, to) || reason === 'return_received') {
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
    if (notify && (to === 'Shipped' || to === 'Delivered')) {
      await this.notices.notifyShipmentEvent(
        orderId,
        to === 'Shipped' ? 'shipped' : 'delivered',
        trx,
      );
    } else if (notify) {
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
