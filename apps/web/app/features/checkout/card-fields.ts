/**
 * Card fields of the Payment step (spec §5). They are optional and checked by pattern only when
 * filled. Their values live only in the checkout screen's React state, in inputs without a name
 * (so the step's form never posts them), shown only once the page's script runs: they are never
 * put in a request, in storage or in a log (PCI DSS) — Razorpay's own window collects the card.
 */
export interface CardFields {
  number: string;
  name: string;
  expiry: string;
  cvv: string;
}

export const EMPTY_CARD: CardFields = { number: '', name: '', expiry: '', cvv: '' };

export const CARD_ERRORS = {
  number: 'Card number must be 16 to 19 digits',
  expiry: 'Expiry must be MM/YY',
  cvv: 'CVV must be 3 or 4 digits',
} as const;

/** Errors of the filled card fields, keyed by field; an empty field is never an error. */
export function cardErrors(card: CardFields): Partial<Record<keyof CardFields, string>> {
  const errors: Partial<Record<keyof CardFields, string>> = {};
  const number = card.number.trim();
  if (number) {
    const digits = number.replace(/ /g, '');
    if (!/^[0-9 ]+$/.test(number) || digits.length < 16 || digits.length > 19) {
      errors.number = CARD_ERRORS.number;
    }
  }
  if (card.expiry.trim() && !/^(0[1-9]|1[0-2])\/[0-9]{2}$/.test(card.expiry.trim())) {
    errors.expiry = CARD_ERRORS.expiry;
  }
  if (card.cvv.trim() && !/^[0-9]{3,4}$/.test(card.cvv.trim())) errors.cvv = CARD_ERRORS.cvv;
  return errors;
}

/** '4111111111111111' → '4111 1111 1111 1111' while typing (digits and spaces only). */
export function groupCardNumber(value: string): string {
  const digits = value.replace(/[^0-9]/g, '').slice(0, 19);
  return digits.replace(/(.{4})(?=.)/g, '$1 ');
}

/** '1228' → '12/28' while typing. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/[^0-9]/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
