import { BLOG_POSTS } from '@shop/shared/content/blog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct } from '@shop/shared/admin/products';
import { createProduct, setHidden } from './helpers/factories';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

let t: TestApp;
/** Two products of this test's own, shown in the shop. */
let shown: AdminProduct;
let other: AdminProduct;
beforeAll(async () => {
  t = await createTestApp();
  shown = await createProduct(t);
  other = await createProduct(t);
});
afterAll(() => t?.close());

const INFO_PAGES = [
  '/',
  '/products',
  '/about',
  '/contact',
  '/careers',
  '/blog',
  '/privacy',
  '/terms',
  '/cookies',
  '/refund',
  '/help',
  '/shipping',
  '/returns',
  '/track-order',
];

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
}

/** Every address of every file the sitemap index names. */
async function sitemapUrls(): Promise<string[]> {
  const files = locs((await t.app.inject('/sitemap.xml')).body);
  const urls: string[] = [];
  for (const file of files) {
    const res = await t.app.inject(new URL(file).pathname);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    urls.push(...locs(res.body));
  }
  return urls;
}

describe(`sitemap and robots on ${engine}`, () => {
  it('serves /sitemap.xml as a sitemap index naming the pages file and the products files', async () => {
    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(res.body).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    expect(locs(res.body)).toEqual([
      'http://shop.test/sitemap-pages.xml',
      'http://shop.test/sitemap-products-1.xml',
    ]);
    expect((await t.app.inject('/sitemap-products-2.xml')).statusCode).toBe(404);
    expect((await t.app.inject('/sitemap-products-0.xml')).statusCode).toBe(404);
  });

  it('lists every public page and article with absolute PUBLIC_URL addresses', async () => {
    const urls = await sitemapUrls();
    for (const path of INFO_PAGES) {
      expect(urls).toContain(`http://shop.test${path}`);
      expect(urls).toContain(`http://shop.test/hi${path === '/' ? '' : path}`);
    }
    expect(BLOG_POSTS.length).toBeGreaterThanOrEqual(3);
    for (const post of BLOG_POSTS) {
      expect(urls).toContain(`http://shop.test/blog/${post.slug}`);
      expect(urls).toContain(`http://shop.test/hi/blog/${post.slug}`);
    }
    expect(urls.every((u) => u.startsWith('http://shop.test/'))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("lists every visible product, including the test's own, and no private page", async () => {
    const urls = await sitemapUrls();
    expect(urls).toContain(`http://shop.test/product/${shown.id}`);
    expect(urls).toContain(`http://shop.test/hi/product/${shown.id}`);
    const total = (await t.app.inject('/api/products?pageSize=1')).json().total as number;
    // Each product once in English and once in Hindi.
    expect(urls.filter((u) => u.includes('/product/'))).toHaveLength(total * 2);
    for (const path of ['/cart', '/checkout', '/account', '/login', '/wishlist']) {
      expect(urls).not.toContain(`http://shop.test${path}`);
    }
  });

  it('leaves hidden products out', async () => {
    await setHidden(t.database.db, shown.id, true);
    try {
      const urls = await sitemapUrls();
      expect(urls).not.toContain(`http://shop.test/product/${shown.id}`);
      expect(urls).toContain(`http://shop.test/product/${other.id}`);
    } finally {
      await setHidden(t.database.db, shown.id, false);
    }
  });

  it('serves /robots.txt that keeps crawlers out of private pages and points to the sitemap', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of [
      '/account',
      '/orders',
      '/checkout',
      '/cart',
      '/login',
      '/wishlist',
      '/api/',
      '/hi/account',
      '/hi/checkout',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Sitemap: http://shop.test/sitemap.xml');
    expect(lines).not.toContain('Disallow: /');
  });
});
