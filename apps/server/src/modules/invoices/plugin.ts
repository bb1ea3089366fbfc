import fp from 'fastify-plugin';
import { invoiceRoutes } from './routes';
import { InvoiceService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    invoices: InvoiceService;
  }
}

export const invoiceModule = fp(
  async (app) => {
    const invoices = new InvoiceService(app.db);
    app.decorate('invoices', invoices);
    invoiceRoutes(app, invoices);
  },
  { name: 'invoices' },
);
