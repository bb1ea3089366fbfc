import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { accountRoutes } from './modules/account/routes';
import { AccountService } from './modules/account/service';
import { authRoutes } from './modules/auth/routes';
import { AuthService } from './modules/auth/service';
import { cartRoutes } from './modules/cart/routes';
import { CartService } from './modules/cart/service';
import { catalogueRoutes } from './modules/catalogue/routes';
import { CatalogueService } from './modules/catalogue/service';
import { seoRoutes } from './modules/seo/routes';
import { EmailService } from './modules/email/service';
import { createDelivery } from './modules/email/transport';
import { registerAuth } from './plugins/auth';
import { registerCsrf } from './plugins/csrf';
import { registerErrorHandling } from './plugins/errors';
import { registerSecurity } from './plugins/security';
import { registerPages } from './ssr/pages';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Path of apps/web/build; pages are not served when absent (API-only, as in API tests). */
  webBuildDir?: string;
  logger?: boolean;
  /** Deliver queued email in the background (default true); API tests call deliverPending. */
  emailWorker?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The email outbox, for modules that send email and for tests that deliver it. */
    email: EmailService;
  }
}

/** Builds the whole shop: API under /api and server-rendered pages, in one Fastify instance. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  });
  const https = config.publicUrl.startsWith('https://');
  const catalogue = new CatalogueService(database.db);
  const email = new EmailService(
    database.db,
    createDelivery({
      smtpUrl: config.smtpUrl,
      outboxDir: path.join(config.dataDir, 'outbox'),
      from: config.mailFrom,
      messageIdHost: new URL(config.publicUrl).hostname,
    }),
    app.log,
  );
  app.decorate('email', email);
  app.addHook('onClose', () => email.stop());
  if (opts.emailWorker !== false) app.addHook('onReady', async () => email.start());
  const auth = new AuthService(database.db, email, config.publicUrl);
  const account = new AccountService(database.db);
  const carts = new CartService(database.db, catalogue);

  registerErrorHandling(app);
  await registerSecurity(app, { https });
  await app.register(cookie);
  registerCsrf(app, { publicUrl: config.publicUrl });
  registerAuth(app, database.db);

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
    seoRoutes(api, { publicUrl: config.publicUrl, catalogue });
    authRoutes(api, auth, https);
    accountRoutes(api, account);
    cartRoutes(api, carts);
  });

  if (opts.webBuildDir) {
    await registerPages(app, {
      buildDir: opts.webBuildDir,
      context: (request) => ({ publicUrl: config.publicUrl, catalogue, user: request.user }),
    });
  }
  return app;
}
