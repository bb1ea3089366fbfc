import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { PeriodicJob } from '../../lib/periodic-job';
import { pruneExpiredRecords } from './prune';

const HOURLY = 3_600_000;

/** What one round did: the COD orders it cancelled and the expired records it pruned, by kind. */
export interface HousekeepingReport {
  cancelledCod: string[];
  pruned: Record<string, number>;
}

/**
 * One round of housekeeping at `now`: cancels Cash on Delivery orders left unconfirmed past their
 * window (ADR 102; that logs its own line), then prunes expired records, logging what went. The
 * hourly job and `npm run housekeeping -- --once` both run this.
 */
export async function housekeepingRound(
  db: Database,
  log: FastifyBaseLogger,
  cancelUnconfirmedCod: (now: Date) => Promise<string[]>,
  now: Date,
): Promise<HousekeepingReport> {
  const cancelledCod = await cancelUnconfirmedCod(now);
  const counts = await pruneExpiredRecords(db, now);
  const pruned = Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
  if (Object.keys(pruned).length > 0) log.info({ pruned }, 'housekeeping: expired records pruned');
  return { cancelledCod, pruned };
}

/** Housekeeping once an hour in this process. */
export function housekeepingJob(
  db: Database,
  log: FastifyBaseLogger,
  cancelUnconfirmedCod: (now: Date) => Promise<string[]>,
): PeriodicJob {
  return new PeriodicJob(
    'housekeeping',
    HOURLY,
    async () => {
      await housekeepingRound(db, log, cancelUnconfirmedCod, new Date());
    },
    log,
  );
}
