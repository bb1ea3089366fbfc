import type { Database } from '../../db/database';
import type { Row } from '../../db/schema';

export type IdempotencyKeyRow = Row<'order_idempotency_keys'>;

/**
 * Claims a user's idempotency key as the first write of the order transaction. False when the key
 * is already taken; on PostgreSQL a claim still in flight elsewhere is waited for, so the loser
 * sees the winner's committed order (or gets the key when the winner rolled back).
 */
export async function claimKey(
  db: Database,
  userId: number,
  key: string,
  requestHash: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .insertInto('order_idempotency_keys')
    .values({
      user_id: userId,
      key,
      request_hash: requestHash,
      order_id: null,
      status_code: null,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function findKey(
  db: Database,
  userId: number,
  key: string,
): Promise<IdempotencyKeyRow | undefined> {
  return db
    .selectFrom('order_idempotency_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function recordKeyResult(
  db: Database,
  userId: number,
  key: string,
  orderId: string,
  statusCode: number,
): Promise<void> {
  await db
    .updateTable('order_idempotency_keys')
    .set({ order_id: orderId, status_code: statusCode })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
}
