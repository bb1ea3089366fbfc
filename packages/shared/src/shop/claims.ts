import { FREE_SHIPPING_ABOVE } from '../pricing/cart-totals';

/**
 * Marketing claims of spec §1, shown on the home and about pages. The product count is counted
 * (productCountClaim); customers and years in business are the seller's own figures
 * (SHOP.record in identity.ts).
 */
export const CLAIMS = {
  support: '24/7',
  rating: 4.8,
  ratingCount: 2847,
  freeShippingAbove: FREE_SHIPPING_ABOVE,
  returnDays: 30,
} as const;

/** "40+" for 44 products: the count rounded down to a ten, so the claim stays true as it grows. */
export function productCountClaim(count: number): string {
  return count >= 10 ? `${Math.floor(count / 10) * 10}+` : String(count);
}
