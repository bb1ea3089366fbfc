import { z } from '../validation/z';
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus } from '../orders/lifecycle';
import type { OrderDetail, OrderSummary } from '../orders/order';
import { ADMIN_ERRORS, MAX_EXPORT_DAYS } from './errors';
import { daysBetween, isCalendarDate } from '../format/india-time';
import { blankToUndefined, pagingShape, searchText, sortParam } from './paging';

/** A calendar day in India time, YYYY-MM-DD. */
export const calendarDateSchema = z
  .string({ error: ADMIN_ERRORS.date })
  .trim()
  .refine(isCalendarDate, ADMIN_ERRORS.date);

const optionalDate = z.preprocess(blankToUndefined, calendarDateSchema.optional());

/** The orders list's orders: by when placed, or by total. */
export const ORDER_SORTS = ['newest', 'oldest', 'total-high', 'total-low'] as const;

/**
 * GET /api/admin/orders query. `from` and `to` are India-time days, both included; `q` finds an
 * order by id, the customer's email or mobile number (or name).
 */
export const adminOrderListQuerySchema = z
  .object({
    status: z.preprocess(
      blankToUndefined,
      z
        .enum(ORDER_STATUSES, { error: `Status must be one of ${ORDER_STATUSES.join(', ')}` })
        .optional(),
    ),
    paymentStatus: z.preprocess(
      blankToUndefined,
      z
        .enum(PAYMENT_STATUSES, {
          error: `Payment status must be one of ${PAYMENT_STATUSES.join(', ')}`,
        })
        .optional(),
    ),
    from: optionalDate,
    to: optionalDate,
    q: searchText,
    sort: sortParam(ORDER_SORTS),
    ...pagingShape,
  })
  .strict()
  .superRefine((q, ctx) => {
    // A date already refused as such is not compared.
    if (q.from && q.to && isCalendarDate(q.from) && isCalendarDate(q.to) && q.from > q.to) {
      ctx.addIssue({ code: 'custom', message: ADMIN_ERRORS.dateRange, path: ['to'] });
    }
  });
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

/** GET /api/admin/orders.csv query: India-time days, both included, at most 366 of them. */
export const orderExportQuerySchema = z
  .object({
    from: z.preprocess(blankToUndefined, calendarDateSchema.optional()),
    to: z.preprocess(blankToUndefined, calendarDateSchema.optional()),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (!q.from)
      ctx.addIssue({ code: 'custom', message: ADMIN_ERRORS.exportDatesRequired, path: ['from'] });
    if (!q.to)
      ctx.addIssue({ code: 'custom', message: ADMIN_ERRORS.exportDatesRequired, path: ['to'] });
    if (!q.from || !q.to || !isCalendarDate(q.from) || !isCalendarDate(q.to)) return;
    if (q.from > q.to) {
      ctx.addIssue({ code: 'custom', message: ADMIN_ERRORS.dateRange, path: ['to'] });
    } else if (daysBetween(q.from, q.to) + 1 > MAX_EXPORT_DAYS) {
      ctx.addIssue({ code: 'custom', message: ADMIN_ERRORS.exportTooLong, path: ['to'] });
    }
  })
  .transform((q) => ({ from: q.from!, to: q.to! }));
export type OrderExportQuery = z.infer<typeof orderExportQuerySchema>;

/** POST /api/admin/orders/:orderId/cancel body: an optional note shown to the customer. */
export const cancelOrderSchema = z
  .object({
    note: z
      .string()
      .max(500, 'At most 500 characters')
      .optional()
      .transform((s) => s?.trim() || undefined),
  })
  .strict();
export type CancelOrderInput = z.infer<typeof cancelOrderSchema>;

/**
 * The order page's second step of cancelling: the API's body and the button's intent.
 * Its status form posts `statusChangeSchema` (../orders/status-change.ts) with intent 'status'.
 */
export const cancelOrderFormSchema = cancelOrderSchema.extend({ intent: z.literal('cancel') });

/** A row of the back office order list. */
export interface AdminOrderSummary extends OrderSummary {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  paymentMethod: string;
  invoiceNumber: string | null;
}

/** One attempt to pay, as recorded from Razorpay (or a demo payment). Amounts in paise. */
export interface AdminPaymentAttempt {
  mode: 'live' | 'demo';
  razorpayOrderId: string | null;
  razorpayPaymentId: string | null;
  amountPaise: number;
  status: 'created' | 'failed' | 'paid';
  method: string | null;
  error: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/admin/orders/:orderId: the customer's view of the order plus the shop's details. */
export interface AdminOrderDetail extends OrderDetail {
  /** The account that placed it (GET /api/admin/customers/:id). */
  userId: number;
  payment: {
    method: string;
    status: OrderDetail['paymentStatus'];
    /** pay_… or DEMO-… once paid. */
    reference: string | null;
    paidAt: string | null;
    /** True when it was marked paid in demo mode (nothing was charged). */
    demo: boolean;
    attempts: AdminPaymentAttempt[];
  };
  /** Statuses the order may move to now (empty when final). */
  nextStatuses: OrderStatus[];
  invoiceDate: string | null;
}
