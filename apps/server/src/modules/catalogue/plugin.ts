import fp from 'fastify-plugin';
import type { KeptJsonFinder } from '../../plugins/front-door';
import type { ModuleOptions } from '../../plugins/module-options';
import { catalogueRoutes } from './routes';
import { CatalogueService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueService;
    /** The catalogue's cached JSON responses, which the front door sends (ADR 094). */
    findCachedJson: KeptJsonFinder;
  }
}

export const catalogueModule = fp(
  async (app, opts: ModuleOptions) => {
    const catalogue = new CatalogueService(app.db);
    app.decorate('catalogue', catalogue);
    // Read the catalogue in the background from the start, not at the first shopper's request.
    if (opts.jobs) app.addHook('onReady', async () => catalogue.warmUp());
    app.decorate('findCachedJson', catalogueRoutes(app, catalogue));
  },
  { name: 'catalogue' },
);
