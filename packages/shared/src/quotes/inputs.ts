import { z } from '../validation/z';
import { isCalendarDate } from '../format/india-time';
import { MAX_ORDER_LINES, ORDER_ERRORS } from '../orders/errors';
import { businessSchema, orderLineSchema, shippingSchema } from '../orders/place-order';
import { poNumberSchema } from '../orders/po-number';
import { gstinStateProblem } from '../india/gstin';
import { QUOTE_ERRORS } from './quote';

const blank = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

/** A calendar day, YYYY-MM-DD, that a form may leave blank. */
const optionalDay = (message: string) =>
  z.preprocess(
    blank,
    z.string({ error: message }).trim().refine(isCalendarDate, message).optional(),
  );

const optionalText = (max: number, message: string) =>
  z.preprocess(blank, z.string({ error: message }).trim().max(max, message).optional());

/**
 * POST /api/quotes and the request form: the products and quantities (priced later by the shop,
 * never by the browser), where to deliver, optional GST details, purchase order number, the day
 * the goods are needed by and notes. Business details are optional, but a GSTIN must be the
 * delivery state's, as at checkout (ADR 054).
 */
export const quoteRequestSchema = z
  .object({
    items: z
      .array(orderLineSchema, { error: ORDER_ERRORS.emptyCart })
      .min(1, ORDER_ERRORS.emptyCart)
      .max(MAX_ORDER_LINES, ORDER_ERRORS.tooManyLines),
    shipping: shippingSchema,
    business: z.preprocess(
      (v) =>
        v && typeof v === 'object' && !Object.values(v).some((x) => blank(x) !== undefined)
          ? undefined
          : v,
      businessSchema.optional(),
    ),
    poNumber: poNumberSchema,
    neededBy: optionalDay(QUOTE_ERRORS.neededBy),
    notes: optionalText(1000, QUOTE_ERRORS.notes),
  })
  .superRefine((q, ctx) => {
    const seen = new Set<number>();
    q.items.forEach((line, i) => {
      if (seen.has(line.productId)) {
        ctx.addIssue({ code: 'custom', message: ORDER_ERRORS.duplicateLine, path: ['items', i] });
      }
      seen.add(line.productId);
    });
    const problem = q.business && gstinStateProblem(q.business.gstin, q.shipping.state);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['business', 'gstin'] });
  });
export type QuoteRequestInput = z.infer<typeof quoteRequestSchema>;

const wholeRupees = (message: string, max = 100_000_000) =>
  z.preprocess(
    blank,
    z.coerce.number({ error: message }).int(message).min(0, message).max(max, message).optional(),
  );

/** One line as staff price it: a price in whole rupees, or a discount on the list price. */
export const quoteLinePriceSchema = z
  .object({
    lineNo: z.coerce.number().int().min(1).max(MAX_ORDER_LINES),
    unitPrice: wholeRupees(QUOTE_ERRORS.unitPrice),
    discountPercent: z.preprocess(
      blank,
      z.coerce
        .number({ error: QUOTE_ERRORS.discount })
        .min(0, QUOTE_ERRORS.discount)
        .max(100, QUOTE_ERRORS.discount)
        .optional(),
    ),
  })
  .superRefine((l, ctx) => {
    if (l.unitPrice === undefined && l.discountPercent === undefined) {
      ctx.addIssue({ code: 'custom', message: QUOTE_ERRORS.unitPrice, path: ['unitPrice'] });
    }
  });

/**
 * POST /api/admin/quotes/:id/send and the back office's pricing form: every line's price, the
 * delivery charge, the last day it may be accepted and the terms, with the version read (ADR 084).
 */
export const quoteSendSchema = z.object({
  version: z.coerce.number({ error: QUOTE_ERRORS.version }).int().min(1),
  lines: z.array(quoteLinePriceSchema).min(1, QUOTE_ERRORS.linesMismatch).max(MAX_ORDER_LINES),
  shippingPrice: z.preprocess(
    (v) => blank(v) ?? 0,
    z.coerce
      .number({ error: QUOTE_ERRORS.shippingPrice })
      .int(QUOTE_ERRORS.shippingPrice)
      .min(0, QUOTE_ERRORS.shippingPrice)
      .max(1_000_000, QUOTE_ERRORS.shippingPrice),
  ),
  validUntil: z
    .string({ error: QUOTE_ERRORS.validUntil })
    .trim()
    .refine(isCalendarDate, QUOTE_ERRORS.validUntil),
  terms: optionalText(2000, QUOTE_ERRORS.terms),
});
export type QuoteSendInput = z.infer<typeof quoteSendSchema>;

/** A message on a quotation's thread, from the buyer or the shop. */
export const quoteMessageSchema = z.object({
  body: z
    .string({ error: QUOTE_ERRORS.message })
    .trim()
    .min(1, QUOTE_ERRORS.message)
    .max(2000, QUOTE_ERRORS.message),
});
export type QuoteMessageInput = z.infer<typeof quoteMessageSchema>;

/**
 * Accept, decline or withdraw: the version the page showed, so a quote changed since it was read
 * is not accepted unseen (a 409).
 */
export const quoteDecisionSchema = z.object({
  version: z.coerce.number({ error: QUOTE_ERRORS.version }).int().min(1),
});
export type QuoteDecisionInput = z.infer<typeof quoteDecisionSchema>;

/**
 * How the buyer pays for the order an accepted quote places: online (UPI, card, net banking, via
 * the payment page) or by bank transfer into the shop's account, which every accepted quotation
 * may use whatever its amount (ADR 106).
 */
export const QUOTE_PAYMENTS = ['online', 'bank_transfer'] as const;
export type QuotePayment = (typeof QUOTE_PAYMENTS)[number];

/** Accepting: the version read and how the buyer will pay (online when not said). */
export const quoteAcceptSchema = quoteDecisionSchema.extend({
  payment: z.preprocess(
    (v) => blank(v) ?? 'online',
    z.enum(QUOTE_PAYMENTS, { error: QUOTE_ERRORS.payment }),
  ),
});
export type QuoteAcceptInput = z.infer<typeof quoteAcceptSchema>;
