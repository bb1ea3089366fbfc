import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SHOP_COOKIES } from '@shop/shared/ssr/shop-cookies';
import { CompressedCopies } from '../lib/compressed-copies';
import type { CachedPage } from './cached-page';
import { PageCache } from './page-cache';

/** Only method, url and the cookies (as @fastify/cookie parses them) are read. */
const request = (
  method: string,
  url: string,
  cookies: Record<string, string> = {},
  headers: Record<string, string> = {},
) => ({ method, url, cookies, headers }) as unknown as FastifyRequest;

const page = (body: string): CachedPage => ({
  status: 200,
  headers: [],
  csp: "script-src 'self'",
  etag: 'W/"x"',
  route: 'routes/product',
  copies: new CompressedCopies(Buffer.from(body)),
});
const text = (cached: CachedPage | undefined) => cached?.copies.body.toString();

describe('PageCache', () => {
  it('shares only GET and HEAD pages, never React Router data requests', () => {
    const cache = new PageCache();
    expect(cache.keyFor(request('GET', '/product/1?x=1'))).toBe('en - /product/1?x=1');
    expect(cache.keyFor(request('HEAD', '/'))).toBe('en - /');
    expect(cache.keyFor(request('POST', '/contact'))).toBeUndefined();
    expect(cache.keyFor(request('GET', '/product/1.data?_routes=root'))).toBeUndefined();
  });

  it("shares pages with visitors whose cookies are only other sites' tags, never the shop's own", () => {
    const cache = new PageCache();
    const foreign = { _ga: 'GA1.2.3', __cf_bm: 'x', theme: 'dark' };
    expect(cache.keyFor(request('GET', '/product/1', foreign))).toBe('en - /product/1');
    for (const name of Object.values(SHOP_COOKIES)) {
      expect(cache.keyFor(request('GET', '/product/1', { ...foreign, [name]: 'v' }))).toBe(
        undefined,
      );
      // Present is enough, even empty or unreadable: the page might have read it.
      expect(cache.keyFor(request('GET', '/', { [name]: '' }))).toBeUndefined();
    }
  });

  it('keeps pages per language and per language they offer, never by a cookie of the shop', () => {
    const cache = new PageCache();
    expect(cache.keyFor(request('GET', '/hi/product/1'))).toBe('hi - /hi/product/1');
    const hindiBrowser = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
    expect(cache.keyFor(request('GET', '/product/1', {}, hindiBrowser))).toBe('en hi /product/1');
    expect(cache.keyFor(request('GET', '/hi/product/1', {}, hindiBrowser))).toBe(
      'hi - /hi/product/1',
    );
    // The remembered choice outranks the browser's.
    expect(cache.keyFor(request('GET', '/hi', { shop_lang: 'en' }, hindiBrowser))).toBe(
      'hi en /hi',
    );
  });

  it('forgets a page when the revision moves or it is older than the limit', () => {
    let now = 5000;
    const cache = new PageCache({ entries: 10, bytes: 1_000_000, maxAgeMs: 1000 }, () => now);
    cache.set('/', 'r1', page('home'));
    expect(text(cache.get('/', 'r1'))).toBe('home');
    expect(cache.get('/', 'r2')).toBeUndefined();
    expect(cache.get('/', 'r1')).toBeUndefined(); // dropped when the revision moved
    cache.set('/', 'r2', page('home 2'));
    now = 5999;
    expect(text(cache.get('/', 'r2'))).toBe('home 2');
    now = 6001;
    expect(cache.get('/', 'r2')).toBeUndefined();
  });

  it('keeps the most recently used pages up to its size', () => {
    const cache = new PageCache({ entries: 2, bytes: 1_000_000, maxAgeMs: 60_000 });
    cache.set('/a', 'r', page('a'));
    cache.set('/b', 'r', page('b'));
    cache.get('/a', 'r');
    cache.set('/c', 'r', page('c'));
    expect(cache.get('/b', 'r')).toBeUndefined();
    expect(text(cache.get('/a', 'r'))).toBe('a');
    expect(text(cache.get('/c', 'r'))).toBe('c');
  });

  it('keeps pages up to its bytes, the least recently used going first', () => {
    const cache = new PageCache({ entries: 100, bytes: 1_000, maxAgeMs: 60_000 });
    const sized = (n: number) => page('x'.repeat(n));
    cache.set('/a', 'r', sized(400));
    cache.set('/b', 'r', sized(400));
    cache.get('/a', 'r');
    cache.set('/c', 'r', sized(400)); // 1,200 bytes: the least recently used (/b) goes
    expect(cache.get('/b', 'r')).toBeUndefined();
    expect(text(cache.get('/a', 'r'))).toHaveLength(400);
    expect(text(cache.get('/c', 'r'))).toHaveLength(400);
    cache.set('/big', 'r', sized(1_001)); // larger than the whole cache: never cached
    expect(cache.get('/big', 'r')).toBeUndefined();
    expect(text(cache.get('/a', 'r'))).toHaveLength(400);
  });
});
