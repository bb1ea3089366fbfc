import {
  deliverFormSchema,
  dispatchFormSchema,
  DISPATCH_MAX_ORDERS,
  DISPATCH_MESSAGES,
} from '../admin/dispatch';
import { ORDER_ID_PATTERN } from '../orders/order-id';
import { z } from '../validation/z';

/*
 * Dispatch through the courier provider (ADR 101): staff tick orders in the to-ship queue and
 * choose each one's courier from its rates (or leave the provider's recommendation); the shop
 * books each with the provider, gets its AWB and pickup, and ships them all at once, with no
 * courier or AWB typed.
 */

export const COURIER_DISPATCH_MESSAGES = {
  booked: (n: number) =>
    `${n} ${n === 1 ? 'order' : 'orders'} booked with the courier and dispatched.`,
  bookingFailed: (orderId: string, why: string) => `Order ${orderId} could not be booked: ${why}`,
  nothingShipped:
    'Nothing was dispatched. Orders booked before the problem keep their AWB and are not booked twice when sent again.',
} as const;

const courierDispatchRowSchema = z.object({
  orderId: z
    .string()
    .transform((s) => s.trim().toUpperCase())
    .pipe(z.string().regex(ORDER_ID_PATTERN, DISPATCH_MESSAGES.orderId)),
  /** A courier id from the order's rates; left out: the provider's recommended courier. */
  courierId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{0,40}$/)
    .optional()
    .transform((s) => (s ? s : undefined)),
});

/** POST /api/admin/orders/dispatch-with-courier: the orders and their couriers. */
export const courierDispatchSchema = z.object({
  orders: z
    .array(courierDispatchRowSchema, { error: DISPATCH_MESSAGES.noneChosen })
    .min(1, DISPATCH_MESSAGES.noneChosen)
    .max(DISPATCH_MAX_ORDERS, DISPATCH_MESSAGES.tooMany)
    .refine((rows) => new Set(rows.map((r) => r.orderId)).size === rows.length, {
      message: DISPATCH_MESSAGES.duplicate,
    }),
});
export type CourierDispatchInput = z.input<typeof courierDispatchSchema>;

/** The to-ship page's courier form: `rows.<orderId>.picked` and `rows.<orderId>.courierId`. */
export const courierDispatchFormSchema = z.object({
  intent: z.literal('book'),
  rows: z
    .record(
      z.string(),
      z.object({ picked: z.literal('on').optional(), courierId: z.string().optional() }),
    )
    .optional()
    .refine((rows) => Object.values(rows ?? {}).some((r) => r.picked === 'on'), {
      message: DISPATCH_MESSAGES.noneChosen,
    }),
});

/** Every post of the to-ship page: typed dispatch, courier dispatch, Delivered. */
export const shipPageCourierFormSchema = z.discriminatedUnion('intent', [
  dispatchFormSchema,
  courierDispatchFormSchema,
  deliverFormSchema,
]);

/** The ticked rows of the courier form as a dispatch's orders, in the page's order. */
export function pickedForCourier(rows: z.infer<typeof courierDispatchFormSchema>['rows'] = {}) {
  return Object.entries(rows)
    .filter(([, row]) => row.picked === 'on')
    .map(([orderId, row]) => ({ orderId, courierId: row.courierId }));
}

/** One order's courier offer as the queue shows it: rate in paise and the delivery estimate. */
export const queueRateSchema = z.object({
  courierId: z.string(),
  courierName: z.string(),
  ratePaise: z.number().int(),
  estimatedDays: z.number().int().nullable(),
  estimatedDate: z.string().nullable(),
});
export type QueueRate = z.infer<typeof queueRateSchema>;

/** An order's couriers for the queue, or why it cannot be booked (unmeasured, unserviceable). */
export const queueRatesSchema = z.object({
  rates: z.array(queueRateSchema),
  recommendedCourierId: z.string().nullable(),
  problem: z.string().nullable(),
});
export type QueueRates = z.infer<typeof queueRatesSchema>;
