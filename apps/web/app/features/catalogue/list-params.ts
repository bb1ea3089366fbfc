import {
  CATEGORY_GROUPS,
  categoryName,
  type CategoryGroup,
} from '@shop/shared/catalogue/categories';
import { DEFAULT_PAGE_SIZE, priceBand } from '@shop/shared/catalogue/filters';
import { productListQuerySchema, type ProductListQuery } from '@shop/shared/catalogue/query';

export type ListView = 'grid' | 'list';

export interface ListState {
  query: ProductListQuery;
  view: ListView;
}

/** What a filter, sort, view or page control changes; `undefined` removes the parameter. */
export type ListChange = Partial<{
  category: string | undefined;
  brand: string | undefined;
  price: ProductListQuery['price'];
  search: string | undefined;
  sort: ProductListQuery['sort'];
  page: number;
  pageSize: number;
  view: ListView;
}>;

type QueryKey = keyof ProductListQuery;
const QUERY_SHAPE = productListQuerySchema.shape;
const isQueryKey = (key: string): key is QueryKey => Object.hasOwn(QUERY_SHAPE, key);

/** Order of parameters in the URLs this screen builds, so equal views share one address. */
const URL_ORDER = ['search', 'category', 'price', 'brand', 'sort', 'view', 'page', 'pageSize'];

/**
 * Reads the /products search parameters. Each one is checked on its own, so a bad, empty,
 * repeated or unknown parameter is dropped without losing the good ones; `dropped` tells the
 * loader to redirect to `cleanSearch`. `view` is this screen's own parameter, not the API's.
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
        : isQueryKey(key) && QUERY_SHAPE[key].safeParse(value).success);
    if (valid) kept[key] = value;
    else dropped = true;
  }
  const { view, ...rest } = kept;
  const parsed = productListQuerySchema.safeParse(rest);
  const query = parsed.success ? parsed.data : productListQuerySchema.parse({});
  const clean = new URLSearchParams();
  for (const key of URL_ORDER) if (kept[key] !== undefined) clean.set(key, kept[key]);
  const search = clean.toString();
  return {
    query,
    view: view === 'list' ? 'list' : 'grid',
    cleanSearch: search ? `?${search}` : '',
    dropped,
  };
}

/** The /products address for the current state with `change` applied, without defaults. */
export function listHref(state: ListState, change: ListChange = {}): string {
  const { query, view } = state;
  const next = { ...query, view, ...change };
  // A new filter, sort or page size starts again at page 1; switching the view keeps the page.
  const keepsPage = Object.keys(change).every((k) => k === 'view' || k === 'page');
  const values: Record<string, string | number | undefined> = {
    search: next.search,
    category: next.category,
    price: next.price,
    brand: next.brand,
    sort: next.sort === 'featured' ? undefined : next.sort,
    view: next.view === 'grid' ? undefined : next.view,
    page: keepsPage && next.page > 1 ? next.page : undefined,
    pageSize: next.pageSize === DEFAULT_PAGE_SIZE ? undefined : next.pageSize,
  };
  const params = new URLSearchParams();
  for (const key of URL_ORDER) {
    const value = values[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `/products?${search}` : '/products';
}

/** The filters that narrow the results (search counts as one), with a label for each chip. */
export function activeFilters(query: ProductListQuery): { key: keyof ListChange; label: string }[] {
  const chips: { key: keyof ListChange; label: string }[] = [];
  if (query.search) chips.push({ key: 'search', label: `“${query.search}”` });
  if (query.category) chips.push({ key: 'category', label: categoryLabel(query.category) });
  if (query.price) chips.push({ key: 'price', label: priceBand(query.price).label });
  if (query.brand) chips.push({ key: 'brand', label: query.brand });
  return chips;
}

/** Clears category, price, brand and search; keeps the sort, view and page size. */
export function clearAllHref(state: ListState): string {
  return listHref(state, {
    category: undefined,
    price: undefined,
    brand: undefined,
    search: undefined,
  });
}

export function isCategoryGroup(slug: string | undefined): slug is CategoryGroup {
  return slug !== undefined && Object.hasOwn(CATEGORY_GROUPS, slug);
}

/** 'POS Systems' for the group `pos`, 'Thermal Printers' for `thermal-printer`. */
export function categoryLabel(slug: string): string {
  return isCategoryGroup(slug) ? CATEGORY_GROUPS[slug].name : categoryName(slug);
}

/** The page heading: the search, else the category, else all products. */
export function listHeading(query: ProductListQuery): string {
  if (query.search) return `Search results for “${query.search}”`;
  if (query.category) return categoryLabel(query.category);
  return 'All Products';
}

/** 'Showing 1–24 of 44 products' when paged, else '44 products'. */
export function resultSummary(page: {
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}): string {
  const noun = page.total === 1 ? 'product' : 'products';
  if (page.pageCount <= 1) return `${page.total} ${noun}`;
  const first = (page.page - 1) * page.pageSize + 1;
  const last = Math.min(page.total, page.page * page.pageSize);
  return `Showing ${first}–${last} of ${page.total} ${noun}`;
}
