import type { PaymentMethod } from '@shop/shared/orders/place-order';

/** Hints beside the payment options of spec §9 (their labels: @shop/shared/payments/method-labels). */
export const PAYMENT_METHOD_HINTS: Record<PaymentMethod, string> = {
  upi: 'Google Pay, PhonePe, Paytm, BHIM and more',
  card: 'Visa, Mastercard, RuPay, American Express',
  netbanking: 'All major Indian banks',
  wallet: 'Paytm, Amazon Pay, MobiKwik and more',
  cod: 'Pay the courier in cash on delivery',
  bank_transfer: 'From your business bank account, for larger orders',
};
