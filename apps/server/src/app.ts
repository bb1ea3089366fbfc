import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { catalogueRoutes } from './modules/catalogue/routes';
import { CatalogueService } from './modules/catalogue/service';
import { registerErrorHandling } from './plugins/errors';
import { registerSecurity } from './plugins/security';
import { registerPages } from './ssr/pages';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Path of apps/web/build; pages are not served when absent (API-only, as in API tests). */
  webBuildDir?: string;
  logger?: boolean;
}

/** Builds the whole shop: API under /api and server-rendered pages, in one Fastify instance. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  });
  const catalogue = new CatalogueService(database.db);

  registerErrorHandling(app);
  await registerSecurity(app, { https: config.publicUrl.startsWith('https://') });

  await app.register(async (api) => {
    api.setNotFoundHandler((req, reply) =>
      reply.status(404).send({
        error: {
          code: 'not_found',
          message: `No API route ${req.method} ${req.url.split('?')[0]}`,
        },
      }),
    );
    catalogueRoutes(api, catalogue);
  });

  if (opts.webBuildDir) {
    await registerPages(app, {
      buildDir: opts.webBuildDir,
      context: () => ({ publicUrl: config.publicUrl, catalogue }),
    });
  }
  return app;
}
