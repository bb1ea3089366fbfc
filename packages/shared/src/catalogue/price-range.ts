import { formatRupees } from '../format/money';

/** The lowest and the highest price of a set of products, in whole rupees, GST excluded. */
export interface PriceRange {
  min: number;
  max: number;
}

/**
 * The range the given prices span (spec §9's sample price claims, counted: ADR 050), or null
 * when there are none, so that a category without products claims no price at all.
 */
export function priceRangeOf(prices: Iterable<number>): PriceRange | null {
  let range: PriceRange | null = null;
  for (const price of prices) {
    range = range
      ? { min: Math.min(range.min, price), max: Math.max(range.max, price) }
      : { min: price, max: price };
  }
  return range;
}

/**
 * How a price range is said: both ends, "₹1,500 – ₹8,500", or the one price when every product
 * costs the same. Never "from ₹X" alone, which would hide how far the prices go (ADR 050).
 */
export function priceRangeClaim({ min, max }: PriceRange): string {
  return min === max ? formatRupees(min) : `${formatRupees(min)} – ${formatRupees(max)}`;
}
