import type { FastifyInstance } from 'fastify';
import type { UploadsS3Config } from '../../config';
import type { Database } from '../../db/database';
import { ewayBillRoutes, type EwayBillService } from '../eway-bills';
import { adminReturnRoutes } from '../returns/routes';
import type { ReturnService } from '../returns/service';
import { adminReviewRoutes } from '../reviews/routes';
import type { ReviewService } from '../reviews/service';
import { auditRoutes } from './audit/routes';
import type { AuditService } from './audit/service';
import { adminCsvRoutes } from './csv/routes';
import type { AdminCustomerService } from './customers/service';
import { adminGstRoutes } from './gst-returns/routes';
import type { GstReturnService } from './gst-returns/service';
import { adminCustomerRoutes } from './customers/routes';
import { adminDashboardRoutes } from './dashboard/routes';
import { adminDispatchRoutes } from './dispatch/routes';
import type { DispatchService } from './dispatch/service';
import type { DashboardService } from './dashboard/service';
import { registerAdminGuard } from './guard';
import { adminMessageRoutes } from './messages/routes';
import type { AdminMessageService } from './messages/service';
import { adminOrderRoutes } from './orders/routes';
import type { AdminOrderService } from './orders/service';
import { adminProductRoutes } from './products/routes';
import { adminStaffRoutes } from './staff/routes';
import type { StaffService } from './staff/service';
import type { AdminProductService } from './products/service';
import { adminStockRoutes } from './stock/routes';
import { adminThrottleRoutes } from './throttles/routes';
import type { ThrottleService } from './throttles/service';
import type { StockHistoryService } from './stock/service';
import { adminUploadRoutes } from './uploads/routes';
import { UploadService } from './uploads/service';
import { registerUploadsServing } from './uploads/static';
import { createUploadStorage } from './uploads/storage';

/**
 * The back office's services, made once in app.ts: its API routes and its pages (through the
 * page context's `staff`, ssr/page-services.ts) call the same ones.
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
  dispatch: DispatchService;
  ewayBills: EwayBillService;
  gst: GstReturnService;
  staff: StaffService;
  throttles: ThrottleService;
}

export interface BackOfficeOptions {
  db: Database;
  services: BackOfficeServices;
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
): Promise<{ uploads: UploadService }> {
  const { db } = opts;
  const uploads = await createUploadStorage({ dir: opts.uploadsDir, s3: opts.uploadsS3 });
  app.addHook('onClose', () => uploads.close());
  registerUploadsServing(app, uploads);
  const { services } = opts;
  const images = new UploadService(db, uploads, app.log);
  await app.register(async (admin) => {
    registerAdminGuard(admin);
    adminDashboardRoutes(admin, services.dashboard);
    adminProductRoutes(admin, services.products);
    adminStockRoutes(admin, services.stock);
    await adminUploadRoutes(admin, images);
    adminOrderRoutes(admin, services.orders);
    adminDispatchRoutes(admin, services.dispatch);
    ewayBillRoutes(admin, services.ewayBills);
    adminCsvRoutes(admin, db);
    adminMessageRoutes(admin, services.messages);
    adminCustomerRoutes(admin, services.customers);
    adminReviewRoutes(admin, services.reviews);
    adminReturnRoutes(admin, services.returns);
    adminGstRoutes(admin, services.gst);
    adminStaffRoutes(admin, services.staff);
    adminThrottleRoutes(admin, services.throttles);
    auditRoutes(admin, services.audit);
  });
  return { uploads: images };
}
