import { ADMIN_ERRORS } from './errors';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../orders/lifecycle';
import { ORDER_ID_PATTERN } from '../orders/order-id';
import { COD_METHOD } from '../orders/place-order';
import { ewayBillViewSchema } from '../eway-bills/record';
import { NDR_ANSWERS, TRACKING_KINDS } from '../shipping/tracking';
import { z } from '../validation/z';
import { blankToUndefined, pagingShape, searchText, sortParam } from './paging';

/*
 * The to-ship queue and one-step dispatch (ADR 068): staff pick orders from the
 * queue, type each one's courier and AWB number, and ship them all in one go; then print their
 * tax invoices and 4×6-inch labels as one PDF.
 */

/** Orders dispatched or printed in one go at most: a morning's parcels, a PDF of ~100 pages. */
export const DISPATCH_MAX_ORDERS = 50;

/** An air waybill number as couriers print it: 6–30 letters, digits or hyphens (spaces dropped). */
export const AWB_PATTERN = /^[A-Z0-9-]{6,30}$/;

/** A 4×6-inch shipping label in PDF points (72 a inch). */
export const LABEL_SIZE = { width: 288, height: 432 } as const;

export const DISPATCH_MESSAGES = {
  courierRequired: 'Enter the courier',
  courierTooLong: 'At most 60 characters',
  awbRequired: 'Enter the AWB number',
  awbFormat: 'An AWB number is 6 to 30 letters, digits or hyphens',
  orderId: 'Not an order id',
  noneChosen: 'Choose at least one order',
  tooMany: `Choose at most ${DISPATCH_MAX_ORDERS} orders at a time`,
  duplicate: 'This order is listed twice',
  forOrder: (orderId: string, problem: string) => `Order ${orderId || '(no id)'}: ${problem}`,
  notToShip: (orderId: string, why: string) => `Order ${orderId} cannot be dispatched: ${why}.`,
  notFound: (orderId: string) => `Order ${orderId} was not found.`,
  nothingDone: 'Nothing was dispatched. Correct the orders marked below and submit again.',
  alreadyDispatched:
    'Nothing was dispatched: these orders are on their way already, dispatched by a colleague or by this form sent twice. The list below is up to date.',
  notPrintable: (orderId: string) =>
    `Order ${orderId} has no tax invoice yet: dispatch it before printing its invoice and label.`,
  dispatched: (n: number) => `${n} ${n === 1 ? 'order' : 'orders'} dispatched.`,
} as const;

/** One order of a dispatch, tidied: id upper-cased, courier's spaces collapsed, AWB's dropped. */
const dispatchRowSchema = z.object({
  orderId: z.string().transform((s) => s.trim().toUpperCase()),
  carrier: z
    .string()
    .optional()
    .transform((s) => (s ?? '').trim().replace(/\s+/g, ' ')),
  trackingNumber: z
    .string()
    .optional()
    .transform((s) => (s ?? '').replace(/\s+/g, '').toUpperCase()),
});
export type DispatchRow = z.infer<typeof dispatchRowSchema>;

/** What is wrong with one row, by field, or nothing. */
function rowProblems(row: DispatchRow): [keyof DispatchRow, string][] {
  const problems: [keyof DispatchRow, string][] = [];
  if (!ORDER_ID_PATTERN.test(row.orderId)) problems.push(['orderId', DISPATCH_MESSAGES.orderId]);
  if (!row.carrier) problems.push(['carrier', DISPATCH_MESSAGES.courierRequired]);
  else if (row.carrier.length > 60) problems.push(['carrier', DISPATCH_MESSAGES.courierTooLong]);
  if (!row.trackingNumber) problems.push(['trackingNumber', DISPATCH_MESSAGES.awbRequired]);
  else if (!AWB_PATTERN.test(row.trackingNumber)) {
    problems.push(['trackingNumber', DISPATCH_MESSAGES.awbFormat]);
  }
  return problems;
}

/**
 * POST /api/admin/orders/dispatch and the queue page's form: every order ships, or none. Each
 * problem is named by its field (`orders.1.trackingNumber`) and its message names the order
 * ('Order ORD…: Enter the AWB number'), so a refusal says which parcel to correct.
 */
export const dispatchSchema = z.object({
  orders: z
    .array(dispatchRowSchema, { error: DISPATCH_MESSAGES.noneChosen })
    .min(1, DISPATCH_MESSAGES.noneChosen)
    .max(DISPATCH_MAX_ORDERS, DISPATCH_MESSAGES.tooMany)
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, i) => {
        const problems = rowProblems(row);
        if (seen.has(row.orderId)) problems.push(['orderId', DISPATCH_MESSAGES.duplicate]);
        seen.add(row.orderId);
        for (const [field, message] of problems) {
          ctx.addIssue({
            code: 'custom',
            message: DISPATCH_MESSAGES.forOrder(row.orderId, message),
            path: [i, field],
          });
        }
      });
    }),
});
export type DispatchInput = z.input<typeof dispatchSchema>;

/** `?ids=ORD1,ORD2` or `?ids=ORD1&ids=ORD2` (a form's checkboxes): the orders to print. */
export const printQuerySchema = z.object({
  ids: z
    .union([z.string(), z.array(z.string())], { error: DISPATCH_MESSAGES.noneChosen })
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().regex(ORDER_ID_PATTERN, DISPATCH_MESSAGES.orderId))
        .min(1, DISPATCH_MESSAGES.noneChosen)
        .max(DISPATCH_MAX_ORDERS, DISPATCH_MESSAGES.tooMany),
    ),
});

/** One order of the to-ship queue (or of the shipped list below it). */
export const shipQueueItemSchema = z.object({
  orderId: z.string(),
  /** UTC ISO time the order was placed. */
  placedAt: z.string(),
  customerName: z.string(),
  city: z.string(),
  pincode: z.string(),
  /** Units in the order. */
  items: z.number().int(),
  totalPaise: z.number().int(),
  paymentMethod: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** What the courier collects: the whole total for an unpaid Cash on Delivery order, else null. */
  codPaise: z.number().int().nullable(),
  status: z.enum(ORDER_STATUSES),
  /** Courier and AWB number once shipped, else null. */
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** Whether its consignment needs an e-way bill, why, and what was recorded (ADR 097). */
  ewayBill: ewayBillViewSchema.nullable().optional(),
  /**
   * What the courier last reported, and the customer's answer to a failed delivery (ADR 101),
   * when the order was booked through a provider; the provider's label, when it made one.
   */
  courier: z
    .object({
      tracking: z.enum(TRACKING_KINDS).nullable(),
      failedReason: z.string().nullable(),
      answer: z.enum(NDR_ANSWERS).nullable(),
      answerDate: z.string().nullable(),
      answerSent: z.boolean(),
      labelUrl: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type ShipQueueItem = z.infer<typeof shipQueueItemSchema>;

/** The queue's orders: oldest first (none waits), or newest first. */
export const SHIP_SORTS = ['oldest', 'newest'] as const;

/**
 * GET /api/admin/orders/to-ship query: `q` matches the order id, the customer's name, the city
 * or the PIN code; `sort` as SHIP_SORTS; a page holds up to one dispatch's worth of orders.
 */
export const shipQueueQuerySchema = z
  .object({
    q: searchText,
    sort: sortParam(SHIP_SORTS),
    page: pagingShape.page,
    pageSize: z.preprocess(
      blankToUndefined,
      z.coerce.number().int().min(1).max(DISPATCH_MAX_ORDERS).default(DISPATCH_MAX_ORDERS),
    ),
  })
  .strict();
export type ShipQueueQuery = z.infer<typeof shipQueueQuerySchema>;

/** GET /api/admin/orders/to-ship: a page of what to pack, and what is on its way. */
export const shipQueueSchema = z.object({
  /** The page of orders to ship the query asks for. */
  toShip: z.array(shipQueueItemSchema),
  /** How many orders to ship the query matches (every page), the page and how many pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
  /** Shipped, not yet delivered, oldest shipment first (at most DISPATCH_MAX_ORDERS). */
  shipped: z.array(shipQueueItemSchema),
});
export type ShipQueue = z.infer<typeof shipQueueSchema>;

/**
 * What the courier collects at the door: the whole total of a Cash on Delivery order not yet
 * paid (ADR 056), to the paisa; null for a prepaid one.
 */
export function codToCollect(order: {
  paymentMethod: string;
  paymentStatus: string;
  totalPaise: number;
}): number | null {
  return order.paymentMethod === COD_METHOD && order.paymentStatus !== 'Paid'
    ? order.totalPaise
    : null;
}

/** One order's row of the to-ship page's form: ticked or not, its courier and AWB number. */
const dispatchFormRowSchema = z.object({
  picked: z.literal('on').optional(),
  carrier: z.string().optional(),
  trackingNumber: z.string().optional(),
});

/** The to-ship page's field names, by order id, so a refused row keeps its place in the list. */
export const DISPATCH_FIELDS = {
  picked: (orderId: string) => `rows.${orderId}.picked`,
  carrier: (orderId: string) => `rows.${orderId}.carrier`,
  trackingNumber: (orderId: string) => `rows.${orderId}.trackingNumber`,
} as const;

/** The ticked rows of the to-ship form as a dispatch's orders, in the page's order. */
export function pickedOrders(rows: Record<string, z.infer<typeof dispatchFormRowSchema>> = {}) {
  return Object.entries(rows)
    .filter(([, row]) => row.picked === 'on')
    .map(([orderId, row]) => ({
      orderId,
      carrier: row.carrier ?? '',
      trackingNumber: row.trackingNumber ?? '',
    }));
}

/**
 * The to-ship page's dispatch form (ADR 068): a row per order (`rows.<orderId>.picked`,
 * `.carrier`, `.trackingNumber`); the ticked rows are checked by dispatchSchema, each problem put
 * on its row's field, and the form says that nothing was dispatched. The page checks the same
 * way as the field is left, and the server again.
 */
export const dispatchFormSchema = z
  .object({
    intent: z.literal('dispatch'),
    rows: z.record(z.string(), dispatchFormRowSchema).optional(),
  })
  .superRefine((form, ctx) => {
    const orders = pickedOrders(form.rows);
    const checked = dispatchSchema.safeParse({ orders });
    if (checked.success) return;
    const onRows = checked.error.issues.filter((issue) => typeof issue.path[1] === 'number');
    for (const issue of onRows) {
      const [, index, field] = issue.path;
      const orderId = orders[Number(index)]?.orderId ?? '';
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        path: ['rows', orderId, String(field)],
      });
    }
    const formLevel = checked.error.issues.find((issue) => typeof issue.path[1] !== 'number');
    ctx.addIssue({
      code: 'custom',
      message: formLevel?.message ?? DISPATCH_MESSAGES.nothingDone,
      path: [],
    });
  });

/** The to-ship page's Delivered button: the order shipped that has reached its customer. */
export const deliverFormSchema = z.object({
  intent: z.literal('deliver'),
  orderId: z
    .string()
    .transform((s) => s.trim().toUpperCase())
    .pipe(z.string().regex(ORDER_ID_PATTERN, ADMIN_ERRORS.orderNotFound)),
});

/** Every post of the to-ship page, told apart by the button's `intent`. */
export const shipPageFormSchema = z.discriminatedUnion('intent', [
  dispatchFormSchema,
  deliverFormSchema,
]);
