import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { PeriodicJob } from '../../lib/periodic-job';
import { pruneExpiredRecords } from './prune';

const HOURLY = 3_600_000;

/**
 * Prunes expired records once an hour in this process, logging what went, and cancels Cash on
 * Delivery orders left unconfirmed past their window (ADR 102; that logs its own line).
 */
export function housekeepingJob(
  db: Database,
  log: FastifyBaseLogger,
  cancelUnconfirmedCod: (now: Date) => Promise<unknown>,
): PeriodicJob {
  return new PeriodicJob(
    'housekeeping',
    HOURLY,
    async () => {
      await cancelUnconfirmedCod(new Date());
      const counts = await pruneExpiredRecords(db, new Date());
      const pruned = Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
      if (Object.keys(pruned).length > 0)
        log.info({ pruned }, 'housekeeping: expired records pruned');
    },
    log,
  );
}
