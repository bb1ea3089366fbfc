import { z } from '../validation/z';
import { ORDER_ERRORS } from '../orders/errors';
import {
  businessSchema,
  IDEMPOTENCY_KEY_PATTERN,
  PAYMENT_METHODS,
  shippingSchema,
} from '../orders/place-order';

/*
 * Checkout as forms posted to the /checkout route's action (ADR 049): one form per step, told
 * apart by `intent`; the step shown is in the address (`?step=payment`); what each step checked
 * is kept in a short-lived draft until Place Order.
 */

export const CHECKOUT_INTENTS = {
  shipping: 'shipping',
  payment: 'payment',
  place: 'place',
} as const;

/** The steps of spec §4, as named in the address (`/checkout?step=review`). */
export const CHECKOUT_STEPS = ['shipping', 'payment', 'review'] as const;
export type CheckoutStepName = (typeof CHECKOUT_STEPS)[number];

/** The options of spec §9 under each payment method; shown on the review, never charged by us. */
export const UPI_APPS = [
  'Google Pay',
  'PhonePe',
  'Paytm',
  'Amazon Pay',
  'BHIM',
  'WhatsApp Pay',
] as const;

export const BANKS = [
  'State Bank of India',
  'HDFC Bank',
  'ICICI Bank',
  'Axis Bank',
  'Kotak Mahindra Bank',
  'Punjab National Bank',
  'Bank of Baroda',
  'Canara Bank',
  'Union Bank of India',
  'IndusInd Bank',
] as const;

export const WALLETS = [
  'Paytm Wallet',
  'Amazon Pay',
  'MobiKwik',
  'FreeCharge',
  'Airtel Money',
  'JioMoney',
] as const;

export const UPI_ID_ERROR = 'Enter a UPI ID like name@bank';

export function isValidUpiId(value: string): boolean {
  return /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/.test(value.trim());
}

/**
 * The Shipping step as posted: the delivery details (each required, spec §5) and, when "I need a
 * GST invoice" is ticked, the business name and GSTIN. Every problem is reported at once, the GST
 * ones next to their fields.
 */
export const shippingFormSchema = z
  .object({
    ...shippingSchema.shape,
    wantsGstInvoice: z.boolean().optional(),
    businessName: z.string().optional(),
    gstin: z.string().optional(),
  })
  .superRefine(
    (value, ctx) => {
      // Runs even when a delivery field was refused, so the GST fields are checked as well.
      const raw = value as { wantsGstInvoice?: unknown; businessName?: unknown; gstin?: unknown };
      if (raw.wantsGstInvoice !== true) return;
      const parsed = businessSchema.safeParse({
        name: raw.businessName ?? '',
        gstin: raw.gstin ?? '',
      });
      if (parsed.success) return;
      for (const issue of parsed.error.issues) {
        const path = issue.path[0] === 'name' ? 'businessName' : 'gstin';
        ctx.addIssue({ code: 'custom', message: issue.message, path: [path] });
      }
    },
    { when: () => true },
  );
export type ShippingFormInput = z.infer<typeof shippingFormSchema>;

/** What the Shipping step hands on: the delivery details, and the buyer's GST details if any. */
export interface CheckedShipping {
  shipping: z.infer<typeof shippingSchema>;
  business: z.infer<typeof businessSchema> | null;
}

/** The checked Shipping step as the order will carry it. */
export function checkedShipping(value: ShippingFormInput): CheckedShipping {
  const { wantsGstInvoice, businessName, gstin, ...shipping } = value;
  return {
    shipping,
    business: wantsGstInvoice ? businessSchema.parse({ name: businessName, gstin }) : null,
  };
}

/**
 * The Payment step as posted: the method (only it reaches the order) and the option picked under
 * it, shown again on the review. Card details are never part of it: they are not sent at all.
 */
export const paymentFormSchema = z
  .object({
    paymentMethod: z.enum(PAYMENT_METHODS, { error: ORDER_ERRORS.paymentMethod }),
    upiApp: z.enum(UPI_APPS).optional().catch(undefined),
    upiId: z.string().trim().max(256, UPI_ID_ERROR).optional(),
    bank: z.enum(BANKS).optional().catch(undefined),
    wallet: z.enum(WALLETS).optional().catch(undefined),
  })
  .superRefine((value, ctx) => {
    if (value.paymentMethod === 'upi' && value.upiId && !isValidUpiId(value.upiId)) {
      ctx.addIssue({ code: 'custom', message: UPI_ID_ERROR, path: ['upiId'] });
    }
  });
export type PaymentChoice = z.infer<typeof paymentFormSchema>;

/** The option shown beside the method on the review (the UPI app or ID, the bank, the wallet). */
export function paymentDetail(choice: PaymentChoice): string {
  switch (choice.paymentMethod) {
    case 'upi':
      return choice.upiApp ?? choice.upiId ?? '';
    case 'netbanking':
      return choice.bank ?? '';
    case 'wallet':
      return choice.wallet ?? '';
    default:
      return '';
  }
}

/** Place Order: only the attempt's idempotency key; everything else is the server's. */
export const placeFormSchema = z.object({
  key: z.string({ error: ORDER_ERRORS.idempotencyKey }).regex(IDEMPOTENCY_KEY_PATTERN, {
    error: ORDER_ERRORS.idempotencyKey,
  }),
});

/** What the steps have checked so far, kept for the shopper whose it is. */
export const checkoutDraftSchema = z.object({
  userId: z.number().int(),
  shipping: shippingSchema.optional(),
  business: businessSchema.nullable().optional(),
  payment: paymentFormSchema.optional(),
});
export type CheckoutDraft = z.infer<typeof checkoutDraftSchema>;

/**
 * The step a shopper may see: the one asked for, unless an earlier step has not been completed
 * (a bookmark, a draft that expired), which is then shown instead.
 */
export function allowedStep(asked: string | null, draft: CheckoutDraft | null): CheckoutStepName {
  const step = CHECKOUT_STEPS.find((s) => s === asked) ?? 'shipping';
  if (step !== 'shipping' && !draft?.shipping) return 'shipping';
  if (step === 'review' && !draft?.payment) return 'payment';
  return step;
}
