import { COD_METHOD } from '@shop/shared/orders/place-order';
import type { Database } from '../../db/database';
import type { NewRow, Row } from '../../db/schema';

export type PaymentRow = Row<'payments'>;
export type NewPayment = Omit<NewRow<'payments'>, 'id'>;

export async function insertPayment(db: Database, row: NewPayment): Promise<void> {
  await db.insertInto('payments').values(row).execute();
}

export async function findByRazorpayOrderId(
  db: Database,
  razorpayOrderId: string,
): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('razorpay_order_id', '=', razorpayOrderId)
    .executeTakeFirst();
}

/** The newest live Razorpay order of our order that has not been paid: Checkout reuses it. */
export async function findOpenLivePayment(
  db: Database,
  orderId: string,
): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('mode', '=', 'live')
    .where('status', '!=', 'paid')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Records that a Razorpay order was paid by `paymentId`. A row created by another process that
 * never got stored (the shop found the order through the receipt) is inserted here.
 */
export async function recordLivePaid(
  db: Database,
  p: {
    orderId: string;
    razorpayOrderId: string;
    paymentId: string;
    amountPaise: number;
    method: string | null;
    now: Date;
  },
): Promise<void> {
  const at = p.now.toISOString();
  await db
    .insertInto('payments')
    .values({
      order_id: p.orderId,
      mode: 'live',
      razorpay_order_id: p.razorpayOrderId,
      razorpay_payment_id: p.paymentId,
      amount_paise: p.amountPaise,
      status: 'paid',
      method: p.method,
      error: null,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc
        .column('razorpay_order_id')
        .doUpdateSet({
          razorpay_payment_id: p.paymentId,
          status: 'paid',
          method: p.method,
          error: null,
          updated_at: at,
        })
        // The payment that paid it first stays recorded.
        .where('payments.status', '!=', 'paid'),
    )
    .execute();
}

/** Records a failed or abandoned attempt, unless the row is already paid (never unpaid). */
export async function recordFailed(
  db: Database,
  id: number,
  p: { paymentId: string | null; method: string | null; error: string; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set((eb) => ({
      status: 'failed',
      razorpay_payment_id: p.paymentId ?? eb.ref('razorpay_payment_id'),
      method: p.method ?? eb.ref('method'),
      error: p.error,
      updated_at: p.now.toISOString(),
    }))
    .where('id', '=', id)
    .where('status', '!=', 'paid')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records an amount mismatch or similar problem on a row without changing its status. */
export async function recordError(
  db: Database,
  id: number,
  error: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('payments')
    .set({ error, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

/**
 * Marks our order Paid with the payment's reference. Only a Pending (or Failed) order moves:
 * a Paid or Refunded one is never touched again. True when it moved.
 */
export async function setOrderPaid(
  db: Database,
  orderId: string,
  p: { reference: string; demo: boolean; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({
      payment_status: 'Paid',
      payment_reference: p.reference,
      paid_at: p.now.toISOString(),
      payment_demo: p.demo ? 1 : 0,
      updated_at: p.now.toISOString(),
    })
    .where('order_id', '=', orderId)
    .where('payment_status', 'in', ['Pending', 'Failed'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Claims a webhook event id as the first write of its transaction; false when it was already
 * processed (on PostgreSQL a claim in flight elsewhere is waited for).
 */
export async function claimWebhookEvent(
  db: Database,
  eventId: string,
  event: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .insertInto('processed_webhook_events')
    .values({ event_id: eventId, event, received_at: now.toISOString() })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Placed orders still unpaid whose time to pay has run out at `now`, oldest first: placed before
 * `windowStart` (UTC ISO) when they have no time of their own, or past their own `pay_by` (a bank
 * transfer's days, ADR 106).
 */
export async function unpaidOrdersDue(
  db: Database,
  windowStart: string,
  now: Date,
  limit = 100,
): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('order_id')
    .where('order_status', '=', 'Placed')
    .where('payment_status', 'in', ['Pending', 'Failed'])
    // Cash on Delivery is paid to the courier, not in the window (ADR 056).
    .where('payment_method', '!=', COD_METHOD)
    .where((eb) =>
      eb.or([
        eb.and([eb('pay_by', 'is', null), eb('created_at', '<', windowStart)]),
        eb('pay_by', '<=', now.toISOString()),
      ]),
    )
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.order_id);
}

/**
 * Razorpay orders of orders still unpaid (Pending or Failed), oldest first: what reconciliation asks about (all of
 * them, or those of `orderIds`).
 */
export async function pendingLivePayments(db: Database, orderIds?: string[]) {
  let query = db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.order_id', 'payments.order_id')
    .select([
      'payments.id as paymentRowId',
      'payments.order_id as orderId',
      'payments.razorpay_order_id as razorpayOrderId',
      'payments.status as status',
      'payments.error as error',
      'orders.total_amount as totalPaise',
    ])
    .where('payments.mode', '=', 'live')
    .where('payments.razorpay_order_id', 'is not', null)
    .where('payments.status', '!=', 'paid')
    // Failed (ADR 060) still waits for a payment: a later attempt may have been captured.
    .where('orders.payment_status', 'in', ['Pending', 'Failed'])
    .orderBy('payments.id');
  if (orderIds) query = query.where('payments.order_id', 'in', orderIds);
  const rows = await query.execute();
  return rows.map((r) => ({ ...r, razorpayOrderId: r.razorpayOrderId! }));
}
