import { z } from '../validation/z';
import { CATEGORY_GROUP_SLUGS, CATEGORY_SLUGS } from './categories';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  PRICE_BAND_SLUGS,
  SORT_SLUGS,
} from './filters';

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
