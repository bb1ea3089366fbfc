import { z } from '../validation/z';
import { FIELD_ERRORS } from '../checkout/fields';
import { ONLINE_PAYMENT_METHODS, orderLineSchema, type PaymentMethod } from '../orders/place-order';
import { PAYMENT_WINDOW_MINUTES } from '../orders/payment-window';
import type { OrderDetail } from '../orders/order';
import type { PaymentMode } from './mode';

/*
 * The payments API (ADR 016–018). Amounts are integer paise, the way Razorpay takes them.
 * The browser never sends an amount: every amount comes from the order stored on the server.
 */

/** GET /api/payments/config: what a page needs before it offers to pay. */
export interface PaymentConfig {
  mode: PaymentMode;
  /** Live only: the Razorpay key id Checkout is opened with. */
  keyId?: string;
  /** Live only: the checkout.js URL to load on pages that pay. */
  checkoutUrl?: string;
  shopName: string;
}

export interface PaymentPrefill {
  name: string;
  email: string;
  /** 10-digit mobile number. */
  contact: string;
}

interface PaymentStartBase {
  /** Our order id (ORD…). */
  orderId: string;
  /** The order's total in paise, from the database. */
  amount: number;
  currency: 'INR';
  /** The shop's name, shown at the top of the payment window. */
  name: string;
  description: string;
  prefill: PaymentPrefill;
  /** The method chosen at checkout; pass it to Checkout as prefill.method. */
  method: PaymentMethod;
  /** The bank, wallet or UPI app chosen under it (spec §9's lists), or null (ADR 057). */
  option: string | null;
}

/** Open Razorpay Checkout with these options (plus handler, modal.ondismiss). */
export interface LivePaymentStart extends PaymentStartBase {
  mode: 'live';
  keyId: string;
  /** Checkout's `order_id`. */
  razorpayOrderId: string;
  checkoutUrl: string;
}

/** Show the demo confirm; OK → POST …/payment/demo-confirm, Cancel → POST …/payment/failed. */
export interface DemoPaymentStart extends PaymentStartBase {
  mode: 'demo';
}

/**
 * POST /api/orders/:orderId/payment answers { payment }; POST /api/buy-now answers
 * { order, payment }.
 */
export type PaymentStart = LivePaymentStart | DemoPaymentStart;

/** POST …/payment/verify and …/payment/demo-confirm answer { order, payment: PaymentResult }. */
export interface PaymentResult {
  orderId: string;
  /** Razorpay's pay_… id, or DEMO-… for a demo payment. */
  paymentId: string;
  demo: boolean;
}

export interface PaymentConfirmed {
  order: OrderDetail;
  payment: PaymentResult;
}

/**
 * POST …/payment/verify answers 202 with this when Razorpay could not be asked about the payment:
 * the order stays Pending until reconciliation or a webhook confirms it (never Paid unchecked).
 */
export interface PaymentVerificationPending {
  status: 'verification_pending';
  message: string;
  order: OrderDetail;
}

/** What POST …/payment/verify answers: 200 confirmed, or 202 verification pending. */
export type PaymentVerification = PaymentConfirmed | PaymentVerificationPending;

const RAZORPAY_ORDER_ID = /^order_[A-Za-z0-9]{1,40}$/;
const RAZORPAY_PAYMENT_ID = /^pay_[A-Za-z0-9]{1,40}$/;
const HEX_SHA256 = /^[0-9a-f]{64}$/;

/** What Checkout's handler receives, sent on unchanged. Any other key (an amount) is dropped. */
export const verifyPaymentSchema = z.object({
  razorpay_order_id: z.string().regex(RAZORPAY_ORDER_ID),
  razorpay_payment_id: z.string().regex(RAZORPAY_PAYMENT_ID),
  razorpay_signature: z
    .string()
    .transform((s) => s.trim().toLowerCase())
    .pipe(z.string().regex(HEX_SHA256)),
});
export type VerifyPaymentInput = z.infer<typeof verifyPaymentSchema>;

/** A dismissed window, a cancelled demo confirm, or Checkout's payment.failed details. */
export const paymentFailedSchema = z.object({
  reason: z
    .string()
    .transform((s) => s.trim().slice(0, 500))
    .optional(),
  code: z
    .string()
    .transform((s) => s.trim().slice(0, 100))
    .optional(),
  razorpay_order_id: z.string().regex(RAZORPAY_ORDER_ID).optional(),
  razorpay_payment_id: z.string().regex(RAZORPAY_PAYMENT_ID).optional(),
});
export type PaymentFailedInput = z.infer<typeof paymentFailedSchema>;

/** Body of POST /api/buy-now: one product, how many, and how the shopper means to pay. */
export const buyNowSchema = z.object({
  productId: orderLineSchema.shape.productId,
  quantity: orderLineSchema.shape.quantity.default(1),
  // Buy Now pays at once, online (Cash on Delivery is a checkout choice, ADR 056).
  paymentMethod: z
    .enum(ONLINE_PAYMENT_METHODS, {
      error: 'Choose a payment method: UPI, card, net banking or wallet',
    })
    .default('upi'),
});
export type BuyNowInput = z.infer<typeof buyNowSchema>;

/** The profile fields Buy Now ships to; each missing one is named in the 400's `fields`. */
export const BUY_NOW_ADDRESS_FIELDS = ['phone', 'address', 'city', 'state', 'pincode'] as const;
export const BUY_NOW_FIELD_ERRORS: Record<(typeof BUY_NOW_ADDRESS_FIELDS)[number], string> = {
  phone: FIELD_ERRORS.phone,
  address: FIELD_ERRORS.address,
  city: FIELD_ERRORS.city,
  state: FIELD_ERRORS.state,
  pincode: FIELD_ERRORS.pincode,
};

/** `error.code` values of the payments API that screens branch on. */
export type PaymentErrorCode =
  | 'address_required'
  | 'payment_verification_failed'
  | 'already_paid'
  | 'order_cancelled'
  | 'payment_window_closed'
  | 'payments_demo'
  | 'payments_live'
  | 'payment_gateway_unavailable'
  | 'webhook_signature'
  | 'webhooks_not_configured';

/** Texts of spec §8 and of the payments API, shown as they are. */
export const PAYMENT_MESSAGES = {
  sdkMissing:
    'Razorpay SDK is not loaded. Please check your internet connection and refresh the page.',
  openError: (message?: string) =>
    `Error opening payment: ${message || 'Unknown error'}. Please check the console for details.`,
  success: (paymentId: string) => `Payment successful! Payment ID: ${paymentId}`,
  demoSuccess: 'Demo Payment Successful!',
  demoConfirm: (amountText: string, orderId: string) =>
    `Demo mode: online payment is not set up, so nothing will be charged.\n\nMark ${amountText} for order ${orderId} as paid (demo)?`,
  demoNote: 'Demo payment — nothing was charged',
  verificationFailed: 'Payment verification failed',
  verificationPending:
    'We have your payment details but could not confirm the payment with Razorpay yet, so your order stays Pending for now. We will email your receipt as soon as it is confirmed. Please do not pay again.',
  dismissed: 'Payment not completed. Your order is saved: you can pay for it from your account.',
  addressRequired:
    'Buy Now ships to your default address. Please add your mobile number and full address first.',
  alreadyPaid: 'This order has already been paid.',
  orderCancelled: 'This order has been cancelled and cannot be paid.',
  windowClosed: `The time to pay for this order has run out: orders not paid within ${PAYMENT_WINDOW_MINUTES} minutes are cancelled and their items go back on sale. You are welcome to order again.`,
  demoOnly: 'Demo payments are turned off: this shop takes real payments.',
  liveOnly: 'Online payment is not set up on this shop (demo mode).',
  gatewayUnavailable: 'We could not reach the payment service. Please try again in a minute.',
  savedButUnpaid: (orderId: string) =>
    `Your order ${orderId} is saved, but we could not reach the payment service. Please pay for it from your account in a minute.`,
  webhookSignature: 'Webhook signature verification failed',
  needsScript:
    'Paying online opens Razorpay’s secure payment window, which needs JavaScript. Please turn JavaScript on in your browser and press Pay now again, or call us to pay another way.',
  demoPaid: 'Payment received. This was a demo payment: nothing was charged.',
  somethingWrong: 'Something went wrong. Please try again.',
} as const;
