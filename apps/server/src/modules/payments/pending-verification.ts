import type { Database } from '../../db/database';

/*
 * Payments whose Checkout signature was valid but that Razorpay could not be asked about: the
 * attempt keeps the payment id and the time, and the order stays Pending until reconciliation
 * or a webhook checks the payment: nothing is marked Paid on the signature alone.
 */

/**
 * Records on one Razorpay order's attempt that `paymentId` awaits verification. A paid attempt
 * is never touched. True when the row changed.
 */
export async function recordVerificationPending(
  db: Database,
  id: number,
  p: { paymentId: string; now: Date },
): Promise<boolean> {
  const at = p.now.toISOString();
  const result = await db
    .updateTable('payments')
    .set({
      status: 'created',
      razorpay_payment_id: p.paymentId,
      error: null,
      verification_pending_at: at,
      updated_at: at,
    })
    .where('id', '=', id)
    .where('status', '!=', 'paid')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Those of `orderIds` with a payment still awaiting verification. */
export async function ordersAwaitingVerification(
  db: Database,
  orderIds: string[],
): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('payments')
    .select('order_id')
    .distinct()
    .where('order_id', 'in', orderIds)
    .where('mode', '=', 'live')
    .where('status', '=', 'created')
    .where('verification_pending_at', 'is not', null)
    .execute();
  return new Set(rows.map((r) => r.order_id));
}
