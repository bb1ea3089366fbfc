import { z } from '../validation/z';
import { CATEGORY_SLUGS, type Badge, type CategorySlug } from '../catalogue/categories';
import { blankToUndefined, pagingShape, searchText, sortParam } from './paging';

/** The products list's orders: newest added, name, price, stock. */
export const PRODUCT_SORTS = ['newest', 'name', 'price-high', 'price-low', 'stock-low'] as const;
/**
 * Filters of the products list: shown or hidden in the shop; out of stock, in stock, or low (at
 * or under the product's own low-stock threshold, ADR 069).
 */
export const PRODUCT_VISIBILITIES = ['shown', 'hidden'] as const;
export const PRODUCT_STOCK_FILTERS = ['out', 'in', 'low'] as const;
export const PRODUCT_FILTER_LABELS = {
  shown: 'Shown in the shop',
  hidden: 'Hidden',
  out: 'Out of stock',
  in: 'In stock',
  low: 'Low stock',
} as const;

/**
 * GET /api/admin/products query: search over name, brand and id; hidden products included unless
 * `visibility` says; one `category`; `stock` out, in or low; `sort` as PRODUCT_SORTS.
 */
export const adminProductListQuerySchema = z
  .object({
    q: searchText,
    category: z.preprocess(blankToUndefined, z.enum(CATEGORY_SLUGS).optional()),
    visibility: z.preprocess(blankToUndefined, z.enum(PRODUCT_VISIBILITIES).optional()),
    stock: z.preprocess(blankToUndefined, z.enum(PRODUCT_STOCK_FILTERS).optional()),
    sort: sortParam(PRODUCT_SORTS),
    ...pagingShape,
  })
  .strict();
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

/** A row of the back office product list. */
export interface AdminProductSummary {
  id: number;
  name: string;
  category: CategorySlug;
  brand: string;
  price: number;
  originalPrice: number | null;
  stock: number;
  lowStockThreshold: number;
  badge: Badge | null;
  hidden: boolean;
  /** The main image's path. */
  image: string | null;
  updatedAt: string;
}
