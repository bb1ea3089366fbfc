import { FREE_SHIPPING_ABOVE } from '../pricing/cart-totals';

/**
 * Marketing claims of spec §1, shown on the home and about pages. The product count is counted
 * (productCountClaim) and the rating computed from approved reviews (ratingClaim, ADR 051);
 * customers and years in business are the seller's own figures (SHOP.record in identity.ts).
 */
export const CLAIMS = {
  support: '24/7',
  freeShippingAbove: FREE_SHIPPING_ABOVE,
  returnDays: 30,
} as const;

/** "40+" for 44 products: the count rounded down to a ten, so the claim stays true as it grows. */
export function productCountClaim(count: number): string {
  return count >= 10 ? `${Math.floor(count / 10) * 10}+` : String(count);
}

/**
 * The shop's rating as its claims quote it: "4.3/5 from 41 reviews", from every approved review
 * (ADR 051); none yet says so instead of a number.
 */
export function ratingClaim(summary: { average: number; count: number }): string {
  if (summary.count === 0) return 'No reviews yet';
  const n = summary.count.toLocaleString('en-IN');
  return `${summary.average.toFixed(1)}/5 from ${n} ${summary.count === 1 ? 'review' : 'reviews'}`;
}
