import { COD_METHOD } from '@shop/shared/orders/place-order';
import type { Database } from '../../db/database';

/** Records who confirmed a Cash on Delivery order and when (ADR 102), once. */
export async function markCodConfirmed(
  db: Database,
  orderId: string,
  by: 'customer' | 'staff',
  now: Date,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ cod_confirmed_at: now.toISOString(), cod_confirmed_by: by })
    .where('order_id', '=', orderId)
    .where('cod_confirmed_at', 'is', null)
    .execute();
}

/** Cash on Delivery orders still waiting for confirmation that were placed before `cutoff`. */
export async function unconfirmedCodOrdersPlacedBefore(
  db: Database,
  cutoff: Date,
): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('order_id')
    .where('payment_method', '=', COD_METHOD)
    .where('order_status', '=', 'Placed')
    .where('created_at', '<', cutoff.toISOString())
    .orderBy('created_at')
    .execute();
  return rows.map((r) => r.order_id);
}

/** When the courier first reported the parcel on its way back to us; a later report keeps it. */
export async function markReturnToOrigin(db: Database, orderId: string, at: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ rto_at: at })
    .where('order_id', '=', orderId)
    .where('rto_at', 'is', null)
    .execute();
}

/**
 * How many of a customer's orders came back to us undelivered (return to origin, `rto_at` set by
 * the courier's tracking), matched by account or by mobile number so a new account does not
 * start afresh.
 */
export async function rtoCountOf(db: Database, userId: number, phone: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('rto_at', 'is not', null)
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('customer_phone', '=', phone)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether staff switched Cash on Delivery off for this PIN code. */
export async function isCodOffFor(db: Database, pincode: string): Promise<boolean> {
  const row = await db
    .selectFrom('cod_off_pincodes')
    .select('pincode')
    .where('pincode', '=', pincode)
    .executeTakeFirst();
  return row !== undefined;
}

/** The PIN codes where Cash on Delivery is off, in order. */
export async function codOffPincodes(db: Database): Promise<string[]> {
  const rows = await db
    .selectFrom('cod_off_pincodes')
    .select('pincode')
    .orderBy('pincode')
    .execute();
  return rows.map((r) => r.pincode);
}

/** Switches Cash on Delivery off (true) or back on (false) for a PIN code; idempotent. */
export async function setCodOff(
  db: Database,
  pincode: string,
  off: boolean,
  now: Date,
): Promise<void> {
  if (!off) {
    await db.deleteFrom('cod_off_pincodes').where('pincode', '=', pincode).execute();
    return;
  }
  await db
    .insertInto('cod_off_pincodes')
    .values({ pincode, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('pincode').doNothing())
    .execute();
}
