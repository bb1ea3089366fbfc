import { ORDER_ID_PATTERN } from '../orders/order-id';
import { z } from '../validation/z';

/*
 * A parcel's journey as the courier reports it (ADR 101): the kinds of event the shop acts on,
 * how they read to a customer, and the customer's answer to a failed delivery.
 */

export const TRACKING_KINDS = [
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'delivery_failed',
  'rto_started',
  'rto_delivered',
  'other',
] as const;
export type TrackingKind = (typeof TRACKING_KINDS)[number];

/** How each kind reads on the order's page and in the back office. */
export const TRACKING_LABELS: Record<TrackingKind, string> = {
  picked_up: 'Picked up by the courier',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  delivery_failed: 'Delivery attempt failed',
  rto_started: 'Returning to us',
  rto_delivered: 'Returned to us',
  other: 'Update from the courier',
};

/** One courier event as the customer and staff see it. */
export const courierEventSchema = z.object({
  kind: z.enum(TRACKING_KINDS),
  /** The courier's own words. */
  activity: z.string(),
  location: z.string().nullable(),
  /** UTC ISO time the courier says it happened. */
  at: z.string(),
});
export type CourierEvent = z.infer<typeof courierEventSchema>;

/**
 * What the customer can ask after a failed delivery: try again, come on a date they choose, or
 * cancel the order (the parcel comes back to the shop).
 */
export const NDR_ANSWERS = ['reattempt', 'new_date', 'cancel'] as const;
export type NdrAnswer = (typeof NDR_ANSWERS)[number];

export const NDR_ANSWER_LABELS: Record<NdrAnswer, string> = {
  reattempt: 'Try again',
  new_date: 'Deliver on a date I choose',
  cancel: 'Cancel the order',
};

export const NDR_MESSAGES = {
  answer: 'Choose what the courier should do',
  date: 'Choose a date within the next 7 days',
  link: 'This link is not valid. Use the link in our latest email, or call us.',
  closed: 'This delivery is no longer waiting for an answer.',
  thanks: (answer: NdrAnswer) =>
    answer === 'cancel'
      ? 'Thank you. We will ask the courier to bring the parcel back and cancel your order.'
      : 'Thank you. We have passed your answer to the courier.',
} as const;

/** Days ahead a customer may ask the courier to come back on. */
export const NDR_MAX_DAYS = 7;

/**
 * The failed-delivery page's form (and POST /api/delivery-problem): the answer, and the India
 * date YYYY-MM-DD when the answer is a new date. The date's range is checked by the server,
 * which knows today.
 */
export const ndrAnswerSchema = z
  .object({
    answer: z.enum(NDR_ANSWERS, { error: NDR_MESSAGES.answer }),
    date: z
      .string()
      .trim()
      .optional()
      .transform((s) => (s ? s : undefined))
      .pipe(
        z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/, NDR_MESSAGES.date)
          .optional(),
      ),
  })
  .superRefine((a, ctx) => {
    if (a.answer === 'new_date' && !a.date) {
      ctx.addIssue({ code: 'custom', message: NDR_MESSAGES.date, path: ['date'] });
    }
  });
export type NdrAnswerInput = z.infer<typeof ndrAnswerSchema>;

/** A signed failed-delivery link's token: order id, a dot, the signature. */
export const ndrTokenSchema = z
  .string()
  .regex(/^[A-Z0-9-]{4,40}\.[A-Za-z0-9_-]{20,100}$/)
  .refine((t) => ORDER_ID_PATTERN.test(t.split('.')[0] ?? ''));

/** The failed-delivery page: what happened and what was answered (GET /api/delivery-problem). */
export const deliveryProblemSchema = z.object({
  orderId: z.string(),
  courierName: z.string().nullable(),
  awb: z.string().nullable(),
  /** The courier's reason, in its words. */
  reason: z.string().nullable(),
  /** UTC ISO time of the failed attempt. */
  failedAt: z.string(),
  /** The customer's answer once given, and the date asked for. */
  answer: z.enum(NDR_ANSWERS).nullable(),
  answerDate: z.string().nullable(),
  /** India dates the customer may choose for a new attempt: tomorrow to NDR_MAX_DAYS ahead. */
  earliestDate: z.string(),
  latestDate: z.string(),
});
export type DeliveryProblem = z.infer<typeof deliveryProblemSchema>;
