import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCsrf } from './csrf';
import { registerErrorHandling } from './errors';

const app = Fastify();
beforeAll(async () => {
  registerErrorHandling(app);
  await app.register(cookie);
  registerCsrf(app, { publicUrl: 'https://shop.example.in' });
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/api/change',
    handler: async () => ({ ok: true }),
  });
  app.post('/api/webhooks/test', { config: { csrf: false } }, async () => ({ ok: true }));
  app.route({ method: ['GET', 'POST'], url: '/form', handler: async () => ({ ok: true }) });
  // Like the page renderer: everything else, so an odd spelling of /api/… lands somewhere.
  app.post('/*', async () => ({ ok: true }));
  await app.ready();
});
afterAll(() => app.close());

const post = (url: string, headers: Record<string, string> = {}, sid?: string) =>
  app.inject({ method: 'POST', url, headers, ...(sid && { cookies: { sid } }) });

describe('CSRF guard', () => {
  it('requires X-Requested-With: fetch only when the session cookie is sent', async () => {
    expect((await post('/api/change', {}, 'token')).statusCode).toBe(403);
    expect(
      (await post('/api/change', { 'x-requested-with': 'XMLHttpRequest' }, 'token')).statusCode,
    ).toBe(403);
    expect((await post('/api/change', { 'x-requested-with': 'fetch' }, 'token')).statusCode).toBe(
      200,
    );
    expect((await post('/api/change')).statusCode).toBe(200);
  });

  it('refuses a foreign or opaque Origin and accepts PUBLIC_URL’s and the request host’s', async () => {
    const h = { 'x-requested-with': 'fetch' };
    expect((await post('/api/change', { ...h, origin: 'https://evil.example' })).statusCode).toBe(
      403,
    );
    expect((await post('/api/change', { ...h, origin: 'null' })).statusCode).toBe(403);
    expect(
      (await post('/api/change', { ...h, origin: 'https://shop.example.in' })).statusCode,
    ).toBe(200);
    const sameHost = await app.inject({
      method: 'POST',
      url: '/api/change',
      headers: { ...h, origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    expect(sameHost.statusCode).toBe(200);
  });

  it('lets routes marked csrf: false (webhooks) through, and page posts from our origin', async () => {
    expect(
      (await post('/api/webhooks/test', { origin: 'https://api.razorpay.com' }, 't')).statusCode,
    ).toBe(200);
    expect((await post('/form', {}, 'token')).statusCode).toBe(200);
    expect((await post('/form', { origin: 'https://shop.example.in' }, 'token')).statusCode).toBe(
      200,
    );
    expect((await post('/form', { origin: 'https://evil.example' }, 'token')).statusCode).toBe(403);
  });

  it('refuses Sec-Fetch-Site: cross-site on page posts and API writes even without Origin', async () => {
    const cross = { 'sec-fetch-site': 'cross-site' };
    expect((await post('/form', cross)).statusCode).toBe(403);
    expect((await post('/form', cross, 'token')).statusCode).toBe(403);
    expect((await post('/api/change', { ...cross, 'x-requested-with': 'fetch' })).statusCode).toBe(
      403,
    );
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/change', headers: cross });
      expect(res.statusCode).toBe(403);
    }
    // Reads are not writes: a link from another site still opens the shop.
    expect((await app.inject({ method: 'GET', url: '/form', headers: cross })).statusCode).toBe(
      200,
    );
  });

  it('lets same-origin, same-site and none through as before', async () => {
    for (const site of ['same-origin', 'same-site', 'none']) {
      expect((await post('/form', { 'sec-fetch-site': site }, 'token')).statusCode).toBe(200);
      const api = { 'sec-fetch-site': site, 'x-requested-with': 'fetch' };
      expect((await post('/api/change', api, 'token')).statusCode).toBe(200);
    }
    // same-site is still judged by Origin: a sibling host of the shop is not the shop.
    const sibling = { 'sec-fetch-site': 'same-site', origin: 'https://blog.example.in' };
    expect((await post('/form', sibling)).statusCode).toBe(403);
  });

  it('answers in the API error shape', async () => {
    const res = await post('/api/change', {}, 'token');
    expect(res.json().error.code).toBe('csrf');
    expect(typeof res.json().error.message).toBe('string');
  });

  it('applies the header rule to /api whatever the spelling of the path', async () => {
    for (const url of [
      '/%61pi/change',
      '//api/change',
      '/api//change',
      '/x/../api/change',
      '/%2Fapi/change',
      '/API/change',
    ]) {
      expect((await post(url, {}, 'token')).statusCode, url).toBe(403);
      expect((await post(url, { 'x-requested-with': 'fetch' }, 'token')).statusCode, url).not.toBe(
        403,
      );
    }
  });
});
