import type { MessageKey } from '../i18n/catalogue';
import type { PaymentMethod } from '../orders/place-order';

/** What the shop calls each payment method a shopper can pick (spec §9): pages, emails, staff. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  upi: 'UPI',
  card: 'Credit / Debit Card',
  netbanking: 'Net Banking',
  wallet: 'Wallet',
  cod: 'Cash on Delivery',
  bank_transfer: 'Bank transfer (NEFT / RTGS / IMPS)',
};

// With the methods Razorpay can report for a payment although the shopper picked another one.
const ALL_LABELS: Record<string, string> = {
  ...PAYMENT_METHOD_LABELS,
  emi: 'EMI',
  paylater: 'Pay Later',
};

/**
 * The label of a method as it is stored, in any case (orders keep 'UPI', Razorpay reports
 * 'upi'); an unknown one is shown as it is.
 */
export function paymentMethodLabel(method: string): string {
  return ALL_LABELS[method.toLowerCase()] ?? method;
}

/**
 * A method as it is stored, in any case, in a language: pages and emails alike name it by its
 * `order.method.*` message; an unknown one is shown as it is.
 */
export function paymentMethodText(method: string, t: (key: MessageKey) => string): string {
  const known = method.toLowerCase();
  // ALL_LABELS holds exactly the methods that have an `order.method.*` message.
  return known in ALL_LABELS ? t(`order.method.${known}` as MessageKey) : method;
}
