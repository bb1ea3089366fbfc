import fp from 'fastify-plugin';
import { RefundService } from './refunds';
import { adminReturnRoutes, returnRoutes } from './routes';
import { ReturnService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    returns: ReturnService;
    /** Money back to the shopper (Razorpay or bank transfer), for returns and cancellations. */
    refunds: RefundService;
  }
}

/** Return requests, the staff's steps, refunds and credit notes. */
export const returnModule = fp(
  async (app) => {
    const { config, db, email } = app;
    const refunds = new RefundService(db, email, config.publicUrl, app.log, app.razorpay);
    app.decorate('refunds', refunds);
    const returns = new ReturnService(db, email, refunds, config.publicUrl);
    app.decorate('returns', returns);
    returnRoutes(app, returns);
    adminReturnRoutes(app, returns);
  },
  { name: 'returns', dependencies: ['email', 'razorpay'] },
);
