import fp from 'fastify-plugin';
import { vitalsRoutes } from './routes';
import { VitalsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    vitals: VitalsService;
  }
}

/** Core Web Vitals from real visits (ADR 100). */
export const vitalsModule = fp(
  async (app) => {
    const vitals = new VitalsService(app.db, app.ratePolicies);
    app.decorate('vitals', vitals);
    await app.register((scope) => vitalsRoutes(scope, vitals));
  },
  { name: 'vitals', dependencies: ['rate-limit'] },
);
