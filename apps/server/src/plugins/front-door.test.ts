import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { CompressedCopies } from '../lib/compressed-copies';
import type { KeptJson } from '../lib/json-cache';
import { FrontDoor } from './front-door';

const SECURITY = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'self'",
};
const json = JSON.stringify({ items: Array(100).fill({ name: 'Thermal printer', price: 1499 }) });
const kept: KeptJson = {
  copies: new CompressedCopies(Buffer.from(json)),
  etag: 'W/"kept"',
  route: '',
};

let server: http.Server | undefined;
afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined))));

/** A server with the door in front of a "framework" that answers 418 and counts. */
async function serve(door: FrontDoor) {
  const framework = { calls: 0 };
  const factory = door.server();
  server = factory(
    (_req, res) => {
      framework.calls++;
      res.writeHead(418).end('framework');
    },
    { http: {}, keepAliveTimeout: 5000, requestTimeout: 30000, connectionTimeout: 0 },
  ) as http.Server;
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const get = (path: string, options: http.RequestOptions = {}, body?: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        const req = http.request({ port, host: '127.0.0.1', path, ...options }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        });
        req.on('error', reject);
        req.end(body);
      },
    );
  return { framework, get };
}

const opened = () => {
  const door = new FrontDoor();
  door.open(SECURITY, (url) => (url === '/api/products?search=x' ? kept : undefined));
  return door;
};

describe('the front door', () => {
  it('sends a kept answer with the headers the framework would, revalidated by its tag', async () => {
    const { framework, get } = await serve(opened());
    const res = await get('/api/products?search=x');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe(json);
    expect(res.headers).toMatchObject({
      ...SECURITY,
      'content-type': 'application/json; charset=utf-8',
      etag: 'W/"kept"',
      vary: 'accept-encoding',
      'content-length': String(json.length),
    });
    const revalidated = await get('/api/products?search=x', {
      headers: { 'if-none-match': 'W/"other", W/"kept"' },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe('W/"kept"');
    for (const header of ['"kept"', '*']) {
      const hit = await get('/api/products?search=x', { headers: { 'if-none-match': header } });
      expect(hit.status).toBe(304);
    }
    expect(framework.calls).toBe(0);
  });

  it('sends a compressed copy once it is made, and leaves making it to the framework', async () => {
    const answer = { copies: new CompressedCopies(Buffer.from(json)), etag: 'W/"c"', route: '' };
    const door = new FrontDoor();
    door.open(SECURITY, () => answer);
    const { framework, get } = await serve(door);
    const br = { headers: { 'accept-encoding': 'gzip, br' } };
    expect((await get('/a', br)).status).toBe(418); // no brotli copy yet
    await answer.copies.in('br');
    const res = await get('/a', br);
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(json);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(framework.calls).toBe(1);
  });

  it('leaves everything else to the framework', async () => {
    const door = opened();
    const { framework, get } = await serve(door);
    const url = '/api/products?search=x';
    const others = [
      get('/api/products?search=y'), // nothing kept for it
      get(url, { method: 'HEAD' }),
      get(url, { method: 'POST' }),
      get(url, { headers: { cookie: 'theme=dark; sid=abc' } }), // a signed-in visitor
      get(url, { headers: { 'content-length': '2' } }, '{}'), // a GET with a body
    ];
    for (const res of await Promise.all(others)) expect(res.status).toBe(418);
    expect(framework.calls).toBe(5);
    // Another site's cookie of a similar name is no session of ours.
    expect((await get(url, { headers: { cookie: 'xsid=1; theme=dark' } })).status).toBe(200);

    door.close(); // the shop drains
    expect((await get(url)).status).toBe(418);
  });

  it('is shut until it is opened', async () => {
    const { get } = await serve(new FrontDoor());
    expect((await get('/api/products?search=x')).status).toBe(418);
  });
});
