import type { FastifyInstance } from 'fastify';
import type { UploadsS3Config } from '../../config';
import type { Database } from '../../db/database';
import type { InvoiceService } from '../invoices/service';
import type { OrderLifecycle } from '../orders/lifecycle';
import { adminReviewRoutes } from '../reviews/routes';
import type { ReviewService } from '../reviews/service';
import { auditRoutes } from './audit/routes';
import { adminCsvRoutes } from './csv/routes';
import type { AdminCustomerService } from './customers/service';
import { adminCustomerRoutes } from './customers/routes';
import { adminDashboardRoutes } from './dashboard/routes';
import { registerAdminGuard } from './guard';
import { adminMessageRoutes } from './messages/routes';
import type { AdminMessageService } from './messages/service';
import { adminOrderRoutes } from './orders/routes';
import { AdminOrderService } from './orders/service';
import { adminProductRoutes } from './products/routes';
import { AdminProductService } from './products/service';
import { adminUploadRoutes } from './uploads/routes';
import { UploadService } from './uploads/service';
import { registerUploadsServing } from './uploads/static';
import { createUploadStorage } from './uploads/storage';

export interface BackOfficeOptions {
  db: Database;
  lifecycle: OrderLifecycle;
  invoices: InvoiceService;
  reviews: ReviewService;
  /** The inbox and the accounts, made by the app: its pages call the same services. */
  messages: AdminMessageService;
  customers: AdminCustomerService;
  /** Where uploaded product images are stored (DATA_DIR/uploads unless UPLOADS_DIR is set). */
  uploadsDir: string;
  /** Set: uploaded product images are kept in this S3 bucket instead of uploadsDir. */
  uploadsS3?: UploadsS3Config;
}

/** The back office's services that its pages call in-process too (ssr/page-services.ts). */
export interface BackOfficeServices {
  products: AdminProductService;
  uploads: UploadService;
}

/**
 * The back office (ADR 020): every /api/admin route in one plugin scope behind one guard (guests
 * 401, customers 403), and the uploaded product images served at /uploads/*.
 */
export async function registerBackOffice(
  app: FastifyInstance,
  opts: BackOfficeOptions,
): Promise<BackOfficeServices> {
  const { db } = opts;
  const uploads = await createUploadStorage({ dir: opts.uploadsDir, s3: opts.uploadsS3 });
  app.addHook('onClose', () => uploads.close());
  registerUploadsServing(app, uploads);
  const services: BackOfficeServices = {
    products: new AdminProductService(db),
    uploads: new UploadService(db, uploads, app.log),
  };
  await app.register(async (admin) => {
    registerAdminGuard(admin);
    adminDashboardRoutes(admin, db);
    adminProductRoutes(admin, services.products);
    await adminUploadRoutes(admin, services.uploads);
    adminOrderRoutes(admin, new AdminOrderService(db, opts.lifecycle, opts.invoices));
    adminCsvRoutes(admin, db);
    adminMessageRoutes(admin, opts.messages);
    adminCustomerRoutes(admin, opts.customers);
    adminReviewRoutes(admin, opts.reviews);
    auditRoutes(admin, db);
  });
  return services;
}
