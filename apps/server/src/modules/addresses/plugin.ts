import fp from 'fastify-plugin';
import { addressRoutes } from './routes';
import { AddressService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shoppers' saved delivery addresses (`addresses` is Fastify's own: the bound ones). */
    addressBook: AddressService;
  }
}

export const addressModule = fp(
  async (app) => {
    const addresses = new AddressService(app.db);
    app.decorate('addressBook', addresses);
    addressRoutes(app, addresses);
  },
  { name: 'addresses' },
);
