import fp from 'fastify-plugin';
import { PeriodicJob } from '../../lib/periodic-job';
import { runWhileUp, type ModuleOptions } from '../../plugins/module-options';
import { bankTransferRoutes } from './routes';
import { BankTransferService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Bank transfers (ADR 106): staff recording one, and the reminders before cancelling. */
    bankTransfers: BankTransferService;
  }
}

const HOURLY = 3_600_000;

/**
 * Paying by bank transfer: the back office's route to record one and the hourly reminder. The
 * orders module places such orders and shows their details; the unpaid-order sweep cancels them.
 */
export const bankTransferModule = fp(
  async (app, opts: ModuleOptions) => {
    const { config } = app;
    const transfers = new BankTransferService(
      app.db,
      config.bankTransfer,
      app.payments.settlement,
      app.email,
      config.publicUrl,
      app.log,
    );
    app.decorate('bankTransfers', transfers);
    const job = new PeriodicJob(
      'bank transfer reminders',
      HOURLY,
      () => transfers.remind(),
      app.log,
    );
    runWhileUp(app, job, opts);
    bankTransferRoutes(app, transfers);
  },
  { name: 'bank-transfers', dependencies: ['email', 'orders', 'payments'] },
);
