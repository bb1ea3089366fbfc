import type { Database } from '../../../db/database';

/** Addresses of every back-office account that may sign in: the digest's recipients. */
export async function staffAddresses(db: Database): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('email')
    // Every role but a shopper's opens the back office (owner and staff alike, ADR 070).
    .where('role', '!=', 'customer')
    .where('disabled_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.email);
}

/** Whether the digest of an India date was already handled (sent, or found nothing to say). */
export async function digestHandled(db: Database, date: string): Promise<boolean> {
  const row = await db
    .selectFrom('stock_digests')
    .select('digest_date')
    .where('digest_date', '=', date)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Claims the digest of an India date: true for exactly one caller, whichever process runs it
 * (the date is the key; a second insert does nothing). Call it in the transaction that queues
 * the emails, so a claim without its emails is never committed.
 */
export async function claimDigest(
  db: Database,
  date: string,
  counts: { recipients: number; lowStock: number },
  now: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('stock_digests')
    .values({
      digest_date: date,
      recipients: counts.recipients,
      low_stock: counts.lowStock,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('digest_date').doNothing())
    .returning('digest_date')
    .executeTakeFirst();
  return row !== undefined;
}
