import fp from 'fastify-plugin';
import { RefundService } from './refunds';
import { adminReturnRoutes, returnRoutes } from './routes';
import { ReturnService } from './service';
import { ReturnSteps } from './staff-steps';

declare module 'fastify' {
  interface FastifyInstance {
    returns: ReturnService;
    /** The staff's steps on a return, refunds among them. */
    returnSteps: ReturnSteps;
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
    const returns = new ReturnService(db, email, config.publicUrl);
    app.decorate('returns', returns);
    const steps = new ReturnSteps(db, email, refunds, config.publicUrl, returns);
    app.decorate('returnSteps', steps);
    returnRoutes(app, returns);
    adminReturnRoutes(app, returns, steps);
  },
  { name: 'returns', dependencies: ['email', 'razorpay'] },
);
