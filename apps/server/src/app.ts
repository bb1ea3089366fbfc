import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { loggerOptions, ShopLogController } from './logger';
import { accountModule } from './modules/account/plugin';
import { addressModule } from './modules/addresses/plugin';
import { backOfficeGuard } from './modules/admin/guard';
import { backOfficeModule } from './modules/admin/plugin';
import { authModule } from './modules/auth/plugin';
import { cartModule } from './modules/cart/plugin';
import { cartReminderModule } from './modules/cart-reminders/plugin';
import { catalogueModule } from './modules/catalogue/plugin';
import { contactModule } from './modules/contact/plugin';
import { eInvoiceModule } from './modules/e-invoices/plugin';
import { emailModule } from './modules/email/plugin';
import { ewayBillModule } from './modules/eway-bills';
import { housekeepingModule } from './modules/housekeeping/plugin';
import { invoiceModule } from './modules/invoices/plugin';
import type { ModuleOptions } from './plugins/module-options';
import { orderModule } from './modules/orders/plugin';
import { paymentModule, razorpayModule } from './modules/payments/plugin';
import { bankTransferModule } from './modules/bank-transfers/plugin';
import { checkoutScriptUrl } from './modules/payments/setup';
import { pincodeModule } from './modules/pincodes/plugin';
import { rateLimitModule } from './modules/rate-limit/plugin';
import { returnModule } from './modules/returns/plugin';
import { reviewModule } from './modules/reviews/plugin';
import { seoModule } from './modules/seo/plugin';
import { quoteModule } from './modules/quotes/plugin';
import { shippingModule } from './modules/shipping/plugin';
import { vitalsModule } from './modules/vitals/plugin';
import { whatsappModule } from './modules/whatsapp/plugin';
import { wishlistModule } from './modules/wishlist/plugin';
import { registerRouteContracts } from './lib/route-contracts';
import { registerApiDocument, registerApiReference } from './plugins/api-docs';
import { registerAuth } from './plugins/auth';
import { registerCsrf } from './plugins/csrf';
import { registerDelivery } from './plugins/delivery';
import { registerErrorHandling, type ErrorPages } from './plugins/errors';
import { FrontDoor } from './plugins/front-door';
import { registerHealth } from './plugins/health';
import { BODY_LIMITS, clientErrorHandler, registerLimits, SERVER_LIMITS } from './plugins/limits';
import { registerMetrics } from './plugins/metrics';
import { registerRequestId, requestIdGenerator } from './plugins/request-id';
import { registerSecurity } from './plugins/security';
import { pageServices } from './ssr/page-services';
import { registerMessageFiles } from './ssr/message-files';
import { registerPages, type DevPages } from './ssr/pages';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Path of apps/web/build; pages are not served when absent (API-only, as in API tests). */
  webBuildDir?: string;
  /** npm run dev (dev.ts): pages from source through Vite, on this app's HTTP server. */
  webDev?: (app: FastifyInstance) => Promise<DevPages>;
  logger?: boolean;
  /** Deliver queued email in the background (default true); API tests call deliverPending. */
  emailWorker?: boolean;
  /**
   * Run the periodic jobs (default true): the unpaid-order sweep each minute, the hourly
   * housekeeping, the hourly cart reminders and the daily stock digest. API tests run them
   * themselves, at a time they choose.
   */
  jobs?: boolean;
}

/**
 * The shop's modules in the order they load (ADR 092): each is a Fastify plugin that makes its
 * services, decorates the instance with the ones others call, and registers its routes, hooks and
 * jobs. A module that uses another's decoration comes after it (fastify-plugin checks the
 * `dependencies` each one names). A new module is one line here.
 */
const MODULES: FastifyPluginAsync<ModuleOptions>[] = [
  emailModule,
  catalogueModule,
  seoModule,
  rateLimitModule,
  cartModule,
  wishlistModule,
  authModule,
  accountModule,
  addressModule,
  pincodeModule,
  reviewModule,
  razorpayModule,
  returnModule,
  whatsappModule,
  orderModule,
  invoiceModule,
  eInvoiceModule,
  ewayBillModule,
  contactModule,
  vitalsModule,
  paymentModule,
  bankTransferModule,
  cartReminderModule,
  housekeepingModule,
  backOfficeModule,
  shippingModule,
  quoteModule,
];

/** Builds the whole shop: API under /api and server-rendered pages, in one Fastify instance. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  // Cached catalogue responses are sent from in front of Fastify (ADR 094); opened below. Not under
  // npm run dev: its HOST=localhost is bound to both 127.0.0.1 and ::1 by Fastify only when
  // Fastify makes the server itself.
  const door = new FrontDoor();
  const app = Fastify({
    ...(!opts.webDev && { serverFactory: door.server() }),
    logger: opts.logger === false ? false : loggerOptions(config),
    logController: new ShopLogController(),
    trustProxy: config.trustProxy,
    // Every request's log lines carry its id (reqId), also sent back as X-Request-Id.
    genReqId: requestIdGenerator(config.trustProxy),
    requestIdHeader: false,
    bodyLimit: BODY_LIMITS.api,
    requestTimeout: SERVER_LIMITS.requestTimeout,
    clientErrorHandler,
    keepAliveTimeout: SERVER_LIMITS.keepAliveTimeout,
    http: {
      maxHeaderSize: SERVER_LIMITS.maxHeaderSize,
      connectionsCheckingInterval: SERVER_LIMITS.connectionsCheckingInterval,
    },
  });
  app.decorate('config', config);
  app.decorate('db', database.db);
  const https = config.publicUrl.startsWith('https://');
  app.decorate('secureCookies', https);

  // First: the metrics count every route registered after them.
  registerMetrics(app, database.db, config.metrics);
  registerRequestId(app);
  const errorPages: ErrorPages = {};
  registerErrorHandling(app, errorPages);
  // Outside production a response with a field its schema does not declare fails (ADR 033).
  registerRouteContracts(app, { strict: config.env !== 'production' });
  await registerApiDocument(app);
  await registerDelivery(app);
  const scriptless = await registerSecurity(app, {
    https,
    checkoutUrl: checkoutScriptUrl(config.payments),
  });
  await app.register(cookie);
  registerCsrf(app, { publicUrl: config.publicUrl });
  registerAuth(app, database.db);
  // After cookies and the session are read, so an error page shows the visitor's header.
  registerLimits(app);
  registerHealth(app, database.db, { onDraining: () => door.close() });
  registerMessageFiles(app);

  await app.register(async (api) => {
    api.setNotFoundHandler((req, reply) =>
      reply.status(404).send({
        error: {
          code: 'not_found',
          message: `No API route ${req.method} ${req.url.split('?')[0]}`,
        },
      }),
    );
    await registerApiReference(api);
  });
  await app.register(backOfficeGuard);
  const moduleOptions: ModuleOptions = {
    jobs: opts.jobs !== false,
    emailWorker: opts.emailWorker !== false,
  };
  for (const module of MODULES) await app.register(module, moduleOptions);

  if (opts.webBuildDir) {
    await registerPages(app, {
      buildDir: opts.webBuildDir,
      dev: opts.webDev && (await opts.webDev(app)),
      revision: () => app.catalogue.revision(),
      errorPages,
      context: (request, reply) => pageServices(app, request, reply),
    });
  }
  // Not while each request is logged (LOG_LEVEL=debug): the door logs nothing.
  const logsRequests = ['debug', 'trace'].includes(app.log.level);
  if (!logsRequests) door.open(scriptless, app.findCachedJson);
  return app;
}
