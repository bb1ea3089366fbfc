import type { SessionUser } from '../auth/user';
import type { BrandCount, CategoryCount, ProductDetail, ProductPage } from '../catalogue/listing';
import type { Product } from '../catalogue/product';
import type { ProductListQuery } from '../catalogue/query';

/** What the server hands to page loaders: the services they read, without going over HTTP. */
export interface CatalogueReader {
  list(query: ProductListQuery): Promise<ProductPage>;
  detail(id: number): Promise<ProductDetail | undefined>;
  lookup(ids: readonly number[]): Promise<Product[]>;
  categories(): Promise<CategoryCount[]>;
  brands(): Promise<BrandCount[]>;
}

export interface PageContext {
  /** CSP nonce for this response's inline scripts. */
  nonce: string;
  /** Absolute origin for canonical links, Open Graph and JSON-LD, without trailing slash. */
  publicUrl: string;
  catalogue: CatalogueReader;
  /** The signed-in shopper from the session cookie, or null for a guest. */
  user: SessionUser | null;
}
