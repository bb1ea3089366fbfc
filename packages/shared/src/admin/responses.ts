import { pageOf } from '../api/responses';
import { STAFF_ROLES, USER_ROLES } from '../auth/user';
import { productSchema } from '../catalogue/responses';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../orders/lifecycle';
import { orderDetailShape, orderSummaryShape } from '../orders/responses';
import { describes } from '../validation/describes';
import { z } from '../validation/z';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditEntry } from './audit';
import type { AdminCustomer, AdminCustomerDetail, AdminCustomerSummary } from './customers';
import type { Dashboard } from './dashboard';
import type { AdminMessage, MessagePage } from './messages';
import type { AdminOrderDetail, AdminOrderSummary } from './orders';
import type { ImportReport } from './product-import';
import type { StaffAdded, StaffMember } from './staff';
import type { AdminProduct, AdminProductSummary } from './products';
import { STOCK_MOVERS, STOCK_REASONS, type StockMovement } from './stock';
import type { UploadedImage } from './uploads';

/* What the back office API answers with (server-only, ADR 033). Amounts in paise, times UTC ISO. */

const salesFigures = z.object({ orders: z.number().int(), revenuePaise: z.number().int() });

const rtoFigures = z.object({ dispatched: z.number().int(), returned: z.number().int() });

export const dashboardSchema = describes<Dashboard>()(
  z.object({
    today: z.string().meta({ description: 'India date, YYYY-MM-DD' }),
    sales: z.object({
      today: salesFigures,
      thisMonth: salesFigures,
      last7Days: salesFigures,
      last30Days: salesFigures,
    }),
    daily: z.array(salesFigures.extend({ date: z.string() })),
    pendingPayments: z.number().int(),
    ordersToShip: z.number().int(),
    returnsToHandle: z.number().int(),
    lowStock: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        stock: z.number().int(),
        lowStockThreshold: z.number().int(),
      }),
    ),
    unreadMessages: z.number().int(),
    unansweredMessages: z.number().int(),
    pendingReviews: z.number().int(),
    rto: z.object({
      cod: rtoFigures,
      prepaid: rtoFigures,
      byState: z.array(z.object({ state: z.string(), cod: rtoFigures, prepaid: rtoFigures })),
    }),
  }),
);

// The catalogue's product fields, as the back office reads them (without the shopper's inStock).
const { inStock: _inStock, lang: _lang, ...productFields } = productSchema.shape;

export const adminProductSummarySchema = describes<AdminProductSummary>()(
  z.object({
    id: productFields.id,
    name: productFields.name,
    category: productFields.category,
    brand: productFields.brand,
    price: productFields.price,
    originalPrice: productFields.originalPrice,
    stock: productFields.stock,
    lowStockThreshold: z.number().int(),
    badge: productFields.badge,
    hidden: z.boolean(),
    image: z.string().nullable(),
    updatedAt: z.string(),
  }),
);

export const adminProductSchema = describes<AdminProduct>()(
  z
    .object({
      ...productFields,
      revision: z.number().int().meta({ description: 'The version a save sends back (ADR 084)' }),
      lowStockThreshold: z.number().int(),
      hidden: z.boolean(),
      createdAt: z.string(),
      updatedAt: z.string(),
      orderCount: z.number().int(),
      nameHi: z
        .string()
        .nullable()
        .meta({ description: 'Hindi name (ADR 108); null: not written' }),
      descriptionHi: z.string().nullable(),
      featuresHi: z
        .array(z.string())
        .meta({ description: 'Hindi features in the English order; blank: not written' }),
      specificationNamesHi: z
        .record(z.string(), z.string())
        .meta({ description: 'Hindi specification labels keyed by the English label' }),
    })
    .meta({ id: 'AdminProduct' }),
);

export const stockMovementSchema = describes<StockMovement>()(
  z
    .object({
      id: z.number().int(),
      at: z.string().meta({ description: 'UTC ISO' }),
      change: z.number().int().meta({ description: 'Units added (+) or taken (-)' }),
      stockAfter: z.number().int(),
      reason: z.enum(STOCK_REASONS),
      orderId: z.string().nullable(),
      returnId: z.number().int().nullable(),
      by: z.object({
        kind: z.enum(STOCK_MOVERS),
        userId: z.number().int().nullable(),
        email: z.string().nullable(),
      }),
    })
    .meta({ id: 'StockMovement' }),
);

export const uploadedImageSchema = describes<UploadedImage>()(
  z.object({
    url: z.string(),
    thumbnailUrl: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  }),
);

const adminOrderSummaryShape = {
  ...orderSummaryShape,
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  paymentMethod: z.string(),
  invoiceNumber: z.string().nullable(),
};

export const adminOrderSummarySchema = describes<AdminOrderSummary>()(
  z.object(adminOrderSummaryShape).meta({ id: 'AdminOrderSummary' }),
);

export const adminOrderDetailSchema = describes<AdminOrderDetail>()(
  z
    .object({
      ...orderDetailShape,
      userId: z.number().int(),
      payment: z.object({
        method: z.string(),
        status: z.enum(PAYMENT_STATUSES),
        reference: z.string().nullable(),
        paidAt: z.string().nullable(),
        demo: z.boolean(),
        attempts: z.array(
          z.object({
            mode: z.enum(['live', 'demo']),
            razorpayOrderId: z.string().nullable(),
            razorpayPaymentId: z.string().nullable(),
            amountPaise: z.number().int(),
            status: z.enum(['created', 'failed', 'paid']),
            method: z.string().nullable(),
            error: z.string().nullable(),
            createdAt: z.string(),
            updatedAt: z.string(),
          }),
        ),
      }),
      nextStatuses: z.array(z.enum(ORDER_STATUSES)),
      invoiceDate: z.string().nullable(),
    })
    .meta({ id: 'AdminOrderDetail' }),
);

export const adminMessageSchema = describes<AdminMessage>()(
  z
    .object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      subject: z.string(),
      message: z.string(),
      read: z.boolean(),
      readAt: z.string().nullable(),
      createdAt: z.string(),
      replies: z.array(
        z.object({
          id: z.number().int(),
          body: z.string(),
          sentAt: z.string(),
          staffEmail: z.string(),
        }),
      ),
      answered: z.boolean(),
    })
    .meta({ id: 'AdminMessage' }),
);

export const messagePageSchema = describes<MessagePage>()(
  pageOf(adminMessageSchema).extend({ unread: z.number().int() }),
);

const adminCustomerSummaryShape = {
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(USER_ROLES),
  disabled: z.boolean(),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
  orderCount: z.number().int(),
  totalSpentPaise: z.number().int(),
};

export const adminCustomerSummarySchema = describes<AdminCustomerSummary>()(
  z.object(adminCustomerSummaryShape),
);

export const adminCustomerSchema = describes<AdminCustomer>()(
  z
    .object({
      ...adminCustomerSummaryShape,
      address: z.string().nullable(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      pincode: z.string().nullable(),
    })
    .meta({ id: 'AdminCustomer' }),
);

export const adminCustomerDetailSchema = describes<AdminCustomerDetail>()(
  z.object({ customer: adminCustomerSchema, orders: z.array(adminOrderSummarySchema) }),
);

export const auditEntrySchema = describes<AuditEntry>()(
  z.object({
    id: z.number().int(),
    at: z.string(),
    actor: z.object({
      id: z.number().int().nullable(),
      email: z.string(),
      role: z
        .enum(STAFF_ROLES)
        .nullable()
        .meta({ description: 'Null for the command line and older entries' }),
    }),
    action: z.enum(AUDIT_ACTIONS),
    entity: z.enum(AUDIT_ENTITIES),
    entityId: z.string(),
    details: z.record(z.string(), z.unknown()),
  }),
);

const fromTo = z.object({ from: z.number().int(), to: z.number().int() });
const measuredFromTo = z
  .object({ from: z.number().int().nullable(), to: z.number().int() })
  .optional()
  .meta({ description: 'From null: not measured before (ADR 099)' });

const hindiFromTo = z
  .object({ from: z.string(), to: z.string() })
  .optional()
  .meta({ description: 'The Hindi (ADR 108) as CSV cells; empty: not written' });

/** POST /api/admin/products/import: what the file would change (dry run) or changed. */
export const importReportSchema = describes<ImportReport>()(
  z
    .object({
      applied: z.boolean(),
      rows: z.number().int(),
      changes: z.array(
        z.object({
          line: z.number().int(),
          id: z.number().int(),
          name: z.string(),
          price: fromTo.optional(),
          sku: z.object({ from: z.string().nullable(), to: z.string() }).optional(),
          priceBands: z
            .object({ from: z.string(), to: z.string() })
            .optional()
            .meta({ description: 'As CSV cells: "10:36; 50:32" or "none"' }),
          stock: fromTo.optional(),
          lowStockThreshold: fromTo.optional(),
          weightGrams: measuredFromTo,
          lengthCm: measuredFromTo,
          breadthCm: measuredFromTo,
          heightCm: measuredFromTo,
          nameHi: hindiFromTo,
          descriptionHi: hindiFromTo,
          featuresHi: hindiFromTo,
          specificationNamesHi: hindiFromTo,
        }),
      ),
      unchanged: z.number().int(),
      problems: z.array(z.object({ line: z.number().int(), message: z.string() })),
    })
    .meta({ id: 'ImportReport' }),
);

export const staffMemberSchema = describes<StaffMember>()(
  z
    .object({
      id: z.number().int(),
      email: z.string(),
      name: z.string(),
      role: z.enum(STAFF_ROLES),
      disabled: z.boolean(),
      createdAt: z.string(),
    })
    .meta({ id: 'StaffMember' }),
);

export const staffAddedSchema = describes<StaffAdded>()(
  z.object({ member: staffMemberSchema, invited: z.boolean() }),
);
