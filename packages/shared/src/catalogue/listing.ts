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

export interface CategoryCount {
  slug: string;
  name: string;
  count: number;
}

export interface BrandCount {
  name: string;
  count: number;
}

/** Related products shown on a product page (spec §9). */
export const MAX_RELATED = 4;
