import {
  CATEGORIES,
  CATEGORY_GROUPS,
  CATEGORY_GROUP_SLUGS,
  type CategoryGroup,
} from '@shop/shared/catalogue/categories';
import {
  BEST_SELLER_DAYS,
  MAX_RELATED,
  SHELF_SIZE,
  type BrandCount,
  type CatalogueHighlights,
  type CategoryCount,
  type ProductDetail,
  type ProductPage,
} from '@shop/shared/catalogue/listing';
import type { Product } from '@shop/shared/catalogue/product';
import { priceBand } from '@shop/shared/catalogue/filters';
import { priceRangeOf } from '@shop/shared/catalogue/price-range';
import type { ProductListQuery } from '@shop/shared/catalogue/query';
import type { Database } from '../../db/database';
import { catalogueRevision, listVisibleProducts, unitsSoldSince } from './repository';
import { ProductSearch } from './search';

interface Snapshot {
  revision: string;
  products: Product[];
  byId: Map<number, Product>;
  search: ProductSearch;
}

const nameCollator = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });

/**
 * The storefront's read side of the catalogue. Products are few (hundreds), so they are held in
 * memory with a search index and reloaded whenever the catalogue revision in the database moves,
 * which keeps every server process current after an edit made through any of them.
 */
export class CatalogueService {
  private snapshot: Snapshot | undefined;
  private loading: Promise<Snapshot> | undefined;

  constructor(private readonly db: Database) {}

  private async current(): Promise<Snapshot> {
    const revision = await catalogueRevision(this.db);
    if (this.snapshot?.revision === revision) return this.snapshot;
    this.loading ??= this.load(revision).finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async load(revision: string): Promise<Snapshot> {
    const products = await listVisibleProducts(this.db);
    this.snapshot = {
      revision,
      products,
      byId: new Map(products.map((p) => [p.id, p])),
      search: new ProductSearch(products),
    };
    return this.snapshot;
  }

  /** The catalogue's revision in the database: it moves with every edit (cache keys use it). */
  revision(): Promise<string> {
    return catalogueRevision(this.db);
  }

  /** One page of products matching the filters, in the requested order. */
  async list(query: ProductListQuery): Promise<ProductPage> {
    const snap = await this.current();
    let items: Product[];
    if (query.search) {
      items = snap.search.search(query.search).map((id) => snap.byId.get(id)!);
    } else {
      items = [...snap.products];
    }
    items = items.filter((p) => matchesFilters(p, query));
    sortProducts(items, query.sort);
    const total = items.length;
    const start = (query.page - 1) * query.pageSize;
    return {
      items: items.slice(start, start + query.pageSize),
      total,
      page: query.page,
      pageSize: query.pageSize,
      pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
    };
  }

  /** A product with up to four others from its category, or undefined when unknown or hidden. */
  async detail(id: number): Promise<ProductDetail | undefined> {
    const snap = await this.current();
    const product = snap.byId.get(id);
    if (!product) return undefined;
    const related = snap.products
      .filter((p) => p.category === product.category && p.id !== product.id)
      .slice(0, MAX_RELATED);
    return { product, related };
  }

  /** The current versions of the given products; unknown or hidden ids are left out. */
  async lookup(ids: readonly number[]): Promise<Product[]> {
    const snap = await this.current();
    return ids.map((id) => snap.byId.get(id)).filter((p): p is Product => p !== undefined);
  }

  /**
   * The home page's shelves and the counted claims: best sellers by units sold in the last
   * BEST_SELLER_DAYS days (in stock only), topped up with products staff badged "Best Seller";
   * new arrivals by id, newest first; each category group's price range (ADR 050). Every figure
   * comes from the catalogue and the orders.
   */
  async highlights(now = new Date()): Promise<CatalogueHighlights> {
    const snap = await this.current();
    const since = new Date(now.getTime() - BEST_SELLER_DAYS * 86_400_000).toISOString();
    const sold = await unitsSoldSince(this.db, since);
    const inStock = snap.products.filter((p) => p.inStock);
    const bySales = inStock
      .filter((p) => (sold.get(p.id) ?? 0) > 0)
      .sort((a, b) => sold.get(b.id)! - sold.get(a.id)! || a.id - b.id);
    const badged = inStock.filter((p) => p.badge === 'Best Seller' && !sold.has(p.id));
    const bestSellers = [...bySales, ...badged].slice(0, SHELF_SIZE);
    const shown = new Set(bestSellers.map((p) => p.id));
    const newArrivals = inStock
      .filter((p) => !shown.has(p.id))
      .sort((a, b) => b.id - a.id)
      .slice(0, SHELF_SIZE);
    const groupPriceRanges = Object.fromEntries(
      CATEGORY_GROUP_SLUGS.map((group) => {
        const categories: readonly string[] = CATEGORY_GROUPS[group].categories;
        const prices = snap.products.filter((p) => categories.includes(p.category));
        return [group, priceRangeOf(prices.map((p) => p.price))];
      }),
      // fromEntries answers a string-keyed record; the keys are every group's, mapped just above.
    ) as CatalogueHighlights['groupPriceRanges'];
    return { bestSellers, newArrivals, productCount: snap.products.length, groupPriceRanges };
  }

  /** The twelve categories with their visible products' count and price range (ADR 050). */
  async categories(): Promise<CategoryCount[]> {
    const snap = await this.current();
    return CATEGORIES.map((c) => {
      const products = snap.products.filter((p) => p.category === c.slug);
      return {
        slug: c.slug,
        name: c.name,
        count: products.length,
        priceRange: priceRangeOf(products.map((p) => p.price)),
      };
    });
  }

  async brands(): Promise<BrandCount[]> {
    const snap = await this.current();
    const counts = new Map<string, number>();
    for (const p of snap.products) counts.set(p.brand, (counts.get(p.brand) ?? 0) + 1);
    return [...counts]
      .map(([name, count]) => ({ name, count }))
      .sort((a, b) => nameCollator.compare(a.name, b.name));
  }
}

function matchesFilters(p: Product, q: ProductListQuery): boolean {
  if (q.category) {
    // A slug may be a group or a category; a category finds no group here (undefined, below).
    const group = CATEGORY_GROUPS[q.category as CategoryGroup];
    const allowed: readonly string[] = group ? group.categories : [q.category];
    if (!allowed.includes(p.category)) return false;
  }
  if (q.brand && nameCollator.compare(p.brand, q.brand) !== 0) return false;
  if (q.price) {
    const band = priceBand(q.price);
    if (p.price < band.min || p.price >= band.max) return false;
  }
  return true;
}

/** Sorts in place. 'featured' keeps the incoming order: relevance when searching, else curated. */
function sortProducts(items: Product[], sort: ProductListQuery['sort']): void {
  switch (sort) {
    case 'price-low':
      items.sort((a, b) => a.price - b.price || a.id - b.id);
      break;
    case 'price-high':
      items.sort((a, b) => b.price - a.price || a.id - b.id);
      break;
    case 'name':
      items.sort((a, b) => nameCollator.compare(a.name, b.name) || a.id - b.id);
      break;
    case 'rating':
      items.sort((a, b) => b.rating - a.rating || b.reviews - a.reviews || a.id - b.id);
      break;
    case 'featured':
      break;
  }
}
