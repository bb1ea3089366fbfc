import type { AdminOrderListQuery, AdminPaymentAttempt } from '@shop/shared/admin/orders';
import { indiaDayStart, addDays } from '@shop/shared/format/india-time';
import { normaliseMobile } from '@shop/shared/checkout/fields';
import type { Database } from '../../../db/database';
import type { OrderRow } from '../../orders/repository';
import { containsPattern, lowerLike, offsetOf } from '../paging';

/** created_at bounds (UTC ISO) of India-time days `from` to `to`, both included. */
export function dayRange(from?: string, to?: string): { since?: string; before?: string } {
  return {
    since: from ? indiaDayStart(from).toISOString() : undefined,
    before: to ? indiaDayStart(addDays(to, 1)).toISOString() : undefined,
  };
}

/** Orders matching the back office filters, newest first, and how many match. */
export async function listOrders(
  db: Database,
  query: AdminOrderListQuery,
): Promise<{ rows: OrderRow[]; total: number }> {
  let base = db.selectFrom('orders');
  if (query.status) base = base.where('order_status', '=', query.status);
  if (query.paymentStatus) base = base.where('payment_status', '=', query.paymentStatus);
  const { since, before } = dayRange(query.from, query.to);
  if (since) base = base.where('created_at', '>=', since);
  if (before) base = base.where('created_at', '<', before);
  if (query.q) {
    const pattern = containsPattern(query.q);
    const mobile = normaliseMobile(query.q);
    // Part of a number: digits only, spaces and dashes allowed ('98200 123').
    const digits = /^[\d\s-]{4,}$/.test(query.q) ? query.q.replace(/\D/g, '') : '';
    base = base.where((eb) =>
      eb.or([
        lowerLike('order_id', pattern),
        lowerLike('customer_email', pattern),
        lowerLike('customer_name', pattern),
        lowerLike('po_number', pattern),
        ...(mobile ? [eb('customer_phone', '=', mobile)] : []),
        ...(!mobile && digits.length >= 4 ? [eb('customer_phone', 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  let ordered = base.selectAll();
  if (query.sort === 'total-high') ordered = ordered.orderBy('total_amount', 'desc');
  if (query.sort === 'total-low') ordered = ordered.orderBy('total_amount', 'asc');
  const direction = query.sort === 'oldest' ? 'asc' : 'desc';
  const [rows, count] = await Promise.all([
    ordered
      .orderBy('created_at', direction)
      .orderBy('order_id', direction)
      .limit(query.pageSize)
      .offset(offsetOf(query))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Orders placed within [since, before), oldest first (the CSV export). */
export async function ordersPlacedBetween(
  db: Database,
  since: string,
  before: string,
): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('created_at', '>=', since)
    .where('created_at', '<', before)
    .orderBy('created_at')
    .orderBy('order_id')
    .execute();
}

/** Every attempt to pay for the order, oldest first. */
export async function paymentAttempts(
  db: Database,
  orderId: string,
): Promise<AdminPaymentAttempt[]> {
  const rows = await db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    mode: r.mode,
    razorpayOrderId: r.razorpay_order_id,
    razorpayPaymentId: r.razorpay_payment_id,
    amountPaise: r.amount_paise,
    status: r.status,
    method: r.method,
    error: r.error,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }));
}
