import fp from 'fastify-plugin';
import { OrderLifecycle } from './lifecycle';
import { orderRoutes } from './routes';
import { OrderService } from './service';
import { ReorderService } from './reorder';

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrderService;
    reorders: ReorderService;
    /** An order's moves after it is placed: paid, dispatched, delivered, cancelled. */
    orderLifecycle: OrderLifecycle;
  }
}

export const orderModule = fp(
  async (app) => {
    const { config, db, email } = app;
    const orders = new OrderService(db, email, config.publicUrl);
    app.decorate('orders', orders);
    const reorders = new ReorderService(db, app.catalogue, app.carts);
    app.decorate('reorders', reorders);
    app.decorate('orderLifecycle', new OrderLifecycle(db, email, config.publicUrl, app.refunds));
    orderRoutes(app, orders, reorders);
  },
  { name: 'orders', dependencies: ['email', 'returns', 'cart', 'catalogue'] },
);
