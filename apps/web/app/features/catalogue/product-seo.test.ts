import type { Product } from '@shop/shared/catalogue/product';
import { describe, expect, it } from 'vitest';
import { metaDescription, productBreadcrumbJsonLd, productJsonLd } from './product-seo';

const product: Product = {
  id: 32,
  name: 'Fast Charging Mobile Charger 25W',
  category: 'accessories',
  brand: 'Shubh',
  sku: 'SB-CH-25W',
  price: 1200,
  priceBands: [],
  originalPrice: 2500,
  rating: 4.3,
  reviews: 789,
  badge: 'Fast Charge',
  warrantyYears: 1,
  returnable: true,
  inStock: false,
  stock: 0,
  hsn: '8504',
  description: 'A charger.',
  features: [],
  specifications: [],
  images: ['/images/products/p32-1.svg', 'https://cdn.example/p32-2.svg'],
  weightGrams: 150,
  lengthCm: 12,
  breadthCm: 8,
  heightCm: 5,
};

describe('productJsonLd', () => {
  const ld = productJsonLd(product, 'https://shop.example');

  it('gives absolute image URLs, the id as sku and the brand', () => {
    expect(ld).toMatchObject({
      '@type': 'Product',
      image: ['https://shop.example/images/products/p32-1.svg', 'https://cdn.example/p32-2.svg'],
      sku: '32',
      brand: { '@type': 'Brand', name: 'Shubh' },
      aggregateRating: { ratingValue: 4.3, reviewCount: 789 },
    });
  });

  it('offers the price in INR with the stock state and the page URL', () => {
    expect(ld).toMatchObject({
      offers: {
        price: '1200.00',
        priceCurrency: 'INR',
        availability: 'https://schema.org/OutOfStock',
        url: 'https://shop.example/product/32',
      },
    });
    expect(productJsonLd({ ...product, inStock: true }, '')).toMatchObject({
      offers: { availability: 'https://schema.org/InStock' },
    });
  });
});

describe('productBreadcrumbJsonLd', () => {
  it('lists Home, Products and the product in order', () => {
    expect(productBreadcrumbJsonLd(product, 'https://shop.example')).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://shop.example/' },
        { position: 2, name: 'Products', item: 'https://shop.example/products' },
        { position: 3, name: product.name, item: 'https://shop.example/product/32' },
      ],
    });
  });
});

describe('productBreadcrumbJsonLd in Hindi', () => {
  it('names the crumbs in Hindi and points them to the Hindi pages', () => {
    const words = { home: 'होम', products: 'प्रोडक्ट', lang: 'hi' as const };
    expect(productBreadcrumbJsonLd(product, 'https://shop.example', words)).toMatchObject({
      itemListElement: [
        {
          position: 1,
          name: 'होम',
          item: expect.stringMatching(/^https:\/\/shop\.example\/hi\/?$/),
        },
        { position: 2, name: 'प्रोडक्ट', item: 'https://shop.example/hi/products' },
        { position: 3, name: product.name, item: 'https://shop.example/hi/product/32' },
      ],
    });
  });
});

describe('metaDescription', () => {
  it('keeps short text and cuts long text at a word', () => {
    expect(metaDescription('  Short   text. ')).toBe('Short text.');
    const long = 'word '.repeat(60);
    const cut = metaDescription(long);
    expect(cut.length).toBeLessThanOrEqual(155);
    expect(cut.endsWith('word…')).toBe(true);
  });
});
