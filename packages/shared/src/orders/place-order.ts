import { z } from '../validation/z';
import { MAX_LINE_QUANTITY } from '../cart/cart';
import {
  addressSchema,
  citySchema,
  emailSchema,
  mobileSchema,
  nameSchema,
  pincodeSchema,
  stateSchema,
} from '../checkout/fields';
import { DELIVERY_MESSAGES, DELIVERY_OPTIONS } from '../delivery/options';
import { gstinStateProblem, isValidGstin } from '../india/gstin';
import { MAX_ORDER_LINES, ORDER_ERRORS } from './errors';
import { poNumberSchema } from './po-number';

/** The methods of spec §4 paid online, in Razorpay Checkout's window (ADR 057). */
export const ONLINE_PAYMENT_METHODS = ['upi', 'card', 'netbanking', 'wallet'] as const;
/**
 * Payment methods offered at checkout: spec §4's, then Cash on Delivery (ADR 056) and bank
 * transfer by NEFT, RTGS or IMPS for larger orders (ADR 106).
 */
export const PAYMENT_METHODS = [...ONLINE_PAYMENT_METHODS, 'cod', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'upi';
/** How a Cash on Delivery order's method is stored (spec §3: upper-case). */
export const COD_METHOD = 'COD';

/** One line of an order: which product and how many. Prices always come from the catalogue. */
export const orderLineSchema = z.object({
  productId: z
    .number({ error: ORDER_ERRORS.productId })
    .int(ORDER_ERRORS.productId)
    .min(1, ORDER_ERRORS.productId)
    .max(2_147_483_647, ORDER_ERRORS.productId),
  quantity: z
    .number({ error: ORDER_ERRORS.quantity })
    .int(ORDER_ERRORS.quantity)
    .min(1, ORDER_ERRORS.quantity)
    .max(MAX_LINE_QUANTITY, ORDER_ERRORS.quantity),
});
export type OrderLineInput = z.infer<typeof orderLineSchema>;

/** The Shipping step of checkout: every field is required (spec §5). */
export const shippingSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: mobileSchema,
  address: addressSchema,
  city: citySchema,
  state: stateSchema,
  pincode: pincodeSchema,
});
export type ShippingInput = z.infer<typeof shippingSchema>;

/** A GSTIN as typed: spaces removed, upper-cased, then format and check character verified. */
export const gstinSchema = z
  .string({ error: ORDER_ERRORS.gstin })
  .transform((s) => s.replace(/\s+/g, '').toUpperCase())
  .refine(isValidGstin, ORDER_ERRORS.gstin);

/** A GST-registered buyer's legal name, as on the GST registration. */
export const businessNameSchema = z
  .string({ error: ORDER_ERRORS.businessName })
  .transform((s) => s.trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(1, ORDER_ERRORS.businessName).max(150, ORDER_ERRORS.businessName));

/** Optional details of a GST-registered buyer, printed on the tax invoice. */
export const businessSchema = z.object({
  name: businessNameSchema,
  gstin: gstinSchema,
});
export type BusinessInput = z.infer<typeof businessSchema>;

/** What the browser sends, once the card fields are known to be absent. Unknown keys are dropped. */
const placeOrderFields = z.object({
  items: z
    .array(orderLineSchema, { error: ORDER_ERRORS.emptyCart })
    .min(1, ORDER_ERRORS.emptyCart)
    .max(MAX_ORDER_LINES, ORDER_ERRORS.tooManyLines)
    .superRefine((lines, ctx) => {
      const seen = new Set<number>();
      lines.forEach((line, i) => {
        if (seen.has(line.productId)) {
          ctx.addIssue({ code: 'custom', message: ORDER_ERRORS.duplicateLine, path: [i] });
        }
        seen.add(line.productId);
      });
    }),
  shipping: shippingSchema,
  paymentMethod: z.enum(PAYMENT_METHODS, { error: ORDER_ERRORS.paymentMethod }),
  /** The bank, wallet or UPI app picked under the method: Razorpay Checkout opens on it. */
  paymentOption: z.string().trim().max(100).optional(),
  /** Priced and dated by the server (ADR 055); standard when a client does not say. */
  deliveryOption: z.enum(DELIVERY_OPTIONS, { error: DELIVERY_MESSAGES.option }).default('standard'),
  business: businessSchema.nullish().transform((b) => b ?? undefined),
  /** Order updates on WhatsApp at the delivery mobile number (ADR 103); off unless ticked. */
  whatsappUpdates: z.boolean().optional(),
  /** The buyer's purchase order number, printed on the invoices and emails. */
  poNumber: poNumberSchema,
});

/** The order's fields, with the GSTIN of a business buyer in the billing state (ADR 054). */
export const placeOrderBodySchema = placeOrderFields.superRefine((order, ctx) => {
  // The invoice is billed to the delivery address, so the GSTIN must be that state's.
  const problem = order.business && gstinStateProblem(order.business.gstin, order.shipping.state);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['business', 'gstin'] });
});

// Compared without case, '-', '_' or spaces: cardNumber, card_number, CVV, expiryDate, …
const CARD_KEYS = new Set([
  'cardnumber',
  'cardno',
  'cardname',
  'cardholder',
  'cardholdername',
  'expiry',
  'expirydate',
  'cardexpiry',
  'expmonth',
  'expyear',
  'cvv',
  'cvc',
  'cvv2',
  'cardcvv',
  'securitycode',
]);

/** Paths of every card-detail key anywhere in a value (a few levels deep is plenty). */
export function cardFieldPaths(value: unknown, path: (string | number)[] = []): string[] {
  if (path.length > 4 || typeof value !== 'object' || value === null) return [];
  if (Array.isArray(value)) return value.flatMap((v, i) => cardFieldPaths(v, [...path, i]));
  return Object.entries(value).flatMap(([key, v]) => [
    ...(CARD_KEYS.has(key.toLowerCase().replace(/[-_\s]/g, '')) ? [[...path, key].join('.')] : []),
    ...cardFieldPaths(v, [...path, key]),
  ]);
}

/**
 * Body of POST /api/orders: product ids and quantities, shipping details, payment method and
 * optional GST details. Any price or total the browser adds is dropped (the server prices the
 * order from the catalogue), but a body carrying card details is refused outright: they must never
 * reach the shop (PCI DSS).
 */
export const placeOrderSchema = z
  .unknown()
  .superRefine((value, ctx) => {
    for (const path of cardFieldPaths(value)) {
      ctx.addIssue({ code: 'custom', message: ORDER_ERRORS.cardFields, path: path.split('.') });
    }
  })
  .pipe(placeOrderBodySchema);
export type PlaceOrderInput = z.infer<typeof placeOrderSchema>;

/** The Idempotency-Key header every order request carries: one per checkout attempt. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
