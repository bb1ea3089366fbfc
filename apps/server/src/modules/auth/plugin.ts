import fp from 'fastify-plugin';
import { authRoutes } from './routes';
import { AuthService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
  }
}

/** Accounts, sessions and passwords; signing in adopts the guest's cart and wishlist. */
export const authModule = fp(
  async (app) => {
    const { config } = app;
    const auth = new AuthService(app.db, app.email, config.publicUrl, app.ratePolicies);
    app.decorate('auth', auth);
    authRoutes(app, auth, { carts: app.carts, wishlists: app.wishlists }, app.secureCookies);
  },
  { name: 'auth', dependencies: ['email', 'rate-limit', 'cart', 'wishlist'] },
);
