import type { ReturnListQuery } from '@shop/shared/returns/responses';
import type { Database } from '../../db/database';
import type { NewRow, Row } from '../../db/schema';
import { containsPattern, lowerLike, offsetOf } from '../admin/paging';

export type ReturnRow = Row<'returns'>;
export type ReturnLineRow = Row<'return_lines'>;
export type RefundRow = Row<'refunds'>;
export type RefundLineRow = Row<'refund_lines'>;

export async function insertReturn(
  db: Database,
  row: Omit<NewRow<'returns'>, 'id'>,
  lines: { line_no: number; quantity: number }[],
): Promise<number> {
  const { id } = await db
    .insertInto('returns')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('return_lines')
    .values(lines.map((l) => ({ ...l, return_id: id })))
    .execute();
  return id;
}

export async function findReturn(db: Database, id: number): Promise<ReturnRow | undefined> {
  return db.selectFrom('returns').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Reads a return for changing it, touching the row first so two decisions on one return run one
 * after the other (the write lock on SQLite, the row lock on PostgreSQL).
 */
export async function lockReturn(
  db: Database,
  id: number,
  now: Date,
): Promise<ReturnRow | undefined> {
  const touched = await db
    .updateTable('returns')
    .set({ updated_at: now.toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(touched.numUpdatedRows) !== 1) return undefined;
  return findReturn(db, id);
}

export async function updateReturn(
  db: Database,
  id: number,
  set: Partial<Pick<ReturnRow, 'status' | 'staff_note' | 'decided_at' | 'received_at'>>,
): Promise<void> {
  await db.updateTable('returns').set(set).where('id', '=', id).execute();
}

export async function returnsOfOrder(db: Database, orderId: string): Promise<ReturnRow[]> {
  return db
    .selectFrom('returns')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export async function linesOfReturns(
  db: Database,
  returnIds: readonly number[],
): Promise<ReturnLineRow[]> {
  if (returnIds.length === 0) return [];
  return db
    .selectFrom('return_lines')
    .selectAll()
    .where('return_id', 'in', returnIds)
    .orderBy('line_no')
    .execute();
}

/** Units per order line that returns not rejected already claim. */
export async function claimedUnits(db: Database, orderId: string): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('return_lines')
    .innerJoin('returns', 'returns.id', 'return_lines.return_id')
    .select(['return_lines.line_no', 'return_lines.quantity'])
    .where('returns.order_id', '=', orderId)
    .where('returns.status', '!=', 'rejected')
    .execute();
  return sumByLine(rows);
}

/** Units per order line that refunds already gave the money back for. */
export async function refundedUnits(db: Database, orderId: string): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('refund_lines')
    .innerJoin('refunds', 'refunds.id', 'refund_lines.refund_id')
    .select(['refund_lines.line_no', 'refund_lines.quantity'])
    .where('refunds.order_id', '=', orderId)
    .execute();
  return sumByLine(rows);
}

function sumByLine(rows: { line_no: number; quantity: number }[]): Map<number, number> {
  const sums = new Map<number, number>();
  for (const r of rows) sums.set(r.line_no, (sums.get(r.line_no) ?? 0) + r.quantity);
  return sums;
}

/** The returns the query's search and status keep, with their order's customer. */
function matchingReturns(db: Database, query: ReturnListQuery) {
  let q = db.selectFrom('returns').innerJoin('orders', 'orders.order_id', 'returns.order_id');
  if (query.status) q = q.where('returns.status', '=', query.status);
  if (query.q) {
    const like = containsPattern(query.q);
    q = q.where((eb) =>
      eb.or([lowerLike('returns.order_id', like), lowerLike('orders.customer_name', like)]),
    );
  }
  return q;
}

/**
 * The back office's list: by default requested first (oldest first, so none waits), then the
 * rest newest first; or all newest / oldest first.
 */
export async function listReturns(db: Database, query: ReturnListQuery) {
  let ordered = matchingReturns(db, query).select([
    'returns.id',
    'returns.order_id',
    'returns.status',
    'returns.reason',
    'returns.requested_at',
    'orders.customer_name',
  ]);
  if (query.sort === 'needs-action') {
    ordered = ordered
      .orderBy((eb) => eb.case().when('returns.status', '=', 'requested').then(0).else(1).end())
      .orderBy((eb) =>
        eb
          .case()
          .when('returns.status', '=', 'requested')
          .then(eb.ref('returns.id'))
          .else(eb.neg(eb.ref('returns.id')))
          .end(),
      );
  } else {
    ordered = ordered.orderBy('returns.id', query.sort === 'oldest' ? 'asc' : 'desc');
  }
  const [rows, { n }] = await Promise.all([
    ordered.limit(query.pageSize).offset(offsetOf(query)).execute(),
    matchingReturns(db, query)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(n) };
}

export async function insertRefund(
  db: Database,
  row: Omit<NewRow<'refunds'>, 'id'>,
  lines: Omit<NewRow<'refund_lines'>, 'id' | 'refund_id'>[],
): Promise<number> {
  const { id } = await db
    .insertInto('refunds')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  if (lines.length > 0) {
    await db
      .insertInto('refund_lines')
      .values(lines.map((l) => ({ ...l, refund_id: id })))
      .execute();
  }
  return id;
}

export async function findRefund(db: Database, id: number): Promise<RefundRow | undefined> {
  return db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findRefundByRazorpayId(
  db: Database,
  razorpayRefundId: string,
): Promise<RefundRow | undefined> {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('razorpay_refund_id', '=', razorpayRefundId)
    .executeTakeFirst();
}

export async function refundsOfOrder(db: Database, orderId: string): Promise<RefundRow[]> {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export async function refundLines(db: Database, refundId: number): Promise<RefundLineRow[]> {
  return db
    .selectFrom('refund_lines')
    .selectAll()
    .where('refund_id', '=', refundId)
    .orderBy('line_no')
    .execute();
}

export async function updateRefund(
  db: Database,
  id: number,
  set: Partial<
    Pick<
      RefundRow,
      'status' | 'razorpay_refund_id' | 'bank_reference' | 'error' | 'processed_at' | 'updated_at'
    >
  >,
): Promise<void> {
  await db.updateTable('refunds').set(set).where('id', '=', id).execute();
}

/** Adds a processed refund to the order; a payment refunded in full becomes Refunded. */
export async function addRefunded(db: Database, orderId: string, amountPaise: number) {
  await db
    .updateTable('orders')
    .set((eb) => ({ refunded_paise: eb('refunded_paise', '+', amountPaise) }))
    .where('order_id', '=', orderId)
    .execute();
  await db
    .updateTable('orders')
    .set({ payment_status: 'Refunded' })
    .where('order_id', '=', orderId)
    .where('payment_status', '=', 'Paid')
    .whereRef('refunded_paise', '>=', 'total_amount')
    .execute();
}

/** Everything refunds owe or gave so far: processed and pending (not failed) ones. */
export async function committedRefunds(db: Database, orderId: string): Promise<number> {
  const { n } = await db
    .selectFrom('refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_paise'), eb.lit(0)).as('n'))
    .where('order_id', '=', orderId)
    .where('status', '!=', 'failed')
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Whether each of these lines' products may be returned (a product setting), by product id. */
export async function returnableProducts(
  db: Database,
  lines: readonly { product_id: number }[],
): Promise<Map<number, boolean>> {
  if (lines.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['id', 'returnable'])
    .where(
      'id',
      'in',
      lines.map((l) => l.product_id),
    )
    .execute();
  return new Map(rows.map((p) => [p.id, p.returnable === 1]));
}
