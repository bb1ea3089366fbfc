import { BLOG_POSTS } from '@shop/shared/content/blog';
import { POLICY_PAGES } from '@shop/shared/content/policy-text';
import { HTML_LANG, LANGUAGES, pathIn } from '@shop/shared/i18n/language';

export interface SitemapEntry {
  /** Path on the shop, starting with '/'. */
  path: string;
  /** ISO date of the last change, when known. */
  lastmod?: string;
}

/** Public pages that are not products or articles, in the order the sitemap lists them. */
export const PUBLIC_PAGES: readonly string[] = [
  '/',
  '/products',
  '/about',
  '/contact',
  '/careers',
  '/blog',
  '/help',
  '/shipping',
  '/returns',
  '/refund',
  '/track-order',
  '/privacy',
  '/terms',
  '/cookies',
];

/** The sitemaps protocol's limit of addresses per file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;
/**
 * Products per file the shop writes: each is listed in English and in Hindi, so a file holds
 * 10,000 addresses, a fifth of the protocol's limit: at 100,000 products a file of 50,000
 * (3.4 MB) held the server 40-70 ms, and 200 and more while it was busy; one of 10,000 takes
 * about a fifth of that. Crawlers read the files one by one.
 */
export const SITEMAP_FILE_URLS = 5_000;

/** Public pages and articles: the first file of the sitemap index. */
export function pageEntries(): SitemapEntry[] {
  // Looked up by any path below: a path that is no policy page finds undefined.
  const updated = POLICY_PAGES as Record<string, { updated: string } | undefined>;
  return [
    ...PUBLIC_PAGES.map((path) => ({ path, lastmod: updated[path]?.updated })),
    ...BLOG_POSTS.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.published })),
  ];
}

/** The product pages of product sitemap `n` (from 1): ids ascending, SITEMAP_FILE_URLS a file. */
export function productEntries(
  productIds: readonly number[],
  n: number,
  perFile = SITEMAP_FILE_URLS,
): SitemapEntry[] {
  return productIds.slice((n - 1) * perFile, n * perFile).map((id) => ({ path: `/product/${id}` }));
}

/** The files of the sitemap index: the pages' file, then one per SITEMAP_FILE_URLS products. */
export function sitemapFiles(productCount: number, perFile = SITEMAP_FILE_URLS): string[] {
  const productFiles = Math.ceil(productCount / perFile);
  return [
    '/sitemap-pages.xml',
    ...Array.from({ length: productFiles }, (_, i) => `/sitemap-products-${i + 1}.xml`),
  ];
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) =>
  /[&<>"']/.test(text) ? text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!) : text;

/**
 * The sitemaps.org XML document, with absolute URLs on the public origin: each page in every
 * language (English at its address, Hindi under /hi), each naming all its languages as
 * `xhtml:link` alternates, as Google reads localized versions from a sitemap. Written in one
 * pass onto one string: a file of 50,000 addresses took 60-120 ms as an array of pieces joined.
 */
export function sitemapXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const origin = escapeXml(publicUrl);
  let xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"' +
    ' xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
  for (const entry of entries) {
    const addresses = LANGUAGES.map((lang) => `${origin}${escapeXml(pathIn(lang, entry.path))}`);
    let alternates = '';
    LANGUAGES.forEach((lang, i) => {
      alternates += `    <xhtml:link rel="alternate" hreflang="${HTML_LANG[lang]}" href="${addresses[i]}"/>\n`;
    });
    for (const address of addresses) {
      xml += `  <url>\n    <loc>${address}</loc>\n`;
      if (entry.lastmod) xml += `    <lastmod>${entry.lastmod}</lastmod>\n`;
      xml += `${alternates}  </url>\n`;
    }
  }
  return `${xml}</urlset>\n`;
}

/** The sitemap index (sitemaps.org) naming the given sitemap files on the public origin. */
export function sitemapIndexXml(publicUrl: string, files: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map(
      (file) => `  <sitemap>\n    <loc>${escapeXml(publicUrl + file)}</loc>\n  </sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** Paths crawlers should leave alone: personal, transactional or API addresses. */
export const DISALLOWED_PATHS: readonly string[] = [
  '/account',
  '/orders',
  '/checkout',
  '/cart',
  '/login',
  '/wishlist',
  '/api/',
];

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    // Each private page in every language (/account, /hi/account); the API has one address.
    ...[...new Set(LANGUAGES.flatMap((lang) => DISALLOWED_PATHS.map((p) => pathIn(lang, p))))].map(
      (path) => `Disallow: ${path}`,
    ),
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
