import { z } from '../validation/z';

export const ADMIN_PAGE_SIZE = 20;
export const MAX_ADMIN_PAGE_SIZE = 100;

/** One page of a back office list. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** A query value left empty in a form counts as absent. */
export const blankToUndefined = (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? undefined : v;

/** `page` (from 1) and `pageSize` (1–100, default 20) of every back office list query. */
export const pagingShape = {
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
  pageSize: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(MAX_ADMIN_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
  ),
};

/** Free-text search of a list: trimmed, up to 100 characters. */
export const searchText = z.preprocess(blankToUndefined, z.string().trim().max(100).optional());

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** What each sort of a back office list is called in its "Sort by" menu. */
export const SORT_LABELS = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  'needs-action': 'Needs action first',
  name: 'Name (A–Z)',
  'price-high': 'Price (high to low)',
  'price-low': 'Price (low to high)',
  'stock-low': 'Stock (lowest first)',
  'total-high': 'Total (high to low)',
  'total-low': 'Total (low to high)',
  'orders-high': 'Most orders',
  'spent-high': 'Most spent',
  'rating-low': 'Lowest rating',
  'rating-high': 'Highest rating',
} as const;
export type SortKey = keyof typeof SORT_LABELS;

/**
 * `?sort=` of a list: one of `sorts`, the first when absent or blank. A list's sorts are declared
 * once (e.g. `MESSAGE_SORTS`) and read by its query schema, its repository and its menu.
 */
export function sortParam<const S extends readonly [SortKey, ...SortKey[]]>(sorts: S) {
  return z.preprocess(
    blankToUndefined,
    z.enum(sorts, { error: `Sort must be one of ${sorts.join(', ')}` }).default(sorts[0]),
  );
}
