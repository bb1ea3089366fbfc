import { categoryName } from '@shop/shared/catalogue/categories';
import { pathIn, type Language } from '@shop/shared/i18n/language';
import { SHOP } from '@shop/shared/shop/identity';
import type { PublicReview } from '@shop/shared/reviews/review';
import type { ProductView } from './product-views';

const absolute = (publicUrl: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${publicUrl}${path}`;

/** A search-result length description: the first ~155 characters, cut at a word. */
export function metaDescription(text: string, max = 155): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,;:.–-]+$/, '')}…`;
}

/**
 * schema.org Product with its offer, and its rating and reviews only when it has approved ones
 * (ADR 051): `reviews` is the page's list, newest first.
 */
export function productJsonLd(
  product: ProductView,
  publicUrl: string,
  reviews: readonly PublicReview[] = [],
): object {
  const url = `${publicUrl}/product/${product.id}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    name: product.name,
    image: product.images.map((src) => absolute(publicUrl, src)),
    description: product.description,
    sku: String(product.id),
    productID: String(product.id),
    category: categoryName(product.category),
    brand: { '@type': 'Brand', name: product.brand },
    aggregateRating:
      product.reviews > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.reviews,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
    review:
      product.reviews > 0 && reviews.length > 0
        ? reviews.map((r) => ({
            '@type': 'Review',
            reviewRating: {
              '@type': 'Rating',
              ratingValue: r.rating,
              bestRating: 5,
              worstRating: 1,
            },
            author: { '@type': 'Person', name: r.author },
            datePublished: r.date.slice(0, 10),
            ...(r.title && { name: r.title }),
            reviewBody: r.body,
          }))
        : undefined,
    offers: {
      '@type': 'Offer',
      url,
      price: product.price.toFixed(2),
      priceCurrency: 'INR',
      // Catalogue prices exclude GST (ADR 043).
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: product.price.toFixed(2),
        priceCurrency: 'INR',
        valueAddedTaxIncluded: false,
      },
      availability: product.inStock
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: SHOP.name },
    },
  };
}

/** The breadcrumb's words and addresses in the page's language. */
export interface BreadcrumbWords {
  home: string;
  products: string;
  /** The page's language, whose addresses the crumbs point to. */
  lang: Language;
}

const ENGLISH_CRUMBS: BreadcrumbWords = { home: 'Home', products: 'Products', lang: 'en' };

/**
 * schema.org BreadcrumbList for Home / Products / {name}, in the page's language: the same
 * words and addresses as the breadcrumb the page shows.
 */
export function productBreadcrumbJsonLd(
  product: ProductView,
  publicUrl: string,
  words: BreadcrumbWords = ENGLISH_CRUMBS,
): object {
  const crumbs = [
    { name: words.home, path: '/' },
    { name: words.products, path: '/products' },
    { name: product.name, path: `/product/${product.id}` },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: `${publicUrl}${pathIn(words.lang, c.path)}`,
    })),
  };
}
