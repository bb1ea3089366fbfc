import type {
  StockMover,
  StockMovement,
  StockMovementQuery,
  StockReason,
} from '@shop/shared/admin/stock';
import type { Database } from '../../db/database';
import { offsetOf } from '../admin/paging';

/** Why and by whom stock moved: what every stock change records with it (ADR 069). */
export interface StockCause {
  reason: StockReason;
  by: StockMover;
  orderId?: string;
  returnId?: number;
}

/** One product's stock change, as it was made. */
export interface StockChange {
  productId: number;
  /** Units added (positive) or taken (negative); a change of 0 is not recorded. */
  change: number;
  stockAfter: number;
}

/** The shop itself (the unpaid-order sweep, the command line). */
export const SHOP_ITSELF: StockMover = { kind: 'system', userId: null, email: null };

/** A member of staff, as the audit log names them (id null from the command line). */
export const staffMover = (actor: { id: number | null; email: string }): StockMover => ({
  kind: 'staff',
  userId: actor.id,
  email: actor.email,
});

export const customerMover = (user: { id: number; email: string }): StockMover => ({
  kind: 'customer',
  userId: user.id,
  email: user.email,
});

/**
 * Records stock changes with their cause. Call it with the transaction that changes the stock,
 * so the history holds exactly the changes that were made.
 */
export async function recordMovements(
  db: Database,
  changes: readonly StockChange[],
  cause: StockCause,
  now: Date,
): Promise<void> {
  const rows = changes
    .filter((c) => c.change !== 0)
    .map((c) => ({
      product_id: c.productId,
      change: c.change,
      stock_after: c.stockAfter,
      reason: cause.reason,
      order_id: cause.orderId ?? null,
      return_id: cause.returnId ?? null,
      actor_kind: cause.by.kind,
      actor_user_id: cause.by.userId,
      actor_email: cause.by.email,
      at: now.toISOString(),
    }));
  if (rows.length > 0) await db.insertInto('stock_movements').values(rows).execute();
}

/** A page of a product's movements, newest first, and how many it has. */
export async function listMovements(
  db: Database,
  productId: number,
  query: StockMovementQuery,
): Promise<{ items: StockMovement[]; total: number }> {
  const base = db.selectFrom('stock_movements').where('product_id', '=', productId);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(query.pageSize).offset(offsetOf(query)).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    items: rows.map((r) => ({
      id: r.id,
      at: r.at,
      change: r.change,
      stockAfter: r.stock_after,
      reason: r.reason,
      orderId: r.order_id,
      returnId: r.return_id,
      by: { kind: r.actor_kind, userId: r.actor_user_id, email: r.actor_email },
    })),
  };
}
