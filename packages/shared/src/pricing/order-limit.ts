import { formatPaise } from '../format/money';

/**
 * The largest order the shop takes, payable total including GST, in paise: ₹5 crore (ADR 085).
 * Far above any shop fit-out this catalogue serves (a chain's hundreds of counters), and above
 * what one online payment carries (UPI ₹1 lakh, e-mandates ₹1 crore, card and net-banking limits
 * set per merchant account); a larger purchase is a negotiated quotation paid by bank transfer.
 * It keeps every amount thousands of times inside Number.MAX_SAFE_INTEGER.
 */
export const MAX_ORDER_TOTAL_PAISE = 5_00_00_000 * 100;

/** `error.code` of an order (or a cart change) that would pass the limit. */
export const ORDER_TOO_LARGE = 'order_too_large';

/** What the shopper reads when the limit refuses an order or a cart change. */
export const ORDER_LIMIT_MESSAGE =
  `An order can be at most ${formatPaise(MAX_ORDER_TOTAL_PAISE)} including GST. ` +
  'Please split it into smaller orders, or contact us for a quotation.';

/** Whether a payable total (paise) passes the limit. */
export function isOverOrderLimit(totalPaise: number): boolean {
  return totalPaise > MAX_ORDER_TOTAL_PAISE;
}
