import type { OrderStatus } from '@shop/shared/orders/lifecycle';
import { orderIdAt } from '@shop/shared/orders/order-id';
import { COD_METHOD } from '@shop/shared/orders/place-order';
import type { Database } from '../../db/database';
import type { NewRow, Row } from '../../db/schema';

export type OrderRow = Row<'orders'>;
export type OrderLineRow = Row<'order_lines'>;
export type OrderEventRow = Row<'order_status_history'>;
export type NewOrder = Omit<NewRow<'orders'>, 'order_id'>;

/** How far an order id may move past its millisecond before something is clearly wrong. */
const MAX_ID_BUMPS = 10_000;

/**
 * Stores an order under 'ORD' + `ms`, or the next free millisecond after it. The primary key
 * decides between processes: a taken id (even one not yet committed, on PostgreSQL) is skipped.
 * The order speaks the customer's language as it is at placement (ADR 107), so its emails and
 * messages stay in it.
 */
export async function insertOrder(db: Database, order: NewOrder, ms: number): Promise<string> {
  const language =
    order.language ??
    db.selectFrom('users').select('users.language').where('users.id', '=', order.user_id);
  for (let bump = 0; bump < MAX_ID_BUMPS; bump++) {
    const orderId = orderIdAt(ms + bump);
    const result = await db
      .insertInto('orders')
      .values({ ...order, language, order_id: orderId })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 1) return orderId;
  }
  throw new Error(`no free order id within ${MAX_ID_BUMPS} ms of ${ms}`);
}

export async function insertLines(
  db: Database,
  lines: Omit<NewRow<'order_lines'>, 'id'>[],
): Promise<void> {
  if (lines.length > 0) await db.insertInto('order_lines').values(lines).execute();
}

export async function insertEvent(
  db: Database,
  event: Omit<NewRow<'order_status_history'>, 'id'>,
): Promise<void> {
  await db.insertInto('order_status_history').values(event).execute();
}

export async function findOrder(db: Database, orderId: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

/**
 * Reads an order for changing it. Touching the row first takes the write lock (SQLite) or the row
 * lock (PostgreSQL) before anything is read, so two changes of one order run one after the other.
 */
export async function lockOrder(
  db: Database,
  orderId: string,
  now: Date,
): Promise<OrderRow | undefined> {
  const touched = await db
    .updateTable('orders')
    .set({ updated_at: now.toISOString() })
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (Number(touched.numUpdatedRows) !== 1) return undefined;
  return findOrder(db, orderId);
}

export async function setOrderStatus(
  db: Database,
  orderId: string,
  status: OrderStatus,
  now: Date,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ order_status: status, updated_at: now.toISOString() })
    .where('order_id', '=', orderId)
    .execute();
}

export async function findLines(db: Database, orderId: string): Promise<OrderLineRow[]> {
  return db
    .selectFrom('order_lines')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('line_no')
    .execute();
}

export async function findEvents(db: Database, orderId: string): Promise<OrderEventRow[]> {
  return db
    .selectFrom('order_status_history')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('at')
    .orderBy('id')
    .execute();
}

/** A user's orders, newest first. */
export async function listUserOrders(
  db: Database,
  userId: number,
  limit: number,
): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('order_id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Marks a Cash on Delivery order Paid as the courier hands the cash over (ADR 056): reference
 * COD-<order id>. False when it was not waiting for its payment.
 */
export async function markCashCollected(
  db: Database,
  orderId: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({
      payment_status: 'Paid',
      payment_reference: `COD-${orderId}`,
      paid_at: now.toISOString(),
      payment_demo: 0,
      updated_at: now.toISOString(),
    })
    .where('order_id', '=', orderId)
    .where('payment_method', '=', COD_METHOD)
    .where('payment_status', 'in', ['Pending', 'Failed'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The reference a bank-transfer order's buyer types into the transfer's remarks (ADR 106). */
export async function setTransferReference(
  db: Database,
  orderId: string,
  reference: string,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ transfer_reference: reference })
    .where('order_id', '=', orderId)
    .execute();
}
