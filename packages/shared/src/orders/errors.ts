import { MAX_LINE_QUANTITY } from '../cart/cart';

/** Most distinct products one order may hold. */
export const MAX_ORDER_LINES = 50;

/**
 * Texts of the orders API (`error.message`, and `error.fields` values). Screens show them as they
 * are; the same texts come from the shared schemas when the browser validates first.
 */
export const ORDER_ERRORS = {
  emptyCart: 'Your cart is empty',
  tooManyLines: `An order can hold at most ${MAX_ORDER_LINES} different products`,
  duplicateLine: 'Each product can appear only once in an order',
  productId: 'Choose a product from the catalogue',
  quantity: `Quantity must be between 1 and ${MAX_LINE_QUANTITY}`,
  paymentMethod: 'Choose a payment method: UPI, card, net banking, wallet or Cash on Delivery',
  businessName: 'Enter your business name as registered for GST',
  gstin: 'Enter a valid 15-character GSTIN',
  /** Card number, expiry and CVV are typed into the payment provider's window, never sent to us. */
  cardFields:
    'Card details must not be sent to the shop. They are entered only in the secure payment window.',
  idempotencyKey:
    'The Idempotency-Key header is missing or invalid: 8 to 100 letters, digits, "-" or "_".',
  idempotencyKeyReused:
    'This checkout was already used for a different order. Please reload the page and place your order again.',
  productUnavailable: (productId: number) => `Product ${productId} is no longer available`,
  outOfStock: (name: string) => `${name} is out of stock`,
  notEnoughStock: (left: number, name: string) => `Only ${left} of ${name} left in stock`,
  orderNotFound: 'Order not found',
  /** One answer for a wrong order id and for a right id with the wrong email or phone. */
  trackNotFound: "We couldn't find an order with those details",
  tooManyTrackRequests: 'Too many tracking requests. Please try again in a few minutes.',
  orderIdRequired: 'Enter your order ID',
  orderId: 'Enter the order ID as printed, e.g. ORD1763712000000',
  contactRequired: 'Enter the email address or mobile number used for the order',
  contact: 'Enter a valid email address or 10-digit mobile number',
  invoiceNotReady: 'The invoice can be downloaded once the order has shipped',
  carrierRequired: 'Enter the courier company',
  trackingNumberRequired: 'Enter the tracking number',
} as const;

/** `error.code` values of the orders API, for screens that branch on them. */
export type OrderErrorCode =
  | 'bad_request'
  | 'unauthenticated'
  | 'csrf'
  | 'not_found'
  | 'idempotency_key_reused'
  | 'product_unavailable'
  | 'out_of_stock'
  | 'not_enough_stock'
  | 'too_many_requests'
  | 'invoice_not_ready'
  | 'status_not_allowed'
  | 'status_conflict'
  | 'order_too_large';

/** The order texts of spec §8, for the checkout screen's alerts. */
export const ORDER_MESSAGES = {
  placed: 'Order placed successfully!',
  orderId: (orderId: string) => `Order ID: ${orderId}`,
  confirmationEmail: (email: string) => `A confirmation email has been sent to ${email}.`,
  paymentLater:
    'Online payment is coming soon: our team will contact you to complete the payment by your chosen method.',
  failed: 'There was an error placing your order. Please try again or contact support.',
} as const;
