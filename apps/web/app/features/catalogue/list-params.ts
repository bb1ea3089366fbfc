import { CATEGORY_GROUPS, type CategoryGroup } from '@shop/shared/catalogue/categories';
import type { MessageKey } from '@shop/shared/i18n/catalogue';
import { DEFAULT_PAGE_SIZE, priceBand, type PriceBand } from '@shop/shared/catalogue/filters';
import { formatRupees } from '@shop/shared/format/money';
import type { ProductListQuery } from '@shop/shared/catalogue/query';
import type { Translate } from '~/lib/i18n/i18n';

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

/** Order of parameters in the URLs this screen builds, so equal views share one address. */
export const URL_ORDER = [
  'search',
  'category',
  'price',
  'brand',
  'sort',
  'view',
  'page',
  'pageSize',
] as const;

/** The list after `change`: a new filter, sort or page size starts again at page 1. */
export function applyListChange(state: ListState, change: ListChange = {}): ListState {
  const { view, ...query } = { ...state.query, view: state.view, ...change };
  const keepsPage = Object.keys(change).every((k) => k === 'view' || k === 'page');
  // The changed values come from this screen's own controls, which offer only valid ones.
  return { query: { ...query, page: keepsPage ? query.page : 1 } as ProductListQuery, view };
}

export type ListParam = (typeof URL_ORDER)[number];

/** The list's parameters that differ from their defaults, as URL values, in URL order. */
export function listParams(state: ListState): [ListParam, string][] {
  const { query, view } = state;
  const values: Record<ListParam, string | number | undefined> = {
    search: query.search,
    category: query.category,
    price: query.price,
    brand: query.brand,
    sort: query.sort === 'featured' ? undefined : query.sort,
    view: view === 'grid' ? undefined : view,
    page: query.page > 1 ? query.page : undefined,
    pageSize: query.pageSize === DEFAULT_PAGE_SIZE ? undefined : query.pageSize,
  };
  return URL_ORDER.flatMap((key) => {
    const value = values[key];
    // An array literal is typed string[], not a pair; this one is a [key, value] pair.
    return value === undefined || value === '' ? [] : [[key, String(value)] as [ListParam, string]];
  });
}

/** The /products address for the current state with `change` applied, without defaults. */
export function listHref(state: ListState, change: ListChange = {}): string {
  const search = new URLSearchParams(listParams(applyListChange(state, change))).toString();
  return search ? `/products?${search}` : '/products';
}

/** The filters that narrow the results (search counts as one), with a label for each chip. */
export function activeFilters(
  query: ProductListQuery,
  t: Translate,
): { key: keyof ListChange; label: string }[] {
  const chips: { key: keyof ListChange; label: string }[] = [];
  if (query.search)
    chips.push({ key: 'search', label: t('products.searchChip', { search: query.search }) });
  if (query.category) chips.push({ key: 'category', label: categoryLabel(query.category, t) });
  if (query.price) chips.push({ key: 'price', label: priceBandLabel(query.price, t) });
  if (query.brand) chips.push({ key: 'brand', label: query.brand });
  return chips;
}

/** A price band's name: its bounds as amounts, so each language groups them the Indian way. */
export function priceBandLabel(slug: PriceBand, t: Translate): string {
  const { min, max } = priceBand(slug);
  if (min === 0) return t('products.price.under', { max: formatRupees(max) });
  if (max === Infinity) return t('products.price.above', { min: formatRupees(min) });
  return t('products.price.between', { min: formatRupees(min), max: formatRupees(max) });
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

/**
 * 'Thermal Printers' for `thermal-printer`, 'POS Systems' for the group `pos`, in `t`'s language
 * (the catalogue's `category.<slug>` and `layout.group.<group>`, ADR 107). Only the label
 * changes: the slug stays what the address, the filters and the data carry.
 */
export function categoryLabel(slug: string, t: Translate): string {
  // A slug is a category's or a group's (the query's schema, the catalogue's categories), and
  // each has its message (category-labels.test.ts).
  return t((isCategoryGroup(slug) ? `layout.group.${slug}` : `category.${slug}`) as MessageKey);
}

/** The page heading: the search, else the category, else all products. */
export function listHeading(query: ProductListQuery, t: Translate): string {
  if (query.search) return t('products.searchTitle', { search: query.search });
  if (query.category) return categoryLabel(query.category, t);
  return t('products.heading');
}

/** 'Showing 1–24 of 44 products' when paged, else '44 products'. */
export function resultSummary(
  page: { total: number; page: number; pageSize: number; pageCount: number },
  t: Translate,
): string {
  if (page.pageCount <= 1) return t('products.count', { total: page.total });
  const first = (page.page - 1) * page.pageSize + 1;
  const last = Math.min(page.total, page.page * page.pageSize);
  return t('products.showing', { first, last, total: page.total });
}
