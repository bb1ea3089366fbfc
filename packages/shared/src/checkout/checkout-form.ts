import { z } from '../validation/z';
import { DELIVERY_MESSAGES, DELIVERY_OPTIONS } from '../delivery/options';
import { gstinStateProblem } from '../india/gstin';
import { ORDER_ERRORS } from '../orders/errors';
import {
  businessSchema,
  IDEMPOTENCY_KEY_PATTERN,
  PAYMENT_METHODS,
  shippingSchema,
} from '../orders/place-order';
import { MAX_PO_NUMBER, poNumberSchema } from '../orders/po-number';

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

/** The delivery fields of an address (the email is the order's, not the address's). */
const deliverySchema = shippingSchema.omit({ email: true });
export type DeliveryAddress = z.infer<typeof deliverySchema>;

/** The saved address an `addressId` names, or undefined for 'new' (or none: no address book). */
export function savedAddressChoice(addressId: string | undefined): number | undefined {
  return addressId && /^[1-9][0-9]{0,9}$/.test(addressId) ? Number(addressId) : undefined;
}

/**
 * The Shipping step as posted: a saved address (`addressId`, ADR 053) or a new one typed in
 * (each field required, spec §5; `saveAddress` keeps it in the address book), the order's email,
 * and, when "I need a GST invoice" is ticked, the business name and GSTIN, whose state must be the
 * billing state (ADR 054). Every problem is reported at once, each next to its field.
 */
export const shippingFormSchema = z
  .object({
    addressId: z.string().optional(),
    saveAddress: z.boolean().optional(),
    email: shippingSchema.shape.email,
    name: z.string().optional(),
    phone: z.string().optional(),
    pincode: z.string().optional(),
    address: z.string().optional(),
    city: z.string().optional(),
    state: z.string().optional(),
    wantsGstInvoice: z.boolean().optional(),
    businessName: z.string().optional(),
    gstin: z.string().optional(),
    /** The buyer's purchase order number, optional, printed on the invoices (ADR 105). */
    poNumber: poNumberSchema,
  })
  .superRefine(
    (value, ctx) => {
      // Runs even when the email was refused, so every other field is checked as well.
      const raw: Partial<Record<string, unknown>> = value;
      const choice = typeof raw.addressId === 'string' ? raw.addressId : undefined;
      const typed = savedAddressChoice(choice) === undefined;
      const delivery = typed ? deliverySchema.safeParse(raw) : undefined;
      for (const issue of delivery?.error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      }
      if (raw.wantsGstInvoice !== true) return;
      const parsed = businessSchema.safeParse({
        name: raw.businessName ?? '',
        gstin: raw.gstin ?? '',
      });
      for (const issue of parsed.error?.issues ?? []) {
        const path = issue.path[0] === 'name' ? 'businessName' : 'gstin';
        ctx.addIssue({ code: 'custom', message: issue.message, path: [path] });
      }
      // A saved address's state is known once the server has it (the action checks it there).
      const problem =
        parsed.success && delivery?.success
          ? gstinStateProblem(parsed.data.gstin, delivery.data.state)
          : undefined;
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['gstin'] });
    },
    { when: () => true },
  );
export type ShippingFormInput = z.infer<typeof shippingFormSchema>;

/** What the Shipping step hands on: the delivery details, and the buyer's GST details if any. */
export interface CheckedShipping {
  shipping: z.infer<typeof shippingSchema>;
  business: z.infer<typeof businessSchema> | null;
}

/**
 * The checked Shipping step as the order will carry it: to `saved` (the address book's entry the
 * form chose) or to the address typed in.
 */
export function checkedShipping(
  value: ShippingFormInput,
  saved?: DeliveryAddress,
): CheckedShipping {
  const { wantsGstInvoice, businessName, gstin, email } = value;
  const { name, phone, pincode, address, city, state } = saved ?? value;
  return {
    shipping: shippingSchema.parse({ name, email, phone, pincode, address, city, state }),
    business: wantsGstInvoice ? businessSchema.parse({ name: businessName, gstin }) : null,
  };
}

/**
 * The Payment step as posted: the delivery option (ADR 055), the method and the option picked
 * under it (the bank, wallet or UPI app Razorpay Checkout opens on, ADR 057). Card details are
 * never part of it: the shop's pages have no card fields at all.
 */
export const paymentFormSchema = z
  .object({
    deliveryOption: z
      .enum(DELIVERY_OPTIONS, { error: DELIVERY_MESSAGES.option })
      .default('standard'),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: ORDER_ERRORS.paymentMethod }),
    upiApp: z.enum(UPI_APPS).optional().catch(undefined),
    upiId: z.string().trim().max(256, UPI_ID_ERROR).optional(),
    bank: z.enum(BANKS).optional().catch(undefined),
    wallet: z.enum(WALLETS).optional().catch(undefined),
    /** The opt-in checkbox for WhatsApp order updates (ADR 103): "on" when ticked. */
    whatsappUpdates: z.literal('on').optional().catch(undefined),
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

/** The bank, wallet or UPI app picked under the method, as the order keeps it for Razorpay. */
export function paymentOption(choice: PaymentChoice): string | undefined {
  switch (choice.paymentMethod) {
    case 'upi':
      return choice.upiApp;
    case 'netbanking':
      return choice.bank;
    case 'wallet':
      return choice.wallet;
    default:
      return undefined;
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
  poNumber: z.string().max(MAX_PO_NUMBER).optional(),
  /** The address book entry the shipping step chose, if it chose one (ADR 053). */
  addressId: z.number().int().nullable().optional(),
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
