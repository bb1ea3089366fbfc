import type { Generated } from 'kysely';

export interface ProductTable {
  id: Generated<number>;
  name: string;
  category: string;
  brand: string;
  price: number;
  original_price: number | null;
  rating: number;
  reviews: number;
  badge: string | null;
  stock: number;
  hsn: string;
  description: string;
  /** JSON array of strings. */
  features: string;
  /** JSON array of { name, value }. */
  specifications: string;
  /** JSON array of image paths. */
  images: string;
  hidden: number;
  created_at: string;
  updated_at: string;
}

export interface MetaTable {
  key: string;
  value: string;
}

export interface DB {
  products: ProductTable;
  meta: MetaTable;
}
