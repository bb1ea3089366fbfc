import fp from 'fastify-plugin';
import { eInvoiceRoutes } from './routes';
import { EInvoiceService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** E-invoicing (ADR 098), for the back office's pages and the invoice PDFs. */
    eInvoices: EInvoiceService;
  }
}

/** E-invoices: INV-01 export and IRP responses, behind the back office's guard (/api/admin). */
export const eInvoiceModule = fp(
  async (app) => {
    const eInvoices = new EInvoiceService(app.db, app.config.eInvoicing);
    app.decorate('eInvoices', eInvoices);
    eInvoiceRoutes(app, eInvoices);
  },
  { name: 'e-invoices' },
);
