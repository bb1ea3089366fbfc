import { z } from 'zod';
import { CATEGORY_GROUP_SLUGS, CATEGORY_SLUGS } from './categories';

/** Price filters of spec §9. Lower bound inclusive, upper bound exclusive, in rupees. */
export const PRICE_BANDS = [
  { slug: 'under-5000', label: 'Under ₹5,000', min: 0, max: 5000 },
  { slug: '5000-15000', label: '₹5,000 – ₹15,000', min: 5000, max: 15000 },
  { slug: '15000-30000', label: '₹15,000 – ₹30,000', min: 15000, max: 30000 },
  { slug: 'above-30000', label: '₹30,000 and above', min: 30000, max: Infinity },
] as const;
export type PriceBand = (typeof PRICE_BANDS)[number]['slug'];
const PRICE_BAND_SLUGS = PRICE_BANDS.map((b) => b.slug) as [PriceBand, ...PriceBand[]];

/** Sort options of spec §9, in the order the selector shows them. */
export const SORTS = [
  { slug: 'featured', label: 'Featured' },
  { slug: 'price-low', label: 'Price: Low to High' },
  { slug: 'price-high', label: 'Price: High to Low' },
  { slug: 'name', label: 'Name (A-Z)' },
  { slug: 'rating', label: 'Highest Rated' },
] as const;
export type SortOrder = (typeof SORTS)[number]['slug'];
const SORT_SLUGS = SORTS.map((s) => s.slug) as [SortOrder, ...SortOrder[]];

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 48;
export const MAX_SEARCH_LENGTH = 100;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * Query of the catalogue list (API and /products URL). Unknown keys are refused so a typo in a
 * shared link is reported instead of silently ignored.
 */
export const productListQuerySchema = z
  .object({
    category: z.preprocess(
      blankToUndefined,
      z.enum([...CATEGORY_SLUGS, ...CATEGORY_GROUP_SLUGS]).optional(),
    ),
    brand: z.preprocess(blankToUndefined, z.string().trim().max(60).optional()),
    price: z.preprocess(blankToUndefined, z.enum(PRICE_BAND_SLUGS).optional()),
    search: z.preprocess(blankToUndefined, z.string().trim().max(MAX_SEARCH_LENGTH).optional()),
    sort: z.preprocess(blankToUndefined, z.enum(SORT_SLUGS).default('featured')),
    page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10_000).default(1)),
    pageSize: z.preprocess(
      blankToUndefined,
      z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    ),
  })
  .strict();

export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

export const productLookupQuerySchema = z
  .object({
    ids: z
      .string()
      .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, 'ids must be up to 100 comma-separated product ids')
      .transform((s) => [...new Set(s.split(',').map(Number))]),
  })
  .strict();

export function priceBand(slug: PriceBand) {
  return PRICE_BANDS.find((b) => b.slug === slug)!;
}
