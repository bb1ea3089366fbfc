import fp from 'fastify-plugin';
import { cartRoutes } from './routes';
import { CartService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    carts: CartService;
  }
}

export const cartModule = fp(
  async (app) => {
    const carts = new CartService(app.db, app.catalogue);
    app.decorate('carts', carts);
    cartRoutes(app, carts, app.secureCookies);
  },
  { name: 'cart', dependencies: ['catalogue'] },
);
