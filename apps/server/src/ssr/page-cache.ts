import type { FastifyRequest } from 'fastify';
import { carriesShopCookie } from '@shop/shared/ssr/shop-cookies';
import { LRUCache } from 'lru-cache';
import { languageOfPath } from '@shop/shared/i18n/language';
import type { CachedPage } from './cached-page';
import { languageSuggestion } from './language-choice';

interface Entry {
  page: CachedPage;
  revision: string;
}

/**
 * At most 500 pages and 16 MB of them (about 280 product pages of 57 KB: a crawler walking a
 * large catalogue fills the cache, and the server's memory stays bounded), each for a minute.
 */
export const PAGE_CACHE_LIMITS = { entries: 500, bytes: 16_000_000, maxAgeMs: 60_000 } as const;

interface Limits {
  entries: number;
  bytes: number;
  maxAgeMs: number;
}

/**
 * Rendered pages for visitors without a session, cart or other cookie of the shop's (first
 * visits, crawlers, most of the load; other sites' cookies do not count, ADR 094), cached per
 * address (ADR 041). An entry is used only while the catalogue revision it was
 * rendered at is still the database's — every back-office edit moves it, on every instance at
 * once — and for at most `maxAgeMs`, so what depends on the clock (dates, "today") stays fresh. A
 * page is cached as it was rendered (cached-page.ts).
 */
export class PageCache {
  private readonly entries: LRUCache<string, Entry>;

  /** `now`: the clock the age is measured by (tests move it). */
  constructor(limits: Limits = PAGE_CACHE_LIMITS, now?: () => number) {
    this.entries = new LRUCache({
      max: limits.entries,
      maxSize: limits.bytes,
      // The page as rendered; its compressed copies, once made, add about a third.
      sizeCalculation: ({ page }) => Math.max(1, page.copies.body.length),
      ttl: limits.maxAgeMs,
      ...(now && { perf: { now }, ttlResolution: 0 }),
    });
  }

  /**
   * The key for a request whose page may be shared, or undefined: only GET and HEAD of pages
   * (not React Router's `.data` requests, which carry a revalidation's own state) from a
   * visitor without any of the cookies pages read, so no session, cart or one-time notice can
   * be in the page. A HEAD may be served from a cached page but is never cached (it has no body;
   * pages.ts). Pages are kept per language (ADR 107): the address's, and the other language
   * the page offers from the visitor's language cookie or Accept-Language.
   */
  keyFor(request: FastifyRequest): string | undefined {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    if (carriesShopCookie(Object.keys(request.cookies))) return undefined;
    const path = request.url.split('?')[0] ?? '';
    if (path.endsWith('.data')) return undefined;
    const lang = languageOfPath(path);
    return `${lang} ${languageSuggestion(request, lang) ?? '-'} ${request.url}`;
  }

  /** The page cached for `key` at `revision`, unless older than the age limit. */
  get(key: string, revision: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (entry?.revision === revision) return entry.page;
    if (entry) this.entries.delete(key);
    return undefined;
  }

  set(key: string, revision: string, page: CachedPage): void {
    this.entries.set(key, { page, revision });
  }
}
