/**
 * Catalogue filter constants (spec §9), free of any schema library so pages can import them
 * without pulling validation code into the browser bundle.
 */
/** Price filters of spec §9. Lower bound inclusive, upper bound exclusive, in rupees. */
export const PRICE_BANDS = [
  { slug: 'under-5000', label: 'Under ₹5,000', min: 0, max: 5000 },
  { slug: '5000-15000', label: '₹5,000 – ₹15,000', min: 5000, max: 15000 },
  { slug: '15000-30000', label: '₹15,000 – ₹30,000', min: 15000, max: 30000 },
  { slug: 'above-30000', label: '₹30,000 and above', min: 30000, max: Infinity },
] as const;
export type PriceBand = (typeof PRICE_BANDS)[number]['slug'];
// map() answers an array; z.enum needs a non-empty tuple, and PRICE_BANDS is a non-empty literal.
export const PRICE_BAND_SLUGS = PRICE_BANDS.map((b) => b.slug) as [PriceBand, ...PriceBand[]];

/** Sort options of spec §9, in the order the selector shows them. */
export const SORTS = [
  { slug: 'featured', label: 'Featured' },
  { slug: 'price-low', label: 'Price: Low to High' },
  { slug: 'price-high', label: 'Price: High to Low' },
  { slug: 'name', label: 'Name (A-Z)' },
  { slug: 'rating', label: 'Highest Rated' },
] as const;
export type SortOrder = (typeof SORTS)[number]['slug'];
// map() answers an array; z.enum needs a non-empty tuple, and SORTS is a non-empty literal.
export const SORT_SLUGS = SORTS.map((s) => s.slug) as [SortOrder, ...SortOrder[]];

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 48;
export const MAX_SEARCH_LENGTH = 100;

export function priceBand(slug: PriceBand) {
  return PRICE_BANDS.find((b) => b.slug === slug)!;
}
