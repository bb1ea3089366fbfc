import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import SQLite from '../../../../scripts/server-sqlite.mjs';
import { signUp } from './shop-client';
import { startShop, type ShopProcess } from './shop-process';

let shop: ShopProcess;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop?.stop());

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const FORM = 'application/x-www-form-urlencoded';

/** Page requests the server refuses, each as a browser would send it. */
const REFUSED: [number, string, RequestInit][] = [
  [
    400,
    '/track-order',
    { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: '--x\r\n' },
  ],
  [
    403,
    '/contact',
    {
      method: 'POST',
      headers: { 'content-type': FORM, 'sec-fetch-site': 'cross-site' },
      body: 'message=hi',
    },
  ],
  [404, '/no-such-page', { method: 'GET' }],
  [
    413,
    '/contact',
    {
      method: 'POST',
      headers: { 'content-type': FORM },
      body: `message=${'a'.repeat(300 * 1024)}`,
    },
  ],
  [
    415,
    '/track-order',
    { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'orderId=ORD1' },
  ],
];

describe('page refusals are the shop’s pages for a browser, JSON otherwise', () => {
  for (const [status, path, init] of REFUSED) {
    it(`${status} on ${path}`, async () => {
      const page = await fetch(`${shop.url}${path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), accept: BROWSER },
      });
      expect(page.status).toBe(status);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await page.text();
      const requestId = page.headers.get('x-request-id');
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      // In the shop's layout: its stylesheet, header and footer, and the reference to quote.
      expect(html).toMatch(/rel="stylesheet" href="\/assets\/[^"]+\.css/);
      expect(html).toContain('<header');
      expect(html).toContain('<footer');
      expect(html).toMatch(new RegExp(`Error (<!-- -->)?${status}<`));
      expect(html).toContain(`Reference: <span data-testid="request-id">${requestId}</span>`);

      const json = await fetch(`${shop.url}${path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), accept: 'application/json' },
      });
      expect(json.status).toBe(status);
      if (status === 404) {
        // React Router's own not-found page answers every Accept: it is a page, not a refusal.
        expect(json.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
        return;
      }
      expect(json.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await json.json()) as { error: { code: string; requestId: string } };
      expect(body.error.requestId).toBe(json.headers.get('x-request-id'));
    });
  }

  it('an API route answers JSON even to a browser', async () => {
    const res = await fetch(`${shop.url}/api/contact`, {
      method: 'POST',
      headers: { accept: BROWSER, 'content-type': 'application/json', 'x-requested-with': 'fetch' },
      body: JSON.stringify({ message: 'x'.repeat(1_100_000) }),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await res.json()) as { error: { requestId: string } }).error.requestId).toBe(
      res.headers.get('x-request-id'),
    );
  });
});

describe('a page whose loader fails', () => {
  it('is a 500 in the shop’s frame, with the header to go on shopping', async () => {
    const sid = await signUp(shop.url, 'broken');
    // The account page reads the address book; the frame (cart, wishlist) does not.
    const file = new SQLite(path.join(shop.dataDir, 'shop.sqlite'));
    file.exec('drop table addresses');
    file.close();
    const res = await fetch(`${shop.url}/account`, {
      headers: { accept: BROWSER, cookie: `sid=${sid}` },
    });
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain('Something went wrong on our side');
    expect(html).toMatch(/<header[^>]*>/);
    expect(html).toContain('href="#main"');
    expect(html).not.toContain('no such table');
  });
});
