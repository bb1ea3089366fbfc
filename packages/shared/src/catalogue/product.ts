import type { PackageMeasurements } from '../shipping/parcel';
import type { PriceBand } from '../pricing/price-bands';
import type { Badge, CategorySlug } from './categories';
import type { EnglishTexts } from './product-hindi';

export interface Specification {
  name: string;
  value: string;
}

/**
 * A product as the storefront sees it (spec §3). Prices are whole rupees. Its packed weight and
 * box (ADR 099) are null until measured.
 */
export interface Product extends PackageMeasurements {
  id: number;
  name: string;
  category: CategorySlug;
  brand: string;
  /** The seller's code for the product (ADR 104), null until given. */
  sku: string | null;
  price: number;
  /** Lower prices each from a quantity on, ascending (ADR 104); empty: one price. */
  priceBands: PriceBand[];
  originalPrice: number | null;
  rating: number;
  reviews: number;
  badge: Badge | null;
  /** Years of manufacturer's warranty, 0–3 (0: none, e.g. paper rolls). */
  warrantyYears: number;
  /** False for goods that cannot be returned (billing software licences). */
  returnable: boolean;
  inStock: boolean;
  stock: number;
  hsn: string;
  description: string;
  features: string[];
  specifications: Specification[];
  /** First image is the main one; 2–4 per product. */
  images: string[];
  /** On a Hindi page, the texts shown in English, their Hindi not written (ADR 108). */
  lang?: EnglishTexts;
}
