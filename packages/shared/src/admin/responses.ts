import { pageOf } from '../api/responses';
import { STAFF_ROLES, USER_ROLES } from '../auth/user';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../orders/lifecycle';
import { orderDetailShape, orderSummaryShape } from '../orders/responses';
import { describes } from '../validation/describes';
import { z } from '../validation/z';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditEntry } from './audit';
import type { AdminCustomer, AdminCustomerDetail, AdminCustomerSummary } from './customers';
import type { Dashboard } from './dashboard';
import type { AdminMessage, MessagePage } from './messages';
import type { AdminOrderDetail, AdminOrderSummary } from './orders';
import type { StaffAdded, StaffMember } from './staff';

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
