import fp from 'fastify-plugin';
import type { ShipmentBooking } from './booking';
import { adminShippingRoutes } from './routes';
import { setUpShipping } from './setup';

declare module 'fastify' {
  interface FastifyInstance {
    /** Booking orders with the courier provider SHIPPING_PROVIDER names (ADR 099). */
    shipping: ShipmentBooking;
  }
}

/** The courier provider, and the back office's routes that book orders with it. */
export const shippingModule = fp(
  async (app) => {
    const shipping = setUpShipping(app.config.shipping, app.db, app.log);
    app.decorate('shipping', shipping);
    adminShippingRoutes(app, shipping);
  },
  { name: 'shipping' },
);
