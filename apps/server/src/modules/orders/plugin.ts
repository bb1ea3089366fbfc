import fp from 'fastify-plugin';
import { OrderLifecycle } from './lifecycle';
import { orderRoutes } from './routes';
import { OrderService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrderService;
    /** An order's moves after it is placed: paid, dispatched, delivered, cancelled. */
    orderLifecycle: OrderLifecycle;
  }
}

export const orderModule = fp(
  async (app) => {
    const { config, db, email } = app;
    const orders = new OrderService(db, email, config.publicUrl, config.bankTransfer);
    app.decorate('orders', orders);
    app.decorate('orderLifecycle', new OrderLifecycle(db, email, config.publicUrl, app.refunds));
    orderRoutes(app, orders);
  },
  { name: 'orders', dependencies: ['email', 'returns'] },
);
