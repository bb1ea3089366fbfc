import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PeriodicJob } from '../../lib/periodic-job';
import { runWhileUp, type ModuleOptions } from '../../plugins/module-options';
import { adminQuoteRoutes } from './admin/routes';
import { QuoteDocuments } from './document-service';
import { quoteRoutes } from './routes';
import { StaffQuoteService } from './staff-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Quotations (ADR 105): the buyer's steps and the back office's. */
    quotes: StaffQuoteService;
    /** Quotation and proforma invoice PDFs. */
    quoteDocuments: QuoteDocuments;
  }
}

const HOURLY = 3_600_000;

/** Quotations, proforma invoices and the hourly expiry of quotes past their day. */
export const quoteModule = fp(
  async (app: FastifyInstance, opts: ModuleOptions) => {
    const quotes = new StaffQuoteService(
      app.db,
      app.email,
      app.config.publicUrl,
      app.config.bankTransfer,
    );
    const docs = new QuoteDocuments(app.db);
    app.decorate('quotes', quotes);
    app.decorate('quoteDocuments', docs);
    quoteRoutes(app, quotes, docs);
    adminQuoteRoutes(app, quotes, docs);
    const expiry = new PeriodicJob(
      'quote expiry',
      HOURLY,
      async () => {
        const n = await quotes.expireDue(new Date());
        if (n > 0) app.log.info({ expired: n }, 'quotations past their day expired');
      },
      app.log,
    );
    runWhileUp(app, expiry, opts);
  },
  { name: 'quotes', dependencies: ['email', 'orders', 'invoices'] },
);
