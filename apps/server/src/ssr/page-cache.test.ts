import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PageCache, withNonce, withoutNonce, type CachedPage } from './page-cache';

const request = (method: string, url: string, headers: Record<string, string> = {}) =>
  // Only method, url and headers are read.
  ({ method, url, headers }) as unknown as FastifyRequest;

const page = (body: string): CachedPage => ({ status: 200, headers: [], body, etag: 'W/"x"' });

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
    let now = 0;
    const cache = new PageCache({ entries: 10, maxAgeMs: 1000 }, () => now);
    cache.set('/', 'r1', page('home'));
    expect(cache.get('/', 'r1')?.body).toBe('home');
    expect(cache.get('/', 'r2')).toBeUndefined();
    expect(cache.get('/', 'r1')).toBeUndefined(); // dropped when the revision moved
    cache.set('/', 'r2', page('home 2'));
    now = 1001;
    expect(cache.get('/', 'r2')).toBeUndefined();
  });

  it('keeps the most recently used pages up to its size', () => {
    const cache = new PageCache({ entries: 2, maxAgeMs: 60_000 });
    cache.set('/a', 'r', page('a'));
    cache.set('/b', 'r', page('b'));
    cache.get('/a', 'r');
    cache.set('/c', 'r', page('c'));
    expect(cache.get('/b', 'r')).toBeUndefined();
    expect(cache.get('/a', 'r')?.body).toBe('a');
    expect(cache.get('/c', 'r')?.body).toBe('c');
  });

  it('stores a page without its nonce and gives each answer its own', () => {
    const stored = withoutNonce('<script nonce="N1">x</script><style nonce="N1"></style>', 'N1');
    expect(stored).not.toContain('N1');
    expect(withNonce(stored, 'N2')).toBe('<script nonce="N2">x</script><style nonce="N2"></style>');
  });
});
