/**
 * Payment modes (ADR 016). The shop takes real payments through Razorpay only when it has a real
 * key id; without one it runs in demo mode, where the spec's confirm dialog stands in for the
 * payment window and orders are marked paid as a demo ("nothing was charged").
 */
export type PaymentMode = 'demo' | 'live';

/** Razorpay's checkout script, loaded only by pages that take a payment. */
export const DEFAULT_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
/** Razorpay's REST API (Orders, Payments). */
export const DEFAULT_RAZORPAY_API_URL = 'https://api.razorpay.com';

/** A key id as Razorpay issues it: rzp_test_… or rzp_live_… followed by letters and digits. */
export const RAZORPAY_KEY_ID_PATTERN = /^rzp_(?:test|live)_[A-Za-z0-9]+$/;

/*
 * Placeholders copied from samples and .env templates, compared after an optional
 * rzp_test_/rzp_live_ prefix: nothing, x…, *…, 0…, placeholder…, your…, demo…, dummy…, example…,
 * sample…, changeme, test, or a name in <> or [].
 */
const PLACEHOLDER =
  /^(?:|x+|\*+|0+|placeholder\w*|your\w*|demo\w*|dummy\w*|example\w*|sample\w*|change_?me|test|<.*>|\[.*\])$/i;

/**
 * True for a missing key id and for the placeholders sample code and templates carry
 * ('rzp_test_placeholder', 'YOUR_KEY_ID', 'rzp_test_xxxxxxxxxxxx', '[YOUR_KEY_ID]', …).
 */
export function isPlaceholderKeyId(keyId: string | null | undefined): boolean {
  const id = (keyId ?? '').trim();
  const rest = /^rzp_(?:test|live)_(.*)$/i.exec(id)?.[1] ?? id;
  return PLACEHOLDER.test(rest);
}

/** Live with a real key id, demo otherwise (spec §8: no key, or the test placeholder key). */
export function paymentModeFor(keyId: string | null | undefined): PaymentMode {
  return isPlaceholderKeyId(keyId) ? 'demo' : 'live';
}

/** The line the server logs at start. */
export function paymentModeLine(mode: PaymentMode, keyId?: string): string {
  return mode === 'demo'
    ? 'payments: DEMO mode — nothing is charged (set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET to take real payments)'
    : `payments: LIVE mode with Razorpay key ${keyId ?? ''}${keyId?.startsWith('rzp_test_') ? ' (Razorpay test mode)' : ''}`;
}
