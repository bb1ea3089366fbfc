import { ORDER_ERRORS } from '@shop/shared/orders/errors';
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
import { ConflictError, NotFoundError } from '../../lib/domain-errors';
import { parseInput } from '../../lib/parse-input';
import type { EmailService } from '../email/service';
import { issueInvoiceNumber } from '../invoices/repository';
import { orderStatusEmail } from './emails';
import * as repo from './repository';
import { refreshCatalogueIfShown, returnStock } from './stock-repository';
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
  ) {}

  /**
   * Changes an order's status in one transaction: refuses illegal moves (ConflictError) and a
   * shipment without courier and tracking number (InvalidInputError); records the change with its time; puts the stock
   * back when an order is cancelled; issues the GST invoice number when the goods ship (the time
   * of supply); and queues an email to the customer.
   */
  async changeStatus(
    orderId: string,
    to: OrderStatus,
    details: Omit<StatusChangeInput, 'status'> = {},
  ): Promise<StatusChanged> {
    const change = parseInput(statusChangeSchema, { ...details, status: to });
    const now = new Date();
    const from = await this.db.transaction().execute(async (trx) => {
      const order = await repo.lockOrder(trx, orderId, now);
      if (!order) throw new NotFoundError(`${ORDER_ERRORS.orderNotFound}: ${orderId}`);
      const from = order.order_status;
      if (!canMoveTo(from, to)) throw refusal(orderId, from, to);
      await this.apply(trx, order, to, change, now);
      return from;
    });
    this.email.wake();
    const row = (await repo.findOrder(this.db, orderId))!;
    const lines = await repo.findLines(this.db, orderId);
    const events = await repo.findEvents(this.db, orderId);
    return { order: toDetail(row, lines, events), from, to };
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
      });
      if (!waiting) return false;
      await this.apply(trx, order, 'Cancelled', { note: PAYMENT_WINDOW_EXPIRED_NOTE }, now);
      return true;
    });
    if (cancelled) this.email.wake();
    return cancelled;
  }

  /** One status change inside `trx`, on an order already locked and allowed to move. */
  private async apply(
    trx: Database,
    order: repo.OrderRow,
    to: OrderStatus,
    change: Omit<StatusChangeInput, 'status'>,
    now: Date,
  ): Promise<void> {
    const orderId = order.order_id;
    const from = order.order_status;
    await repo.setOrderStatus(trx, orderId, to, now);
    if (returnsStock(from, to)) {
      const levels: number[] = [];
      // In product id order, as orders take stock, so concurrent writers never deadlock.
      const lines = await repo.findLines(trx, orderId);
      for (const line of lines.sort((a, b) => a.product_id - b.product_id)) {
        const level = await returnStock(trx, line.product_id, line.quantity);
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
      note: change.note ?? null,
      carrier: change.carrier ?? null,
      tracking_number: change.trackingNumber ?? null,
      at: now.toISOString(),
    });
    const mail = orderStatusEmail(order, to, change, this.publicUrl);
    await this.email.send({ to: order.customer_email, ...mail }, trx);
  }
}
