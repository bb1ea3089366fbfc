import type { PaymentMethod } from '@shop/shared/orders/place-order';

/** Hints beside the payment options of spec §9 (their labels: @shop/shared/payments/method-labels). */
export const PAYMENT_METHOD_HINTS: Record<PaymentMethod, string> = {
  upi: 'Google Pay, PhonePe, Paytm, BHIM and more',
  card: 'Visa, Mastercard, RuPay, American Express',
  netbanking: 'All major Indian banks',
  wallet: 'Paytm, Amazon Pay, MobiKwik and more',
};

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
