import { BANKS, UPI_APPS, WALLETS } from '../checkout/checkout-form';
import type { PaymentMethod } from '../orders/place-order';
import type { PaymentPrefill } from './payment';

/*
 * The shopper's choice at checkout as Razorpay Checkout's options (ADR 057): `prefill.method`
 * opens the window on the method, and a `config.display` block puts the chosen bank, wallet or
 * UPI app first (Razorpay's documented codes). Every other method stays available in the window.
 */

/** Razorpay's bank codes for spec §9's banks. */
const BANK_CODES: Record<(typeof BANKS)[number], string> = {
  'State Bank of India': 'SBIN',
  'HDFC Bank': 'HDFC',
  'ICICI Bank': 'ICIC',
  'Axis Bank': 'UTIB',
  'Kotak Mahindra Bank': 'KKBK',
  'Punjab National Bank': 'PUNB_R',
  'Bank of Baroda': 'BARB_R',
  'Canara Bank': 'CNRB',
  'Union Bank of India': 'UBIN',
  'IndusInd Bank': 'INDB',
};

/** Razorpay's wallet codes; Paytm Wallet is not one of Razorpay's wallets (method only). */
const WALLET_CODES: Partial<Record<(typeof WALLETS)[number], string>> = {
  'Amazon Pay': 'amazonpay',
  MobiKwik: 'mobikwik',
  FreeCharge: 'freecharge',
  'Airtel Money': 'airtelmoney',
  JioMoney: 'jiomoney',
};

/** Razorpay's UPI app codes. */
const UPI_APP_CODES: Record<(typeof UPI_APPS)[number], string> = {
  'Google Pay': 'google_pay',
  PhonePe: 'phonepe',
  Paytm: 'paytm',
  'Amazon Pay': 'amazon_pay',
  BHIM: 'bhim',
  'WhatsApp Pay': 'whatsapp',
};

type Instrument = Record<string, string | string[]>;

function lookup<K extends string>(codes: Partial<Record<K, string>>, name: string | null) {
  const entry = Object.entries(codes).find(([key]) => key === name);
  return typeof entry?.[1] === 'string' ? entry[1] : undefined;
}

function instrumentFor(method: PaymentMethod, option: string | null): Instrument | undefined {
  if (method === 'netbanking') {
    const bank = lookup(BANK_CODES, option);
    return bank ? { method, banks: [bank] } : undefined;
  }
  if (method === 'wallet') {
    const wallet = lookup(WALLET_CODES, option);
    return wallet ? { method, wallets: [wallet] } : undefined;
  }
  if (method === 'upi') {
    const app = lookup(UPI_APP_CODES, option);
    return app ? { method, flows: ['intent', 'qr'], apps: [app] } : undefined;
  }
  return undefined;
}

/** The Checkout options for the method and option chosen (merge into the other options). */
export function razorpayChoice(
  method: PaymentMethod,
  option: string | null,
  prefill: PaymentPrefill,
): Record<string, unknown> {
  const instrument = instrumentFor(method, option);
  // Razorpay has no method of its own for an order meant for a bank transfer or cash: the window
  // opens on its default list.
  const online = method !== 'bank_transfer' && method !== 'cod';
  return {
    prefill: online ? { ...prefill, method } : prefill,
    ...(instrument && {
      config: {
        display: {
          blocks: { chosen: { name: `Your choice: ${option}`, instruments: [instrument] } },
          sequence: ['block.chosen'],
          preferences: { show_default_blocks: true },
        },
      },
    }),
  };
}
