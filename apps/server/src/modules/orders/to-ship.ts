import { COD_METHOD } from '@shop/shared/orders/place-order';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';

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
