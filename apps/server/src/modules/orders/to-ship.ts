import type { OrderStatus } from '@shop/shared/orders/lifecycle';
import { COD_METHOD } from '@shop/shared/orders/place-order';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import type { OrderRow } from './repository';

/**
 * The one rule for "orders to ship" (ADR 068), used by the dashboard's count, the to-ship queue
 * and dispatch alike: paid orders not shipped yet, and Cash on Delivery orders staff have
 * confirmed (moved to Processing, ADR 056) — an unconfirmed COD order is not packed.
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
