import { BLOG_POSTS } from '@shop/shared/content/blog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpCatalogueRevision } from '../src/modules/catalogue/repository';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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

describe(`sitemap and robots on ${engine}`, () => {
  it('serves /sitemap.xml as XML in the sitemaps.org format', async () => {
    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });

  it('lists every public page and article with absolute PUBLIC_URL addresses', async () => {
    const urls = locs((await t.app.inject('/sitemap.xml')).body);
    for (const path of INFO_PAGES) expect(urls).toContain(`http://shop.test${path}`);
    expect(BLOG_POSTS.length).toBeGreaterThanOrEqual(3);
    for (const post of BLOG_POSTS) expect(urls).toContain(`http://shop.test/blog/${post.slug}`);
    expect(urls.every((u) => u.startsWith('http://shop.test/'))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('lists every visible product, including /product/32, and no private page', async () => {
    const urls = locs((await t.app.inject('/sitemap.xml')).body);
    expect(urls).toContain('http://shop.test/product/32');
    const total = (await t.app.inject('/api/products?pageSize=1')).json().total as number;
    expect(urls.filter((u) => u.includes('/product/'))).toHaveLength(total);
    for (const path of ['/cart', '/checkout', '/account', '/login', '/wishlist']) {
      expect(urls).not.toContain(`http://shop.test${path}`);
    }
  });

  it('leaves hidden products out', async () => {
    const db = t.database.db;
    await db.updateTable('products').set({ hidden: 1 }).where('id', '=', 32).execute();
    await bumpCatalogueRevision(db);
    try {
      const urls = locs((await t.app.inject('/sitemap.xml')).body);
      expect(urls).not.toContain('http://shop.test/product/32');
      expect(urls).toContain('http://shop.test/product/31');
    } finally {
      await db.updateTable('products').set({ hidden: 0 }).where('id', '=', 32).execute();
      await bumpCatalogueRevision(db);
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
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Sitemap: http://shop.test/sitemap.xml');
    expect(lines).not.toContain('Disallow: /');
  });
});
