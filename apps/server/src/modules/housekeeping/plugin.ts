import type { FastifyInstance } from 'fastify';
import { runWhileUp, type ModuleOptions } from '../../plugins/module-options';
import { housekeepingJob } from './job';

/** The hourly pruning of expired records. */
export async function housekeepingModule(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  runWhileUp(app, housekeepingJob(app.db, app.log), opts);
}
