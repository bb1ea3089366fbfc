import { describe, expect, it } from 'vitest';
import {
  productEntries,
  SITEMAP_FILE_URLS,
  SITEMAP_MAX_URLS,
  sitemapFiles,
  sitemapXml,
} from './sitemap';

describe('sitemap files', () => {
  it('splits the products into files of 10,000 addresses, within the protocol limit', () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(SITEMAP_FILE_URLS).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    expect(sitemapFiles(0)).toEqual(['/sitemap-pages.xml']);
    expect(sitemapFiles(SITEMAP_FILE_URLS)).toEqual([
      '/sitemap-pages.xml',
      '/sitemap-products-1.xml',
    ]);
    expect(sitemapFiles(100_001)).toEqual([
      '/sitemap-pages.xml',
      ...Array.from({ length: 11 }, (_, i) => `/sitemap-products-${i + 1}.xml`),
    ]);
    const ids = Array.from({ length: 25_000 }, (_, i) => i + 1);
    expect([1, 2, 3].map((n) => productEntries(ids, n).length)).toEqual([10_000, 10_000, 5_000]);
  });

  it('gives each file its own slice of the ids, none twice and none left out', () => {
    const ids = Array.from({ length: 7 }, (_, i) => i + 1);
    const files = [1, 2, 3].map((n) => productEntries(ids, n, 3).map((e) => e.path));
    expect(files).toEqual([
      ['/product/1', '/product/2', '/product/3'],
      ['/product/4', '/product/5', '/product/6'],
      ['/product/7'],
    ]);
    expect(productEntries(ids, 4, 3)).toEqual([]);
  });
});

describe('sitemapXml', () => {
  it('writes each address once, escaped, with its date when known', () => {
    const xml = sitemapXml('https://shop.example/a&b', [
      { path: '/product/7' },
      { path: "/blog/it's", lastmod: '2026-11-01' },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url>',
        '    <loc>https://shop.example/a&amp;b/product/7</loc>',
        '  </url>',
        '  <url>',
        '    <loc>https://shop.example/a&amp;b/blog/it&apos;s</loc>',
        '    <lastmod>2026-11-01</lastmod>',
        '  </url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
    expect(sitemapXml('https://shop.example', [])).toContain('<urlset');
  });
});
