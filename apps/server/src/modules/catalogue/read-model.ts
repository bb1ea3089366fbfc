import { CATEGORY_GROUPS, type CategoryGroup } from '@shop/shared/catalogue/categories';
import { priceBand } from '@shop/shared/catalogue/filters';
import type { Product } from '@shop/shared/catalogue/product';
import type { ProductListQuery } from '@shop/shared/catalogue/query';
import { nameKey } from './name-key';
import type { ListedRow } from './repository';
import { normaliseTerm, ProductSearch } from './search';
import { insertSorted, removeSorted, sortInSteps } from './sorted-list';

/** What memory keeps of a visible product: what lists filter and sort by, nothing it shows. */
export interface Listed {
  id: number;
  category: Product['category'];
  brand: string;
  brandKey: string;
  nameKey: string;
  price: number;
  rating: number;
  reviews: number;
  badge: Product['badge'];
  inStock: boolean;
  /** When the database last wrote it (ms): a change seen twice is applied once. */
  changedAt: number;
}

type Sort = ProductListQuery['sort'];
const ORDERS: Record<Sort, (a: Listed, b: Listed) => number> = {
  featured: (a, b) => a.id - b.id,
  'price-low': (a, b) => a.price - b.price || a.id - b.id,
  'price-high': (a, b) => b.price - a.price || a.id - b.id,
  name: (a, b) => (a.nameKey < b.nameKey ? -1 : a.nameKey > b.nameKey ? 1 : a.id - b.id),
  rating: (a, b) => b.rating - a.rating || b.reviews - a.reviews || a.id - b.id,
};
/** Every sort order of the list. */
export const SORTS = Object.keys(ORDERS) as Sort[]; // the keys of the record just above
/**
 * Products sorted or listed per step of the first load's ordering (`sortLoaded`): at 100,000
 * products a step of 8,192 held the event loop about 40 ms.
 */
const SORT_STEP = 4_096;

/** A list's products in every sort order. */
type Orders = Record<Sort, Listed[]>;
// fromEntries answers a string-keyed record; the keys are every sort's.
const noOrders = () => Object.fromEntries(SORTS.map((sort) => [sort, []])) as unknown as Orders;

/** The whole catalogue's facet: every visible product. */
const ALL = '';
/** The facets a category's products are listed under: all, the category, each of its groups. */
const FACETS = new Map<string, string[]>();
for (const [group, { categories }] of Object.entries(CATEGORY_GROUPS)) {
  for (const category of categories) FACETS.set(category, [...(FACETS.get(category) ?? []), group]);
}
const facetLists = new Map<string, readonly string[]>();
/** A category's facets (one array per category, made once: lists are filled a product at a time). */
function facetsOf(category: string): readonly string[] {
  let facets = facetLists.get(category);
  if (!facets)
    facetLists.set(category, (facets = [ALL, category, ...(FACETS.get(category) ?? [])]));
  return facets;
}

/** One copy of each brand, category and badge text, however many products share it. */
const texts = new Map<string, string>();
function shared<T extends string | null>(text: T): T {
  if (text === null) return text;
  const kept = texts.get(text);
  if (kept !== undefined) return kept as T; // the same text as `text`, so of its type
  texts.set(text, text);
  return text;
}

function listed(row: ListedRow): Listed {
  return {
    id: row.id,
    category: shared(row.category),
    brand: shared(row.brand),
    brandKey: shared(normaliseTerm(row.brand)),
    nameKey: nameKey(row.name),
    price: row.price,
    rating: row.rating,
    reviews: row.reviews,
    badge: shared(row.badge),
    inStock: row.stock > 0,
    changedAt: row.changed_at,
  };
}

/** The ids of one page of a list, and how many products the whole list holds. */
export interface ListedPage {
  ids: number[];
  total: number;
}

/**
 * The visible catalogue in memory, kept current one product at a time (ADR 062): light records
 * by id; for the whole catalogue, each category and each category group (facets), the products
 * in every sort order, as sorted arrays updated by binary insertion (ADR 094); and the search
 * index. Anything derived from the whole catalogue (counts, price ranges) is cached until the
 * next change.
 */
export class CatalogueReadModel {
  private readonly byId = new Map<number, Listed>();
  private readonly facets = new Map<string, Orders>([[ALL, noOrders()]]);
  private readonly search = new ProductSearch();
  private derived = new Map<string, unknown>();

  get size(): number {
    return this.byId.size;
  }

  /** Adds products during the first load (ids ascending); `sortLoaded` orders them afterwards. */
  addLoaded(rows: readonly ListedRow[]): void {
    const all = this.orders(ALL);
    for (const row of rows) {
      const item = listed(row);
      this.byId.set(item.id, item);
      for (const sort of SORTS) all[sort].push(item);
    }
    this.search.add(rows);
    this.derived = new Map();
  }

  /**
   * Orders the loaded products, then lists each under its category and groups, in steps with
   * `pause()` awaited between them (other requests run meanwhile).
   */
  async sortLoaded(pause: () => Promise<void>): Promise<void> {
    const all = this.orders(ALL);
    for (const sort of SORTS) {
      const sorted = all[sort];
      await sortInSteps(sorted, ORDERS[sort], pause, SORT_STEP);
      for (let from = 0; from < sorted.length; from += SORT_STEP) {
        for (const item of sorted.slice(from, from + SORT_STEP)) {
          for (const facet of facetsOf(item.category)) {
            if (facet !== ALL) this.orders(facet)[sort].push(item);
          }
        }
        await pause();
      }
    }
  }

  /** Applies one written product: added, changed, or (hidden) taken out. */
  apply(row: ListedRow): void {
    if (!row.hidden && this.byId.get(row.id)?.changedAt === row.changed_at) return;
    this.remove(row.id);
    if (row.hidden) return;
    this.derived = new Map();
    const item = listed(row);
    this.byId.set(item.id, item);
    for (const facet of facetsOf(item.category)) {
      const orders = this.orders(facet);
      for (const sort of SORTS) insertSorted(orders[sort], item, ORDERS[sort]);
    }
    this.search.add([row]);
  }

  /** Takes a product out; `deletedAt` keeps one written again after its deletion. */
  remove(id: number, deletedAt = Infinity): void {
    const old = this.byId.get(id);
    if (!old || old.changedAt > deletedAt) return;
    this.byId.delete(id);
    for (const facet of facetsOf(old.category)) {
      const orders = this.orders(facet);
      for (const sort of SORTS) removeSorted(orders[sort], old, ORDERS[sort]);
    }
    this.search.remove(id);
    this.derived = new Map();
  }

  get(id: number): Listed | undefined {
    return this.byId.get(id);
  }

  /**
   * One page of the products matching the query, in its order (relevance when searching). A
   * category's list is its facet's, read from the page's offset when nothing else filters it.
   */
  list(query: ProductListQuery): ListedPage {
    const start = (query.page - 1) * query.pageSize;
    if (query.search) {
      const hits = this.search.search(query.search);
      const items = hits.map((id) => this.byId.get(id)).filter((p) => p !== undefined);
      if (query.sort !== 'featured') items.sort(ORDERS[query.sort]);
      return pageOf(items, start, query.pageSize, filterOf(query));
    }
    // A slug is a category or a group; one that is neither lists nothing.
    const items = this.facets.get(query.category ?? ALL)?.[query.sort] ?? [];
    return pageOf(items, start, query.pageSize, filterOf({ ...query, category: undefined }));
  }

  /** Visible products in id order (the sitemap, the shelves). */
  inIdOrder(): readonly Listed[] {
    return this.orders(ALL).featured;
  }

  /** The first products of a category by id, leaving out `exceptId`. */
  firstInCategory(category: string, exceptId: number, count: number): number[] {
    const items = this.facets.get(category)?.featured ?? [];
    return items
      .slice(0, count + 1)
      .filter((item) => item.id !== exceptId)
      .slice(0, count)
      .map((item) => item.id);
  }

  /** A figure over the whole catalogue, computed once until the next change. */
  derive<T>(key: string, compute: (items: readonly Listed[]) => T): T {
    if (!this.derived.has(key)) this.derived.set(key, compute(this.inIdOrder()));
    return this.derived.get(key) as T; // stored just above by the same key's compute
  }

  /** A facet's lists, made empty the first time it is named. */
  private orders(facet: string): Orders {
    let orders = this.facets.get(facet);
    if (!orders) this.facets.set(facet, (orders = noOrders()));
    return orders;
  }
}

/** The ids of `items[start…]` that `matches` keeps, up to `size`, and how many it keeps. */
function pageOf(
  items: readonly Listed[],
  start: number,
  size: number,
  matches: ((item: Listed) => boolean) | undefined,
): ListedPage {
  if (!matches) {
    return { ids: items.slice(start, start + size).map((item) => item.id), total: items.length };
  }
  const ids: number[] = [];
  let total = 0;
  for (const item of items) {
    if (!matches(item)) continue;
    if (total >= start && ids.length < size) ids.push(item.id);
    total++;
  }
  return { ids, total };
}

/** What the query's category, brand and price band keep, or undefined when they keep all. */
function filterOf(q: Pick<ProductListQuery, 'category' | 'brand' | 'price'>) {
  if (!q.category && !q.brand && !q.price) return undefined;
  // A slug may be a group or a category; a category finds no group here (undefined, below).
  const group = q.category ? CATEGORY_GROUPS[q.category as CategoryGroup] : undefined;
  const categories: readonly string[] | undefined = q.category
    ? (group?.categories ?? [q.category])
    : undefined;
  const brand = q.brand ? normaliseTerm(q.brand) : undefined;
  const band = q.price ? priceBand(q.price) : undefined;
  return (p: Listed) =>
    (!categories || categories.includes(p.category)) &&
    (!brand || p.brandKey === brand) &&
    (!band || (p.price >= band.min && p.price < band.max));
}
