import type { TransferRecord, TransferScheme } from '@shop/shared/payments/bank-transfer';
import type { Database } from '../../db/database';
import type { NewRow } from '../../db/schema';

/** The transfers recorded against an order, in the order they were recorded. */
export async function transfersOf(db: Database, orderId: string): Promise<TransferRecord[]> {
  const rows = await db
    .selectFrom('bank_transfers')
    .select(['scheme', 'utr', 'amount_paise', 'received_on', 'recorded_at'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    // The column's CHECK (migration 036) admits only TRANSFER_SCHEMES.
    scheme: r.scheme as TransferScheme,
    utr: r.utr,
    amountPaise: r.amount_paise,
    receivedOn: r.received_on,
    recordedAt: r.recorded_at,
  }));
}

/** Whether a UTR was already recorded, against any order. */
export async function utrRecorded(db: Database, utr: string): Promise<boolean> {
  const row = await db
    .selectFrom('bank_transfers')
    .select('id')
    .where('utr', '=', utr)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Records one transfer; false when its UTR is already recorded (the unique index decides between
 * two members of staff recording the same UTR at once).
 */
export async function insertTransfer(
  db: Database,
  row: Omit<NewRow<'bank_transfers'>, 'id'>,
): Promise<boolean> {
  const result = await db
    .insertInto('bank_transfers')
    .values(row)
    .onConflict((oc) => oc.column('utr').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Bank-transfer orders still waiting for their money whose reminder is due at `now` (their
 * `pay_by` within `aheadMs`) and has not been sent.
 */
export async function ordersToRemind(db: Database, now: Date, aheadMs: number): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('order_id')
    .where('payment_method', '=', 'BANK_TRANSFER')
    .where('order_status', '=', 'Placed')
    .where('payment_status', 'in', ['Pending', 'Failed'])
    .where('transfer_reminded_at', 'is', null)
    .where('pay_by', '>', now.toISOString())
    .where('pay_by', '<=', new Date(now.getTime() + aheadMs).toISOString())
    .orderBy('pay_by')
    .limit(100)
    .execute();
  return rows.map((r) => r.order_id);
}

/** Claims the reminder of one order; false when another process claimed it first. */
export async function claimReminder(db: Database, orderId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ transfer_reminded_at: now.toISOString() })
    .where('order_id', '=', orderId)
    .where('transfer_reminded_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
