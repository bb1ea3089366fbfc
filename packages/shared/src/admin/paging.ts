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
