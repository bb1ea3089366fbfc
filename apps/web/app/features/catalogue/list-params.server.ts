import { productListQuerySchema, type ProductListQuery } from '@shop/shared/catalogue/query';
import { ADDED_PARAM } from '@shop/shared/cart/form-fields';
import { WISHLIST_PARAMS } from '@shop/shared/wishlist/form-fields';
import { URL_ORDER, type ListState } from './list-params';

type QueryKey = keyof ProductListQuery;
const QUERY_SHAPE = productListQuerySchema.shape;
const isQueryKey = (key: string): key is QueryKey => Object.hasOwn(QUERY_SHAPE, key);

/** Notes of a post without JavaScript: Add to Cart's (ADR 042) and the heart's (ADR 047). */
const NOTE_PARAMS: readonly string[] = [
  ADDED_PARAM,
  WISHLIST_PARAMS.saved,
  WISHLIST_PARAMS.unsaved,
];

/**
 * Reads the /products search parameters. Each one is checked on its own, so a bad, empty,
 * repeated or unknown parameter is dropped without losing the good ones; `dropped` tells the
 * loader to redirect to `cleanSearch`. `view` is this screen's own parameter, not the API's;
 * `added`, `saved` and `unsaved` are notes after a post without JavaScript (ADR 042, 047), kept
 * at the end.
 */
export function readListParams(params: URLSearchParams): ListState & {
  cleanSearch: string;
  dropped: boolean;
} {
  const kept: Record<string, string> = {};
  let dropped = false;
  for (const [key, value] of params) {
    const valid =
      !(key in kept) &&
      value.trim() !== '' &&
      (key === 'view'
        ? value === 'grid' || value === 'list'
        : NOTE_PARAMS.includes(key)
          ? /^[1-9][0-9]{0,9}$/.test(value)
          : isQueryKey(key) && QUERY_SHAPE[key].safeParse(value).success);
    if (valid) kept[key] = value;
    else dropped = true;
  }
  const { view, ...rest } = kept;
  for (const key of NOTE_PARAMS) delete rest[key];
  const parsed = productListQuerySchema.safeParse(rest);
  const query = parsed.success ? parsed.data : productListQuerySchema.parse({});
  const clean = new URLSearchParams();
  for (const key of URL_ORDER) if (kept[key] !== undefined) clean.set(key, kept[key]);
  for (const key of NOTE_PARAMS) if (kept[key] !== undefined) clean.set(key, kept[key]);
  const search = clean.toString();
  return {
    query,
    view: view === 'list' ? 'list' : 'grid',
    cleanSearch: search ? `?${search}` : '',
    dropped,
  };
}
