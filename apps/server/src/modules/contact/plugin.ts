import fp from 'fastify-plugin';
import { contactRoutes } from './routes';
import { ContactService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    contact: ContactService;
  }
}

export const contactModule = fp(
  async (app) => {
    const contact = new ContactService(app.db, app.email, app.config.publicUrl, app.ratePolicies);
    app.decorate('contact', contact);
    contactRoutes(app, contact);
  },
  { name: 'contact', dependencies: ['email', 'rate-limit'] },
);
