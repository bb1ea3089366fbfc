import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { loggerOptions, ShopLogController } from './logger';
import { accountRoutes } from './modules/account/routes';
import { addressRoutes } from './modules/addresses/routes';
import { AddressService } from './modules/addresses/service';
import { pincodeRoutes } from './modules/pincodes/routes';
import { AuditService } from './modules/admin/audit/service';
import { AdminCustomerService } from './modules/admin/customers/service';
import { ThrottleService } from './modules/admin/throttles/service';
import { StaffService } from './modules/admin/staff/service';
import { DashboardService } from './modules/admin/dashboard/service';
import { DispatchService } from './modules/admin/dispatch/service';
import { AdminMessageService } from './modules/admin/messages/service';
import { AdminOrderService } from './modules/admin/orders/service';
import { GstReturnService } from './modules/admin/gst-returns/service';
import { registerBackOffice, type BackOfficeServices } from './modules/admin/plugin';
import { AdminProductService } from './modules/admin/products/service';
import { StockDigest } from './modules/admin/stock/digest';
import { StockHistoryService } from './modules/admin/stock/service';
import { AccountService } from './modules/account/service';
import { authRoutes } from './modules/auth/routes';
import { AuthService } from './modules/auth/service';
import { cartRoutes } from './modules/cart/routes';
import { CartService } from './modules/cart/service';
import { reviewRoutes } from './modules/reviews/routes';
import { ReviewService } from './modules/reviews/service';
import { wishlistRoutes } from './modules/wishlist/routes';
import { WishlistService } from './modules/wishlist/service';
import { catalogueRoutes } from './modules/catalogue/routes';
import { contactRoutes } from './modules/contact/routes';
import { ContactService } from './modules/contact/service';
import { housekeepingJob } from './modules/housekeeping/job';
import { cartReminderRoutes } from './modules/cart-reminders/routes';
import { CartReminders } from './modules/cart-reminders/service';
import { invoiceRoutes } from './modules/invoices/routes';
import { InvoiceService } from './modules/invoices/service';
import { CatalogueService } from './modules/catalogue/service';
import { OrderLifecycle } from './modules/orders/lifecycle';
import { EwayBillService } from './modules/eway-bills';
import { orderRoutes } from './modules/orders/routes';
import { OrderService } from './modules/orders/service';
import { paymentRoutes } from './modules/payments/routes';
import type { UnpaidOrderExpiry } from './modules/payments/expiry';
import { checkoutScriptUrl, razorpayClientFor, setUpPayments } from './modules/payments/setup';
import { ratePolicies } from './modules/rate-limit/policies';
import { RefundService } from './modules/returns/refunds';
import { returnRoutes } from './modules/returns/routes';
import { ReturnService } from './modules/returns/service';
import { seoRoutes } from './modules/seo/routes';
import type { EmailService } from './modules/email/service';
import { createEmailService } from './modules/email/setup';
import { registerRouteContracts } from './lib/route-contracts';
import { registerApiDocument, registerApiReference } from './plugins/api-docs';
import { registerAuth } from './plugins/auth';
import { registerCsrf } from './plugins/csrf';
import { registerDelivery } from './plugins/delivery';
import { registerErrorHandling, type ErrorPages } from './plugins/errors';
import { FrontDoor, type KeptJsonFinder } from './plugins/front-door';
import { registerHealth } from './plugins/health';
import { BODY_LIMITS, clientErrorHandler, registerLimits, SERVER_LIMITS } from './plugins/limits';
import { registerMetrics } from './plugins/metrics';
import { registerRequestId, requestIdGenerator } from './plugins/request-id';
import { registerSecurity } from './plugins/security';
import { pageServices } from './ssr/page-services';
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

declare module 'fastify' {
  interface FastifyInstance {
    /** The email outbox, for modules that send email and for tests that deliver it. */
    email: EmailService;
    /** The sweep that cancels orders unpaid past the payment window (ADR 022). */
    orderExpiry: UnpaidOrderExpiry;
    /** The hourly cart reminders (ADR 061), for tests that run a round at a time they choose. */
    cartReminders: CartReminders;
    /** The staff's daily stock digest (ADR 069), likewise. */
    stockDigest: StockDigest;
  }
}

/** Builds the whole shop: API under /api and server-rendered pages, in one Fastify instance. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  // Kept catalogue answers are sent from in front of Fastify (ADR 081); opened below. Not under
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
  const https = config.publicUrl.startsWith('https://');
  const catalogue = new CatalogueService(database.db);
  // Read the catalogue in the background from the start, not at the first shopper's request.
  if (opts.jobs !== false) app.addHook('onReady', async () => catalogue.warmUp());
  const email = createEmailService(config, database.db, app.log);
  app.decorate('email', email);
  app.addHook('onClose', () => email.stop());
  if (opts.emailWorker !== false) app.addHook('onReady', async () => email.start());
  const limits = ratePolicies(config.signupLimits);
  const auth = new AuthService(database.db, email, config.publicUrl, limits);
  const account = new AccountService(database.db);
  const addresses = new AddressService(database.db);
  const carts = new CartService(database.db, catalogue);
  const wishlists = new WishlistService(database.db, catalogue);
  const orders = new OrderService(database.db, email, config.publicUrl);
  const razorpay = razorpayClientFor(config.payments);
  const refunds = new RefundService(database.db, email, config.publicUrl, app.log, razorpay);
  const lifecycle = new OrderLifecycle(database.db, email, config.publicUrl, refunds);
  const returns = new ReturnService(database.db, email, refunds, config.publicUrl);
  const invoices = new InvoiceService(database.db);
  const reviews = new ReviewService(database.db, () => catalogue.revision());
  // The back office's services, called by its API routes and its pages alike.
  const adminOrders = new AdminOrderService(database.db, lifecycle, invoices);
  const ewayBills = new EwayBillService(database.db);
  const backOffice: BackOfficeServices = {
    orders: adminOrders,
    dashboard: new DashboardService(database.db),
    audit: new AuditService(database.db),
    messages: new AdminMessageService(database.db, email),
    customers: new AdminCustomerService(database.db),
    products: new AdminProductService(database.db),
    stock: new StockHistoryService(database.db),
    reviews,
    returns,
    dispatch: new DispatchService(database.db, lifecycle, adminOrders, ewayBills),
    ewayBills,
    gst: new GstReturnService(database.db),
    staff: new StaffService(database.db, email, config.publicUrl),
    throttles: new ThrottleService(database.db, limits),
  };
  const contact = new ContactService(database.db, email, config.publicUrl);
  const payments = setUpPayments({
    db: database.db,
    config: config.payments,
    orders,
    lifecycle,
    email,
    publicUrl: config.publicUrl,
    log: app.log,
    razorpay,
    refunds,
  });
  app.decorate('orderExpiry', payments.expiry);
  const cartReminders = new CartReminders(database.db, carts, email, config.publicUrl, app.log);
  app.decorate('cartReminders', cartReminders);
  const stockDigest = new StockDigest(
    database.db,
    backOffice.dashboard,
    email,
    config.publicUrl,
    app.log,
  );
  app.decorate('stockDigest', stockDigest);
  const jobs = [payments.expiry.job, housekeepingJob(database.db, app.log), cartReminders.job];
  jobs.push(stockDigest.job);
  app.addHook('onClose', async () => {
    await Promise.all(jobs.map((job) => job.stop()));
  });
  if (opts.jobs !== false) app.addHook('onReady', async () => jobs.forEach((job) => job.start()));

  // First: the metrics count every route registered after them.
  registerMetrics(app, database.db, config.metrics);
  registerRequestId(app);
  const errorPages: ErrorPages = {};
  registerErrorHandling(app, errorPages);
  // Outside production an answer with a field its schema does not declare fails (ADR 033).
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
  // After cookies and the session are read, so a refusal's error page shows the visitor's header.
  registerLimits(app);
  registerHealth(app, database.db, { onDraining: () => door.close() });

  let findKept: KeptJsonFinder | undefined;
  await app.register(async (api) => {
    api.setNotFoundHandler((req, reply) =>
      reply.status(404).send({
        error: {
          code: 'not_found',
          message: `No API route ${req.method} ${req.url.split('?')[0]}`,
        },
      }),
    );
    findKept = catalogueRoutes(api, catalogue);
    seoRoutes(api, { publicUrl: config.publicUrl, catalogue });
    authRoutes(api, auth, { carts, wishlists }, https);
    accountRoutes(api, account);
    addressRoutes(api, addresses);
    pincodeRoutes(api);
    cartRoutes(api, carts, https);
    wishlistRoutes(api, wishlists, https);
    reviewRoutes(api, reviews);
    orderRoutes(api, orders);
    invoiceRoutes(api, invoices);
    returnRoutes(api, returns);
    contactRoutes(api, contact);
    paymentRoutes(api, payments);
    cartReminderRoutes(api, cartReminders);
    await registerApiReference(api);
  });

  const { uploads } = await registerBackOffice(app, {
    db: database.db,
    services: backOffice,
    uploadsDir: config.uploadsDir ?? path.join(config.dataDir, 'uploads'),
    uploadsS3: config.uploadsS3,
  });

  if (opts.webBuildDir) {
    await registerPages(app, {
      buildDir: opts.webBuildDir,
      dev: opts.webDev && (await opts.webDev(app)),
      revision: () => catalogue.revision(),
      errorPages,
      context: (request, reply) =>
        pageServices(
          {
            publicUrl: config.publicUrl,
            secureCookies: https,
            catalogue,
            auth,
            account,
            addresses,
            carts,
            wishlists,
            orders,
            payments: payments.payments,
            buyNow: payments.buyNow,
            contact,
            reviews,
            cartReminders,
            backOffice,
            uploads,
          },
          request,
          reply,
        ),
    });
  }
  // Not while each request is logged (LOG_LEVEL=debug): the door logs nothing.
  const logsRequests = ['debug', 'trace'].includes(app.log.level);
  if (findKept && !logsRequests) door.open(scriptless, findKept);
  return app;
}
