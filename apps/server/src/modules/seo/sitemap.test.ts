import { describe, expect, it } from 'vitest';
import {
  productEntries,
  SITEMAP_FILE_URLS,
  SITEMAP_MAX_URLS,
  sitemapFiles,
  sitemapXml,
} from './sitemap';

describe('sitemap files', () => {
  it('splits the products into files of 5,000 (10,000 addresses), within the protocol limit', () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(SITEMAP_FILE_URLS * 2).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    expect(sitemapFiles(0)).toEqual(['/sitemap-pages.xml']);
    expect(sitemapFiles(SITEMAP_FILE_URLS)).toEqual([
      '/sitemap-pages.xml',
      '/sitemap-products-1.xml',
    ]);
    expect(sitemapFiles(100_001)).toEqual([
      '/sitemap-pages.xml',
      ...Array.from({ length: 21 }, (_, i) => `/sitemap-products-${i + 1}.xml`),
    ]);
    const ids = Array.from({ length: 12_500 }, (_, i) => i + 1);
    expect([1, 2, 3].map((n) => productEntries(ids, n).length)).toEqual([5_000, 5_000, 2_500]);
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
  it('writes each address once per language, escaped, with its date and its alternates', () => {
    const xml = sitemapXml('https://shop.example/a&b', [
      { path: '/' },
      { path: "/blog/it's", lastmod: '2026-11-01' },
    ]);
    const origin = 'https://shop.example/a&amp;b';
    const alternates = (en: string, hi: string) => [
      `    <xhtml:link rel="alternate" hreflang="en-IN" href="${origin}${en}"/>`,
      `    <xhtml:link rel="alternate" hreflang="hi" href="${origin}${hi}"/>`,
    ];
    const post = '/blog/it&apos;s';
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        '  <url>',
        `    <loc>${origin}/</loc>`,
        ...alternates('/', '/hi'),
        '  </url>',
        '  <url>',
        `    <loc>${origin}/hi</loc>`,
        ...alternates('/', '/hi'),
        '  </url>',
        '  <url>',
        `    <loc>${origin}${post}</loc>`,
        '    <lastmod>2026-11-01</lastmod>',
        ...alternates(post, `/hi${post}`),
        '  </url>',
        '  <url>',
        `    <loc>${origin}/hi${post}</loc>`,
        '    <lastmod>2026-11-01</lastmod>',
        ...alternates(post, `/hi${post}`),
        '  </url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
    expect(sitemapXml('https://shop.example', [])).toContain('<urlset');
  });
});
