import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { PeriodicJob } from '../lib/periodic-job';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's configuration, read once at start (config.ts). */
    config: Config;
    /** The database every module's repositories query. */
    db: Database;
    /** Session and cart cookies carry Secure when the shop is served over HTTPS. */
    secureCookies: boolean;
  }
}

/**
 * What app.ts passes every module's plugin (ADR 092). A module is a Fastify plugin: it makes its
 * services, decorates the instance with the ones other modules or the pages call (through
 * `fastify-plugin`, so the decoration is seen outside it), and registers its routes and hooks.
 */
export interface ModuleOptions {
  /**
   * Run the periodic jobs (the unpaid-order sweep, housekeeping, cart reminders, the stock
   * digest). API tests turn them off and run a round at a time they choose.
   */
  jobs: boolean;
  /** Deliver queued email in the background; API tests call deliverPending themselves. */
  emailWorker: boolean;
}

/** Runs `job` from when the app is ready (when jobs run at all); closing waits for its run. */
export function runWhileUp(app: FastifyInstance, job: PeriodicJob, opts: ModuleOptions): void {
  app.addHook('onClose', () => job.stop());
  if (opts.jobs) app.addHook('onReady', async () => job.start());
}
