/**
 * Guards for amounts in paise (ADR 085). JavaScript numbers hold integers exactly only up to
 * Number.MAX_SAFE_INTEGER (2^53 − 1, about ₹90 lakh crore in paise); past it, sums round without a
 * word. An order stays far below (MAX_ORDER_TOTAL_PAISE), but sums over many orders (dashboards,
 * GST returns) and products of untrusted quantities are checked, so an impossible figure throws
 * instead of being shown or filed wrong.
 */
export class UnsafeAmountError extends RangeError {
  constructor(what: string, value: number) {
    super(`${what} (${value}) is not a whole number of paise a JavaScript number holds exactly`);
    this.name = 'UnsafeAmountError';
  }
}

/** `value` itself when it is a safe integer; otherwise UnsafeAmountError naming `what`. */
export function safePaise(value: number, what = 'amount'): number {
  if (!Number.isSafeInteger(value)) throw new UnsafeAmountError(what, value);
  return value;
}

/** The sum of whole amounts, checked after every addition (a sum past 2^53 is already rounded). */
export function sumPaise(values: Iterable<number>, what = 'sum'): number {
  let total = 0;
  for (const value of values) total = safePaise(total + safePaise(value, what), what);
  return total;
}

/** `a × b` of two whole numbers (a price and a quantity), checked. */
export function timesPaise(a: number, b: number, what = 'product'): number {
  return safePaise(safePaise(a, what) * safePaise(b, what), what);
}
