import {
  CATEGORIES,
  CATEGORY_GROUPS,
  CATEGORY_GROUP_SLUGS,
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
import { priceRangeOf } from '@shop/shared/catalogue/price-range';
import type { ProductListQuery } from '@shop/shared/catalogue/query';
import type { Language } from '@shop/shared/i18n/language';
import type { Database } from '../../db/database';
import { ProductCache } from './product-cache';
import { CatalogueReadModel } from './read-model';
import { unitsSoldSince, visibleProductsByIds } from './repository';
import { CatalogueSync } from './sync';

const nameCollator = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });

/**
 * The storefront's read side of the catalogue (ADR 062). What lists filter, sort and search by
 * is held in memory, loaded in chunks at start and then kept current one changed product at a
 * time; what a page shows of its products is read from the database by id.
 */
export class CatalogueService {
  private readonly model = new CatalogueReadModel();
  private readonly sync: CatalogueSync;
  private readonly products: ProductCache;

  constructor(private readonly db: Database) {
    this.sync = new CatalogueSync(db, this.model);
    this.products = new ProductCache(db);
  }

  /**
   * The catalogue's revision, as the read model holds it (current as `list` and `detail` would
   * make it): it moves with every edit, and cache keys use it. Answers computed after this call
   * are at least this new, so nothing older is ever kept under it.
   */
  async revision(): Promise<string> {
    await this.sync.current();
    return this.sync.applied ?? 'none';
  }

  /**
   * The revision `revision()` would give, when it is known without asking the database (read a
   * moment ago, nothing edited here since); undefined otherwise.
   */
  freshRevision(): string | undefined {
    return this.sync.fresh;
  }

  /** Starts loading the catalogue now, rather than at the first request that needs it. */
  warmUp(): void {
    void this.sync.current().catch(() => {
      // a failed load is retried, and reported, by the next request that needs the catalogue
    });
  }

  /**
   * One page of products matching the filters, in the requested order; `language` is the page's
   * (ADR 108: in Hindi each text in Hindi where written, else the English marked `lang: 'en'`).
   */
  async list(query: ProductListQuery, language: Language = 'en'): Promise<ProductPage> {
    const model = await this.sync.current();
    const { ids, total } = model.list(query);
    return {
      items: await this.products.get(model, ids, language),
      total,
      page: query.page,
      pageSize: query.pageSize,
      pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
    };
  }

  /**
   * A product with up to four others from its category, or undefined when unknown or hidden; in
   * `language` as `list` gives them.
   */
  async detail(id: number, language: Language = 'en'): Promise<ProductDetail | undefined> {
    const model = await this.sync.current();
    const listed = model.get(id);
    if (!listed) return undefined;
    const relatedIds = model.firstInCategory(listed.category, id, MAX_RELATED);
    const [product, ...related] = await this.products.get(model, [id, ...relatedIds], language);
    if (product?.id !== id) return undefined; // hidden meanwhile, not yet applied here
    return { product, related };
  }

  /** The current versions of the given products; unknown or hidden ids are left out. */
  async lookup(ids: readonly number[]): Promise<Product[]> {
    // Straight from the database: carts and wishlists check stock and visibility at this moment.
    const byId = new Map((await visibleProductsByIds(this.db, ids)).map((r) => [r.product.id, r]));
    return ids.map((id) => byId.get(id)?.product).filter((p): p is Product => p !== undefined);
  }

  /**
   * Each product's name in `language` (ADR 108): its Hindi where written, else its English with
   * `english` set; unknown or hidden ids are left out.
   */
  async names(
    ids: readonly number[],
    language: Language,
  ): Promise<Map<number, { name: string; english: boolean }>> {
    const model = await this.sync.current();
    const products = await this.products.get(model, ids, language);
    return new Map(products.map((p) => [p.id, { name: p.name, english: p.lang?.name === 'en' }]));
  }

  /** Ids of every visible product, ascending (the sitemap). */
  async visibleIds(): Promise<number[]> {
    const model = await this.sync.current();
    return model.inIdOrder().map((p) => p.id);
  }

  /**
   * The home page's shelves and the counted claims: best sellers by units sold in the last
   * BEST_SELLER_DAYS days (in stock only), topped up with products staff badged "Best Seller";
   * new arrivals by id, newest first; each category group's price range (ADR 050). Every figure
   * comes from the catalogue and the orders.
   */
  async highlights(language: Language = 'en', now = new Date()): Promise<CatalogueHighlights> {
    const model = await this.sync.current();
    const since = new Date(now.getTime() - BEST_SELLER_DAYS * 86_400_000).toISOString();
    const sold = await unitsSoldSince(this.db, since);
    const bySales = [...sold.keys()]
      .map((id) => model.get(id))
      .filter((p) => p?.inStock === true)
      .sort((a, b) => sold.get(b!.id)! - sold.get(a!.id)! || a!.id - b!.id)
      .map((p) => p!.id);
    const badged = model.derive('best-seller-badges', (items) =>
      items.filter((p) => p.inStock && p.badge === 'Best Seller').map((p) => p.id),
    );
    const bestIds = [...bySales, ...badged.filter((id) => !sold.has(id))].slice(0, SHELF_SIZE);
    const shown = new Set(bestIds);
    const all = model.inIdOrder();
    const newIds: number[] = [];
    for (let i = all.length - 1; i >= 0 && newIds.length < SHELF_SIZE; i--) {
      if (all[i]!.inStock && !shown.has(all[i]!.id)) newIds.push(all[i]!.id);
    }
    const products = await this.products.get(model, [...bestIds, ...newIds], language);
    const byId = new Map(products.map((p) => [p.id, p]));
    const pick = (ids: number[]) => ids.map((id) => byId.get(id)).filter((p) => p !== undefined);
    const ranges = this.categoryFigures(model);
    const groupPriceRanges = Object.fromEntries(
      CATEGORY_GROUP_SLUGS.map((group) => {
        const prices = CATEGORY_GROUPS[group].categories.flatMap((c) => {
          const range = ranges.get(c)?.priceRange;
          return range ? [range.min, range.max] : [];
        });
        return [group, priceRangeOf(prices)];
      }),
      // fromEntries answers a string-keyed record; the keys are every group's, mapped just above.
    ) as CatalogueHighlights['groupPriceRanges'];
    return {
      bestSellers: pick(bestIds),
      newArrivals: pick(newIds),
      productCount: model.size,
      groupPriceRanges,
    };
  }

  /** The twelve categories with their visible products' count and price range (ADR 050). */
  async categories(): Promise<CategoryCount[]> {
    const figures = this.categoryFigures(await this.sync.current());
    return CATEGORIES.map((c) => ({
      slug: c.slug,
      name: c.name,
      count: figures.get(c.slug)?.count ?? 0,
      priceRange: figures.get(c.slug)?.priceRange ?? null,
    }));
  }

  async brands(): Promise<BrandCount[]> {
    const model = await this.sync.current();
    return model.derive('brands', (items) => {
      const counts = new Map<string, number>();
      for (const p of items) counts.set(p.brand, (counts.get(p.brand) ?? 0) + 1);
      return [...counts]
        .map(([name, count]) => ({ name, count }))
        .sort((a, b) => nameCollator.compare(a.name, b.name));
    });
  }

  private categoryFigures(model: CatalogueReadModel) {
    return model.derive('categories', (items) => {
      const figures = new Map<
        string,
        { count: number; priceRange: { min: number; max: number } }
      >();
      for (const p of items) {
        const f = figures.get(p.category);
        if (!f) figures.set(p.category, { count: 1, priceRange: { min: p.price, max: p.price } });
        else {
          f.count++;
          f.priceRange.min = Math.min(f.priceRange.min, p.price);
          f.priceRange.max = Math.max(f.priceRange.max, p.price);
        }
      }
      return figures;
    });
  }
}
