import fp from 'fastify-plugin';
import { ewayBillRoutes } from './routes';
import { EwayBillService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** E-way bills (ADR 097), for the back office's dispatch and its pages. */
    ewayBills: EwayBillService;
  }
}

/** E-way bills: the rule per order, Part A downloads and the numbers staff record (ADR 097). */
export const ewayBillModule = fp(
  async (app) => {
    const ewayBills = new EwayBillService(app.db);
    app.decorate('ewayBills', ewayBills);
    ewayBillRoutes(app, ewayBills);
  },
  { name: 'eway-bills', dependencies: ['orders', 'invoices'] },
);
