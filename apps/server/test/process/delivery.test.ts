import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShop, SERVER_ENTRY, type ShopProcess } from './shop-process';
import { signUp } from './shop-client';

const clientDir = path.resolve(path.dirname(SERVER_ENTRY), '../../web/build/client');
let shop: ShopProcess;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop?.stop());

/** A real request over the socket (Node's fetch would decompress and hide the encoding). */
async function get(url: string, headers: Record<string, string> = {}) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${shop.url}${url}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers as Record<string, string>,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('compression and caching, as a browser receives them', () => {
  it('sends hashed bundles precompressed from disk, cached for a year as immutable', async () => {
    // A root bundle big enough to be compressed (root-data-*.js, under 1 KB, is sent as it is).
    const files = fs.readdirSync(path.join(clientDir, 'assets'));
    const asset = files.find((f) => /^root-.*\.js$/.test(f) && files.includes(`${f}.br`))!;
    const br = await get(`/assets/${asset}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    // The very bytes of the .br file written at build time.
    expect(br.body.equals(fs.readFileSync(path.join(clientDir, 'assets', `${asset}.br`)))).toBe(
      true,
    );

    const gz = await get(`/assets/${asset}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get(`/assets/${asset}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);
  });

  it('keeps product pictures a week and revalidates them with the ETag', async () => {
    const first = await get('/images/products/p1-1.svg', { 'accept-encoding': 'br' });
    expect(first.headers['cache-control']).toBe('public, max-age=604800');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.etag).toBeTruthy();
    const again = await get('/images/products/p1-1.svg', {
      'accept-encoding': 'br',
      'if-none-match': first.headers.etag!,
    });
    expect(again.status).toBe(304);
  });

  it('keeps uploads a year (their names are never reused) with ETag revalidation', async () => {
    const uploads = path.join(shop.dataDir, 'uploads');
    fs.mkdirSync(uploads, { recursive: true });
    const name = 'a1b2c3d4e5f6a1b2c3d4e5f6-400.webp';
    fs.writeFileSync(path.join(uploads, name), Buffer.from('RIFF\0\0\0\0WEBPVP8 '));
    const first = await get(`/uploads/${name}`);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await get(`/uploads/${name}`, { 'if-none-match': first.headers.etag! });
    expect(again.status).toBe(304);
  });

  it('compresses pages on the fly, revalidates them with an ETag that ignores the nonce', async () => {
    const page = await get('/products', { 'accept-encoding': 'gzip, deflate, br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    const html = zlib.brotliDecompressSync(page.body).toString();
    expect(html).toContain('</html>');

    const again = await get('/products', { 'if-none-match': page.headers.etag! });
    expect(again.status).toBe(304);
    // The copy the browser keeps has its own nonce; a new CSP header would not match it.
    expect(again.headers['content-security-policy']).toBeUndefined();
    // Read as everywhere else (RFC 9110): a list, the tag without W/, or *.
    for (const header of [`"x", ${page.headers.etag!}`, page.headers.etag!.slice(2), '*']) {
      expect((await get('/products', { 'if-none-match': header })).status).toBe(304);
    }

    const gz = await get('/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toContain('</html>');
  });

  it('loads the route manifest as one file kept a year, never in part per page (ADR 094)', async () => {
    const html = (await get('/product/1', { cookie: 'cart_id=manifest' })).body.toString();
    const imported = html.match(/import "(\/assets\/manifest-\w+\.js)"/)?.[1];
    expect(imported).toBeDefined();
    expect(html).not.toContain('window.__reactRouterManifest');
    const file = await get(imported!, { 'accept-encoding': 'br' });
    expect(file.status).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = zlib.brotliDecompressSync(file.body).toString();
    // Every page's routes are in it, the back office's too.
    for (const route of ['routes/product', 'routes/checkout', 'routes/admin/products']) {
      expect(manifest).toContain(`"id":"${route}"`);
    }
    expect((await get('/__manifest?paths=%2Fabout')).status).toBe(404);
  });

  it('sends a kept page compressed once, its inline scripts allowed by their hashes', async () => {
    const url = '/product/2?kept=compressed';
    const rendered = await get(url, { 'accept-encoding': 'br' });
    expect(rendered.headers['x-page-cache']).toBe('miss');
    const kept = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(kept.headers['x-page-cache']).toBe('hit');
    expect(kept.headers['content-encoding']).toBe('br');
    expect(kept.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(kept.headers['content-length'])).toBe(kept.body.length);
    // The very bytes of the first answer: compressed once, not again for every answer.
    expect(kept.body.equals(rendered.body)).toBe(true);
    const html = zlib.brotliDecompressSync(kept.body).toString();
    expect(html).toContain('</html>');

    // No nonce in its policy (the page's bytes never change), but a hash of each inline script.
    const policy = kept.headers['content-security-policy']!;
    expect(policy).not.toContain("'nonce-");
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/\bsrc=|application\/ld\+json/.test(attributes!),
    );
    expect(inline.length).toBeGreaterThanOrEqual(3); // React Router's context, modules and data
    for (const [, , text] of inline) {
      const hash = crypto.createHash('sha256').update(text!).digest('base64');
      expect(policy).toContain(`'sha256-${hash}'`);
    }

    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(gz.body).toString()).toBe(html);
    expect(gz.headers.etag).toBe(kept.headers.etag);
  });

  it("shares a page with visitors whose only cookies are other sites', never a guest's cart", async () => {
    const url = '/about?visitor=tagged';
    const tagged = { cookie: '_ga=GA1.2.345; theme=dark' };
    expect((await get(url, tagged)).status).toBe(200);
    const kept = await get(url, tagged);
    expect(kept.headers['x-page-cache']).toBe('hit');
    // The very page a first visit gets, each answer with its own nonce.
    const first = await get(url);
    expect(first.headers['x-page-cache']).toBe('hit');
    const withoutNonce = (body: Buffer) => body.toString().replace(/nonce="[^"]*"/g, '');
    expect(withoutNonce(kept.body)).toBe(withoutNonce(first.body));
    expect(kept.body.toString()).toContain('aria-label="Cart"');

    // A guest who has put something in the cart gets a page of their own, with its count.
    const added = await fetch(`${shop.url}/api/cart`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
      body: JSON.stringify({ items: [{ id: 1, quantity: 1 }] }),
    });
    expect(added.status).toBe(200);
    const cart = added.headers
      .getSetCookie()
      .find((c) => c.startsWith('cart_id='))!
      .split(';')[0]!;
    const guest = await get(url, { cookie: `${tagged.cookie}; ${cart}` });
    expect(guest.status).toBe(200);
    expect(guest.headers['x-page-cache']).toBeUndefined();
    expect(guest.body.toString()).toContain('aria-label="Cart, 1 item"');
  });

  it("never lets a cache keep a signed-in shopper's page", async () => {
    const sid = await signUp(shop.url);
    const page = await get('/products', { cookie: `sid=${sid}` });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
  });

  it('compresses kept API JSON once and tags it', async () => {
    const url = '/api/products?search=thermel%20printer';
    const res = await get(url, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const json = zlib.gunzipSync(res.body).toString();
    expect(JSON.parse(json).items.length).toBeGreaterThan(0);
    // Later answers send the very bytes of the first: compressed once, not for every answer.
    const again = await get(url, { 'accept-encoding': 'gzip' });
    expect(again.body.equals(res.body)).toBe(true);
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(json);
    expect((await get(url, { 'accept-encoding': 'br' })).body.equals(br.body)).toBe(true);
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(json);
    expect(new Set([res, br, plain].map((answer) => answer.headers.etag)).size).toBe(1);
    const revalidated = await get(url, { 'if-none-match': res.headers.etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
  });

  it('sends kept catalogue JSON from its front door, as the framework would, never to a session', async () => {
    const url = '/api/products?category=billing-machine';
    const framework = await get(url); // made and kept by the framework
    expect(framework.status).toBe(200);
    // Answers from the door run no framework code, so their policy has no nonce; it answers
    // once the catalogue's revision was read a moment ago (a request through the framework).
    let door: Awaited<ReturnType<typeof get>> | undefined;
    for (let i = 0; i < 50 && !door; i++) {
      const res = await get(url);
      if (!res.headers['content-security-policy']!.includes("'nonce-")) door = res;
    }
    expect(door, 'an answer from the front door').toBeDefined();
    expect(door!.body.equals(framework.body)).toBe(true);
    // The door's answers carry no request id: they write no log line to find by it.
    expect(door!.headers['x-request-id']).toBeUndefined();
    expect(framework.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const without = (headers: Record<string, string>) => {
      const {
        date: _date,
        'x-request-id': _id,
        'content-security-policy': policy,
        ...rest
      } = headers;
      return { ...rest, policy: policy!.replace(/ 'nonce-[^']+'/, '') };
    };
    expect(without(door!.headers)).toEqual(without(framework.headers));

    const sid = await signUp(shop.url);
    for (let i = 0; i < 10; i++) {
      const signedIn = await get(url, { cookie: `sid=${sid}` });
      expect(signedIn.headers['content-security-policy']).toContain("'nonce-");
      expect(signedIn.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('answers HEAD without keeping its empty answer as the page', async () => {
    // Crawlers and uptime checks ask with HEAD; the next visitor must still get the whole page.
    for (const pathname of ['/about?head=1', '/contact?head=1']) {
      const { request } = await import('node:http');
      const head = await new Promise<number>((resolve, reject) => {
        const req = request(`${shop.url}${pathname}`, { method: 'HEAD' }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        });
        req.on('error', reject);
        req.end();
      });
      expect(head).toBe(200);
      const page = await get(pathname);
      expect(page.status).toBe(200);
      expect(page.body.toString()).toContain('</html>');
      const kept = await get(pathname);
      expect(kept.headers['x-page-cache']).toBe('hit');
      expect(kept.body.toString()).toContain('</html>');
    }
  });
});
