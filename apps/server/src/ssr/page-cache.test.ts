import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PageCache, pageEtag, splitAtNonce, withNonce, type CachedPage } from './page-cache';

const request = (method: string, url: string, headers: Record<string, string> = {}) =>
  // Only method, url and headers are read.
  ({ method, url, headers }) as unknown as FastifyRequest;

const page = (body: string): CachedPage => ({
  status: 200,
  headers: [],
  parts: [Buffer.from(body)],
  etag: 'W/"x"',
});
const text = (kept: CachedPage | undefined) => kept && Buffer.concat(kept.parts).toString();

describe('PageCache', () => {
  it('shares only cookieless GET and HEAD pages, never React Router data requests', () => {
    const cache = new PageCache();
    expect(cache.keyFor(request('GET', '/product/1?x=1'))).toBe('/product/1?x=1');
    expect(cache.keyFor(request('HEAD', '/'))).toBe('/');
    expect(cache.keyFor(request('POST', '/contact'))).toBeUndefined();
    expect(cache.keyFor(request('GET', '/', { cookie: 'sid=abc' }))).toBeUndefined();
    expect(cache.keyFor(request('GET', '/product/1.data?_routes=root'))).toBeUndefined();
  });

  it('forgets a page when the revision moves or it is older than the limit', () => {
    let now = 5000;
    const cache = new PageCache({ entries: 10, maxAgeMs: 1000 }, () => now);
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
    const cache = new PageCache({ entries: 2, maxAgeMs: 60_000 });
    cache.set('/a', 'r', page('a'));
    cache.set('/b', 'r', page('b'));
    cache.get('/a', 'r');
    cache.set('/c', 'r', page('c'));
    expect(cache.get('/b', 'r')).toBeUndefined();
    expect(text(cache.get('/a', 'r'))).toBe('a');
    expect(text(cache.get('/c', 'r'))).toBe('c');
  });

  it('stores a page without its nonce and gives each answer its own', () => {
    const html = '<p>₹1,499</p><script nonce="N1">x</script><style nonce="N1"></style>';
    const parts = splitAtNonce(Buffer.from(html), 'N1');
    expect(parts.map(String)).toEqual([
      '<p>₹1,499</p><script nonce="',
      '">x</script><style nonce="',
      '"></style>',
    ]);
    expect(withNonce(parts, 'N2').toString()).toBe(html.replaceAll('N1', 'N2'));
    // The tag leaves the nonce out: the same page tags alike whatever its answer's nonce.
    const again = splitAtNonce(Buffer.from(html.replaceAll('N1', 'N3')), 'N3');
    expect(pageEtag(again)).toBe(pageEtag(parts));
    expect(pageEtag(splitAtNonce(Buffer.from(html), 'N9'))).not.toBe(pageEtag(parts));
  });
});
