import type { FastifyInstance } from 'fastify';
import { runWhileUp, type ModuleOptions } from '../../plugins/module-options';
import { housekeepingJob } from './job';

/** The hourly pruning of expired records, and the cancelling of unconfirmed COD orders. */
export async function housekeepingModule(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const cod = app.codConfirmation;
  runWhileUp(
    app,
    housekeepingJob(app.db, app.log, (now) => cod.cancelUnconfirmed(now)),
    opts,
  );
}
