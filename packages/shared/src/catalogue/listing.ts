import type { CategoryGroup } from './categories';
import type { PriceRange } from './price-range';
import type { Product } from './product';

export interface ProductPage {
  items: Product[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export interface ProductDetail {
  product: Product;
  related: Product[];
}

/** The home page's shelves and the figures the shop's claims count (ADR 046). */
export interface CatalogueHighlights {
  /** Most units sold in the last BEST_SELLER_DAYS days; then products staff badged Best Seller. */
  bestSellers: Product[];
  /** The newest products (highest ids), not already among the best sellers. */
  newArrivals: Product[];
  /** Products a shopper can see. */
  productCount: number;
  /** Each home-page category group's prices, lowest to highest; null when it has no products. */
  groupPriceRanges: Record<CategoryGroup, PriceRange | null>;
}

/** How far back "best sellers" counts units sold. */
export const BEST_SELLER_DAYS = 90;
/** Products on each home page shelf. */
export const SHELF_SIZE = 4;

export interface CategoryCount {
  slug: string;
  name: string;
  count: number;
  /** Its products' prices, lowest to highest; null when it has none. */
  priceRange: PriceRange | null;
}

export interface BrandCount {
  name: string;
  count: number;
}

/** Related products shown on a product page (spec §9). */
export const MAX_RELATED = 4;
