import fp from 'fastify-plugin';
import { runWhileUp, type ModuleOptions } from '../../plugins/module-options';
import type { UnpaidOrderExpiry } from './expiry';
import type { RazorpayClient } from './razorpay-client';
import { paymentRoutes } from './routes';
import { razorpayClientFor, setUpPayments, type Payments } from './setup';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Razorpay API client in live mode (payments and refunds share it); none in demo mode. */
    razorpay: RazorpayClient | undefined;
    payments: Payments;
    /** The sweep that cancels orders unpaid past the payment window (ADR 022). */
    orderExpiry: UnpaidOrderExpiry;
  }
}

/** Registered before the modules that call Razorpay (refunds before payments). */
export const razorpayModule = fp(
  async (app) => {
    app.decorate('razorpay', razorpayClientFor(app.config.payments));
  },
  { name: 'razorpay' },
);

/** Paying for orders, Buy Now, Razorpay's webhook and the unpaid-order sweep. */
export const paymentModule = fp(
  async (app, opts: ModuleOptions) => {
    const { config } = app;
    const payments = setUpPayments({
      db: app.db,
      config: config.payments,
      orders: app.orders,
      lifecycle: app.orderLifecycle,
      email: app.email,
      publicUrl: config.publicUrl,
      log: app.log,
      razorpay: app.razorpay,
      refunds: app.refunds,
    });
    app.decorate('payments', payments);
    app.decorate('orderExpiry', payments.expiry);
    runWhileUp(app, payments.expiry.job, opts);
    paymentRoutes(app, payments);
  },
  { name: 'payments', dependencies: ['email', 'razorpay', 'orders', 'returns'] },
);
