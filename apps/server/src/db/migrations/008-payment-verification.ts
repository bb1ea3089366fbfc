import type { Kysely } from 'kysely';

/**
 * A payment whose Checkout signature was valid but that Razorpay could not be asked about
 * (network error, timeout, 5xx) is not marked Paid: the attempt keeps Razorpay's payment id and
 * when its verification went pending, until reconciliation or a webhook settles it. The time is
 * kept as history: the attempt is pending only while its status is 'created'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('verification_pending_at', 'text').execute();
}
