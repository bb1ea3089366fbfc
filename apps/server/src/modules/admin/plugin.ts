import path from 'node:path';
import fp from 'fastify-plugin';
import { runWhileUp, type ModuleOptions } from '../../plugins/module-options';
import type { EwayBillService } from '../eway-bills';
import type { ReturnService } from '../returns/service';
import type { ReturnSteps } from '../returns/staff-steps';
import type { ReviewService } from '../reviews/service';
import { auditRoutes } from './audit/routes';
import { AuditService } from './audit/service';
import { adminCsvRoutes } from './csv/routes';
import { adminCustomerRoutes } from './customers/routes';
import { AdminCustomerService } from './customers/service';
import { adminDashboardRoutes } from './dashboard/routes';
import { DashboardService } from './dashboard/service';
import { adminDispatchRoutes } from './dispatch/routes';
import { DispatchService } from './dispatch/service';
import { adminGstRoutes } from './gst-returns/routes';
import { GstReturnService } from './gst-returns/service';
import { adminMessageRoutes } from './messages/routes';
import { AdminMessageService } from './messages/service';
import { adminOrderRoutes } from './orders/routes';
import { AdminOrderService } from './orders/service';
import { adminProductRoutes } from './products/routes';
import { AdminProductService } from './products/service';
import { adminStaffRoutes } from './staff/routes';
import { StaffService } from './staff/service';
import { StockDigest } from './stock/digest';
import { adminStockRoutes } from './stock/routes';
import { StockHistoryService } from './stock/service';
import { adminThrottleRoutes } from './throttles/routes';
import { adminCodPincodeRoutes } from './cod-pincodes/routes';
import { CodPincodeService } from './cod-pincodes/service';
import { ThrottleService } from './throttles/service';
import { adminUploadRoutes } from './uploads/routes';
import { UploadService } from './uploads/service';
import { registerUploadsServing } from './uploads/static';
import { createUploadStorage } from './uploads/storage';

/**
 * The back office's services, made once here: its API routes and its pages (through the page
 * context's `staff`, ssr/staff-pages.ts) call the same ones.
 */
export interface BackOfficeServices {
  orders: AdminOrderService;
  dashboard: DashboardService;
  audit: AuditService;
  messages: AdminMessageService;
  customers: AdminCustomerService;
  products: AdminProductService;
  stock: StockHistoryService;
  reviews: ReviewService;
  returns: ReturnService;
  returnSteps: ReturnSteps;
  dispatch: DispatchService;
  ewayBills: EwayBillService;
  gst: GstReturnService;
  staff: StaffService;
  throttles: ThrottleService;
  codPincodes: CodPincodeService;
}

declare module 'fastify' {
  interface FastifyInstance {
    backOffice: BackOfficeServices;
    /** Uploaded product images (stored as WebP and AVIF), for the API and the product editor. */
    uploads: UploadService;
    /** The staff's daily stock digest (ADR 069), for tests that run it at a time they choose. */
    stockDigest: StockDigest;
  }
}

/**
 * The back office (ADR 020): the /api/admin routes, which the guard (guard.ts) keeps to staff,
 * and the uploaded product images served at /uploads/*.
 */
export const backOfficeModule = fp(
  async (app, opts: ModuleOptions) => {
    const { config, db, email } = app;
    const storage = await createUploadStorage({
      dir: config.uploadsDir ?? path.join(config.dataDir, 'uploads'),
      s3: config.uploadsS3,
    });
    app.addHook('onClose', () => storage.close());
    registerUploadsServing(app, storage);
    const orders = new AdminOrderService(
      db,
      app.orderLifecycle,
      app.invoices,
      config.bankTransfer.account,
    );
    const services: BackOfficeServices = {
      orders,
      dashboard: new DashboardService(db),
      audit: new AuditService(db),
      messages: new AdminMessageService(db, email),
      customers: new AdminCustomerService(db),
      products: new AdminProductService(db),
      stock: new StockHistoryService(db),
      reviews: app.reviews,
      returns: app.returns,
      returnSteps: app.returnSteps,
      dispatch: new DispatchService(db, app.orderLifecycle, orders, app.ewayBills),
      ewayBills: app.ewayBills,
      gst: new GstReturnService(db),
      staff: new StaffService(db, email, config.publicUrl),
      throttles: new ThrottleService(db, app.ratePolicies),
      codPincodes: new CodPincodeService(db),
    };
    app.decorate('backOffice', services);
    const images = new UploadService(db, storage, app.log);
    app.decorate('uploads', images);
    const digest = new StockDigest(db, services.dashboard, email, config.publicUrl, app.log);
    app.decorate('stockDigest', digest);
    runWhileUp(app, digest.job, opts);

    adminDashboardRoutes(app, services.dashboard);
    adminProductRoutes(app, services.products);
    adminStockRoutes(app, services.stock);
    await adminUploadRoutes(app, images);
    adminOrderRoutes(app, services.orders);
    adminDispatchRoutes(app, services.dispatch);
    adminCsvRoutes(app, services.orders);
    adminMessageRoutes(app, services.messages);
    adminCustomerRoutes(app, services.customers);
    adminGstRoutes(app, services.gst);
    adminStaffRoutes(app, services.staff);
    adminThrottleRoutes(app, services.throttles);
    adminCodPincodeRoutes(app, services.codPincodes);
    auditRoutes(app, services.audit);
  },
  {
    name: 'back-office',
    dependencies: ['email', 'rate-limit', 'orders', 'invoices', 'eway-bills', 'reviews', 'returns'],
  },
);
