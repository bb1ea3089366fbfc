import type { FastifyInstance } from 'fastify';
import type { UploadsS3Config } from '../../config';
import type { Database } from '../../db/database';
import { adminReviewRoutes } from '../reviews/routes';
import type { ReviewService } from '../reviews/service';
import { auditRoutes } from './audit/routes';
import type { AuditService } from './audit/service';
import { adminCsvRoutes } from './csv/routes';
import { AdminCustomerService } from './customers/service';
import { adminCustomerRoutes } from './customers/routes';
import { adminDashboardRoutes } from './dashboard/routes';
import type { DashboardService } from './dashboard/service';
import { registerAdminGuard } from './guard';
import { adminMessageRoutes } from './messages/routes';
import { AdminMessageService } from './messages/service';
import { adminOrderRoutes } from './orders/routes';
import type { AdminOrderService } from './orders/service';
import { adminProductRoutes } from './products/routes';
import { AdminProductService } from './products/service';
import { adminUploadRoutes } from './uploads/routes';
import { UploadService } from './uploads/service';
import { registerUploadsServing } from './uploads/static';
import { createUploadStorage } from './uploads/storage';

/** The back office's services made once (app.ts): its API routes and its pages call the same. */
export interface BackOfficeServices {
  orders: AdminOrderService;
  dashboard: DashboardService;
  audit: AuditService;
}

export interface BackOfficeOptions extends BackOfficeServices {
  db: Database;
  reviews: ReviewService;
  /** Where uploaded product images are stored (DATA_DIR/uploads unless UPLOADS_DIR is set). */
  uploadsDir: string;
  /** Set: uploaded product images are kept in this S3 bucket instead of uploadsDir. */
  uploadsS3?: UploadsS3Config;
}

/**
 * The back office (ADR 020): every /api/admin route in one plugin scope behind one guard (guests
 * 401, customers 403), and the uploaded product images served at /uploads/*.
 */
export async function registerBackOffice(
  app: FastifyInstance,
  opts: BackOfficeOptions,
): Promise<void> {
  const { db } = opts;
  const uploads = await createUploadStorage({ dir: opts.uploadsDir, s3: opts.uploadsS3 });
  app.addHook('onClose', () => uploads.close());
  registerUploadsServing(app, uploads);
  await app.register(async (admin) => {
    registerAdminGuard(admin);
    adminDashboardRoutes(admin, opts.dashboard);
    adminProductRoutes(admin, new AdminProductService(db));
    await adminUploadRoutes(admin, new UploadService(db, uploads, admin.log));
    adminOrderRoutes(admin, opts.orders);
    adminCsvRoutes(admin, db);
    adminMessageRoutes(admin, new AdminMessageService(db));
    adminCustomerRoutes(admin, new AdminCustomerService(db));
    adminReviewRoutes(admin, opts.reviews);
    auditRoutes(admin, opts.audit);
  });
}
