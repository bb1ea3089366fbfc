import { pincodeSchema } from '../checkout/fields';
import { z } from '../validation/z';

/*
 * Cash on Delivery confirmed by the customer (ADR 102): the order confirmation carries a signed
 * link; opening it shows the order and one button, and only the button's post confirms. An
 * order nobody confirms within the confirmation window is cancelled and its stock released.
 */

/** Hours a COD order waits for its confirmation before it is cancelled (COD_CONFIRM_HOURS). */
export const DEFAULT_COD_CONFIRM_HOURS = 48;

/** Customers with this many returned (RTO) orders are not offered COD (COD_RTO_LIMIT). */
export const DEFAULT_COD_RTO_LIMIT = 2;

/**
 * A signed confirmation token: the order id, the UNIX second the link stops working, and
 * HMAC-SHA256 over both in base64url, joined by dots.
 */
export const COD_CONFIRM_TOKEN = /^ORD[0-9]{13,16}\.[0-9]{10,11}\.[A-Za-z0-9_-]{43}$/;

/** The confirmation page's address for a token. */
export const codConfirmPath = (token: string) => `/confirm-cod?token=${encodeURIComponent(token)}`;

export const COD_CONFIRM_MESSAGES = {
  invalid:
    'This confirmation link is not valid. Please use the link from the email exactly as it was sent, or call us.',
  expired:
    'This confirmation link has expired. If your order is still open, please call us to confirm it.',
  question: 'Please confirm that you want this order delivered and will pay the courier in cash.',
  button: 'Confirm my Cash on Delivery order',
  confirmed: 'Thank you: your order is confirmed and we are preparing it for dispatch.',
  cancelled: 'This order has been cancelled, so there is nothing to confirm.',
  movedOn: 'This order is already on its way; there is nothing to confirm.',
  /** The timeline note when the customer confirms through the link. */
  customerNote: 'Cash on Delivery order confirmed by the customer.',
  /** The timeline note when the confirmation window runs out. */
  unconfirmedNote: (hours: number) =>
    `Cancelled: the Cash on Delivery order was not confirmed within ${hours} hours. Its items are back on sale.`,
  pincodeOff: (pincode: string) =>
    `Cash on Delivery is not available for PIN code ${pincode}. Please choose another payment method.`,
  rtoLimit:
    'Cash on Delivery is not available for this account because earlier Cash on Delivery parcels were returned. Please choose another payment method.',
} as const;

/** The confirmation form and API body; a malformed token is refused like a forged one. */
export const codConfirmationSchema = z.object({
  token: z
    .string()
    .trim()
    .regex(COD_CONFIRM_TOKEN, { error: () => COD_CONFIRM_MESSAGES.invalid }),
});
export type CodConfirmationInput = z.infer<typeof codConfirmationSchema>;

export const COD_CONFIRM_STATES = [
  'confirm',
  'confirmed',
  'cancelled',
  'moved_on',
  'expired',
] as const;
export type CodConfirmState = (typeof COD_CONFIRM_STATES)[number];

/** What the page of a confirmation link shows. */
export const codConfirmationViewSchema = z.object({
  state: z.enum(COD_CONFIRM_STATES),
  orderId: z.string(),
  totalPaise: z.number().int(),
  /** ISO time the order is cancelled if still unconfirmed. */
  confirmBy: z.string(),
});
export type CodConfirmationView = z.infer<typeof codConfirmationViewSchema>;

/** An owner switches Cash on Delivery off, or back on, for one PIN code (back office). */
export const codPincodeChangeSchema = z.object({
  pincode: pincodeSchema,
  cod: z.enum(['on', 'off'], { error: 'Choose on or off' }),
});
export type CodPincodeChange = z.infer<typeof codPincodeChangeSchema>;

/** The PIN codes where an owner switched Cash on Delivery off, in order. */
export const codOffPincodesSchema = z.object({ pincodes: z.array(z.string()) });
