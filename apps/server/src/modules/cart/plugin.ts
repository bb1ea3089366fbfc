import fp from 'fastify-plugin';
import { cartRoutes } from './routes';
import { CartService } from './service';
import { QuickOrderService } from './quick-order';

declare module 'fastify' {
  interface FastifyInstance {
    carts: CartService;
    quickOrders: QuickOrderService;
  }
}

export const cartModule = fp(
  async (app) => {
    const carts = new CartService(app.db, app.catalogue);
    app.decorate('carts', carts);
    const quickOrders = new QuickOrderService(app.db, app.catalogue, carts);
    app.decorate('quickOrders', quickOrders);
    cartRoutes(app, carts, quickOrders, app.secureCookies);
  },
  { name: 'cart', dependencies: ['catalogue'] },
);
