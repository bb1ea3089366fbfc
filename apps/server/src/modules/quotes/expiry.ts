import { indiaDate } from '@shop/shared/format/india-time';
import type { Database } from '../../db/database';
import { insertAudit, type Actor } from '../admin/audit/repository';
import * as repo from './repository';

/** The shop's own job acts as no one; the audit log names it. */
export const EXPIRY_ACTOR: Actor = { id: null, email: 'quote expiry' };

/**
 * Moves sent quotes whose last day (India date) is before today to expired, each with its audit
 * entry in the same transaction; one changed meanwhile (its version moved) is left to the next
 * run. Answers how many expired.
 */
export async function expireOverdue(db: Database, now: Date, userId?: number): Promise<number> {
  const overdue = (await repo.overdueQuotes(db, indiaDate(now))).filter(
    (q) => userId === undefined || q.user_id === userId,
  );
  let expired = 0;
  for (const quote of overdue) {
    await db.transaction().execute(async (trx) => {
      const saved = await repo.updateQuote(trx, quote.id, quote.version, {
        status: 'expired',
        updated_at: now.toISOString(),
      });
      if (!saved) return;
      expired++;
      await insertAudit(
        trx,
        EXPIRY_ACTOR,
        {
          action: 'quote.expire',
          entity: 'quote',
          entityId: quote.id,
          details: { validUntil: quote.valid_until },
        },
        now,
      );
    });
  }
  return expired;
}
