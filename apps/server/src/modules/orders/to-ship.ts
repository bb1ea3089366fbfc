import { DISPATCH_MESSAGES, type DispatchRow } from '@shop/shared/admin/dispatch';
import type { OrderStatus } from '@shop/shared/orders/lifecycle';
import { COD_METHOD } from '@shop/shared/orders/place-order';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { ConflictError, InvalidInputError } from '../../lib/domain-errors';
import type { OrderRow } from './repository';

/**
 * The one rule for "orders to ship" (ADR 068), used by the dashboard's count, the to-ship queue
 * and dispatch alike: paid orders not shipped yet, and Cash on Delivery orders staff have
 * confirmed (moved to Processing by the customer's link or by staff, ADR 102) — an unconfirmed
 * COD order is not packed.
 */
export function readyToShip(eb: ExpressionBuilder<DB, 'orders'>) {
  return eb.or([
    eb.and([eb('order_status', 'in', ['Placed', 'Processing']), eb('payment_status', '=', 'Paid')]),
    eb.and([eb('order_status', '=', 'Processing'), eb('payment_method', '=', COD_METHOD)]),
  ]);
}

/** Which of these orders the rule lets go now (inside the dispatch's transaction). */
export async function readyToShipAmong(
  db: Database,
  orderIds: readonly string[],
): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('orders')
    .select('order_id')
    .where('order_id', 'in', orderIds)
    .where(readyToShip)
    .execute();
  return new Set(rows.map((r) => r.order_id));
}

/** Why an order is not in the to-ship queue, in the words of the queue's rule. */
export const isDispatched = (status: OrderStatus) => status === 'Shipped' || status === 'Delivered';

export function notReadyReason(order: OrderRow): string {
  const status = order.order_status;
  if (isDispatched(status)) return `it is already ${status}`;
  if (status === 'Cancelled') return 'it is Cancelled';
  if (order.payment_method === COD_METHOD) return 'its Cash on Delivery order is not confirmed yet';
  return 'it is not paid yet';
}

/** A Cash on Delivery order neither confirmed nor cancelled yet (ADR 102). */
export function awaitsCodConfirmation(order: OrderRow): boolean {
  return order.payment_method === COD_METHOD && order.order_status === 'Placed';
}

/**
 * Throws when any row of a dispatch cannot go, naming each (field `orders.<i>.orderId`): a
 * ConflictError when only e-way bills are missing or every such order is already on its way,
 * else an InvalidInputError. Nothing has changed yet when it throws.
 */
export function refuseUnready(
  rows: readonly DispatchRow[],
  locked: ReadonlyMap<string, OrderRow>,
  ready: ReadonlySet<string>,
  noEwayBill: ReadonlyMap<string, string>,
): void {
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
}
