import type { Product } from '@shop/shared/catalogue/product';
import type { EnglishTexts } from '@shop/shared/catalogue/product-hindi';

/**
 * What a product card shows. Loaders send this instead of the whole product, because a loader's
 * data is written into the page for hydration: descriptions, specifications and every picture of
 * 24 products would weigh more than the cards themselves.
 */
export interface CardProduct {
  id: number;
  name: string;
  brand: string;
  price: number;
  originalPrice: number | null;
  rating: number;
  reviews: number;
  badge: Product['badge'];
  inStock: boolean;
  /** The main picture. */
  image: string | undefined;
  /** The start of the description, for the list view only. */
  summary?: string;
  /** On a Hindi page, the card's texts shown in English, their Hindi not written (ADR 108). */
  lang?: Pick<EnglishTexts, 'name' | 'description'>;
}

/** Long enough to fill the list view's two clamped lines. */
const SUMMARY_LENGTH = 200;

function summary(text: string): string {
  if (text.length <= SUMMARY_LENGTH) return text;
  const cut = text.slice(0, SUMMARY_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/** A card's fields of a product; `withSummary` for the list view, which shows the description. */
export function toCardProduct(p: ProductView, { withSummary = false } = {}): CardProduct {
  const lang: CardProduct['lang'] = {
    ...(p.lang?.name && { name: p.lang.name }),
    ...(withSummary && p.lang?.description && { description: p.lang.description }),
  };
  return {
    id: p.id,
    name: p.name,
    brand: p.brand,
    price: p.price,
    originalPrice: p.originalPrice,
    rating: p.rating,
    reviews: p.reviews,
    badge: p.badge,
    inStock: p.inStock,
    image: p.images[0],
    ...(withSummary ? { summary: summary(p.description) } : {}),
    ...(Object.keys(lang).length > 0 && { lang }),
  };
}

/** A product as its own page shows it: everything but the back-office fields. */
export type ProductView = Omit<Product, 'hsn'>;

export function toProductView({ hsn: _hsn, ...view }: Product): ProductView {
  return view;
}
