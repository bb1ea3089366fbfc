import fp from 'fastify-plugin';
import { wishlistRoutes } from './routes';
import { WishlistService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    wishlists: WishlistService;
  }
}

export const wishlistModule = fp(
  async (app) => {
    const wishlists = new WishlistService(app.db, app.catalogue);
    app.decorate('wishlists', wishlists);
    wishlistRoutes(app, wishlists, app.secureCookies);
  },
  { name: 'wishlist', dependencies: ['catalogue'] },
);
