import type { Badge, CategorySlug } from './categories';

export interface Specification {
  name: string;
  value: string;
}

/** A product as the storefront sees it (spec §3). Prices are whole rupees. */
export interface Product {
  id: number;
  name: string;
  category: CategorySlug;
  brand: string;
  price: number;
  originalPrice: number | null;
  rating: number;
  reviews: number;
  badge: Badge | null;
  inStock: boolean;
  stock: number;
  hsn: string;
  description: string;
  features: string[];
  specifications: Specification[];
  /** First image is the main one; 2–4 per product. */
  images: string[];
}
