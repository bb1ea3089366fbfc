import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { PeriodicJob } from '../../lib/periodic-job';
import { pruneExpiredRecords } from './prune';

const HOURLY = 3_600_000;

/** Prunes expired records once an hour in this process, logging what went. */
export function housekeepingJob(db: Database, log: FastifyBaseLogger): PeriodicJob {
  return new PeriodicJob(
    'housekeeping',
    HOURLY,
    async () => {
      const counts = await pruneExpiredRecords(db, new Date());
      const pruned = Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
      if (Object.keys(pruned).length > 0)
        log.info({ pruned }, 'housekeeping: expired records pruned');
    },
    log,
  );
}
