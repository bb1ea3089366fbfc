import type { Database } from '../db/database';
import type { Row } from '../db/schema';
import type { OutboxParts } from './outbox-worker';

/** The tables that hold an outbox (email, WhatsApp): each has these columns of its queue. */
export type OutboxTable = 'outbox' | 'whatsapp_messages';

/** A row of outbox table `T` (each counts its attempts). */
type QueueRow<T extends OutboxTable> = Row<T> & { attempts: number };

type QueueParts<T extends OutboxTable> = Pick<
  OutboxParts<QueueRow<T>, unknown>,
  'due' | 'claim' | 'markRetry' | 'markFailed'
>;

/**
 * An outbox table's queue for its OutboxWorker: which messages are due, claiming one, and
 * recording a failed attempt. The same queries for every outbox; only the table differs.
 */
export function outboxQueue<T extends OutboxTable>(db: Database, table: T): QueueParts<T> {
  // Kysely types a query by one table's columns; every outbox table has the queue's columns
  // (status, attempts, next_attempt_at, last_error), so the email outbox's types cover them.
  const name = table as 'outbox';
  return {
    // Pending messages, and claimed ones whose sender went silent past its lease.
    async due(now, limit) {
      const rows = await db
        .selectFrom(name)
        .select('id')
        .where('status', 'in', ['pending', 'sending'])
        .where('next_attempt_at', '<=', now.toISOString())
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    },
    // The conditional update succeeds for exactly one caller, whichever process it runs in; the
    // lease makes the message due again if that caller dies mid-send.
    async claim(id, now, leaseUntil) {
      const result = await db
        .updateTable(name)
        .set((eb) => ({
          status: 'sending',
          attempts: eb('attempts', '+', 1),
          next_attempt_at: leaseUntil.toISOString(),
        }))
        .where('id', '=', id)
        .where('status', 'in', ['pending', 'sending'])
        .where('next_attempt_at', '<=', now.toISOString())
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return undefined;
      const row = await db.selectFrom(name).selectAll().where('id', '=', id).executeTakeFirst();
      // Read from `table` itself: the row is that table's whole row.
      return row as QueueRow<T> | undefined;
    },
    async markRetry(id, nextAttemptAt, error) {
      await db
        .updateTable(name)
        .set({ status: 'pending', next_attempt_at: nextAttemptAt.toISOString(), last_error: error })
        .where('id', '=', id)
        .execute();
    },
    async markFailed(id, error) {
      await db
        .updateTable(name)
        .set({ status: 'failed', last_error: error })
        .where('id', '=', id)
        .execute();
    },
  };
}
