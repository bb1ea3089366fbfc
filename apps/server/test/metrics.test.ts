import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from './helpers/auth';
import { createProduct } from './helpers/factories';
import { newKey, orderBody, placeOrder } from './helpers/orders';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

const TOKEN = 'metrics-test-token-0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
let product: number;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
  product = (await createProduct(t, { price: 1200, stock: 50 })).id;
});
afterAll(() => t?.close());

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The Prometheus text format, one sample per line (comments left out). */
function parse(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, name = '', labelText = '', value = ''] =
        /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line) ?? [];
      const labels = Object.fromEntries(
        [...labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, k, v]) => [k, v]),
      );
      return { name, labels, value: Number(value) };
    });
}

async function scrape() {
  const res = await t.app.inject({
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  const samples = parse(res.body);
  /** The value of the one sample with these labels (among others); 0 when there is none yet. */
  const value = (name: string, labels: Record<string, string> = {}) =>
    samples
      .filter((s) => s.name === name)
      .filter((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v))
      .reduce((sum, s) => sum + s.value, 0);
  return { text: res.body, samples, value };
}

const requests = (route: string, status: string, method = 'GET') => ({
  name: 'shop_http_request_duration_seconds_count',
  labels: { method, route, status_code: status },
});

describe(`metrics on ${engine}`, () => {
  it('need the bearer token, and are not served at all without METRICS_TOKEN', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', `Basic ${TOKEN}`]) {
      const res = await t.app.inject({
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('shop_');
    }
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('count each request under its route template and status, never its address', async () => {
    const before = await scrape();
    for (let i = 0; i < 2; i++) {
      expect((await call(t.app, 'GET', `/api/products/${product}`)).statusCode).toBe(200);
    }
    expect((await call(t.app, 'GET', '/api/products/987654')).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/no-such-thing/4242')).statusCode).toBe(404);
    const after = await scrape();
    const moved = (s: { name: string; labels: Record<string, string> }) =>
      after.value(s.name, s.labels) - before.value(s.name, s.labels);
    expect(moved(requests('/api/products/:id', '200'))).toBe(2);
    expect(moved(requests('/api/products/:id', '404'))).toBe(1);
    expect(moved(requests('unmatched', '404'))).toBe(1);
    // The histogram's buckets and sum move with its count.
    const series = { route: '/api/products/:id', status_code: '200' };
    expect(
      after.value('shop_http_request_duration_seconds_bucket', { ...series, le: '+Inf' }),
    ).toBe(after.value('shop_http_request_duration_seconds_count', series));
    expect(after.value('shop_http_request_duration_seconds_sum', series)).toBeGreaterThan(0);
    const routes = new Set(
      after.samples.filter((s) => s.name.startsWith('shop_http_')).map((s) => s.labels.route),
    );
    for (const route of routes) expect(route).not.toMatch(/\d{3,}|no-such-thing/);
  });

  it('carry the process figures: event-loop lag, heap and garbage collection', async () => {
    const { text, value } = await scrape();
    expect(value('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(value('nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(text).toContain('# TYPE nodejs_gc_duration_seconds histogram');
    expect(value('process_cpu_seconds_total')).toBeGreaterThan(0);
  });

  it('count orders placed, payments by outcome and the emails waiting in the outbox', async () => {
    const { sid } = await signUp(t.app);
    await t.app.email.deliverPending(); // the welcome email
    const before = await scrape();
    expect(before.value('shop_outbox_emails', { status: 'pending' })).toBe(0);
    expect(before.value('shop_outbox_oldest_unsent_age_seconds')).toBe(0);

    const key = newKey();
    const placed = await placeOrder(
      t.app,
      sid,
      orderBody([{ productId: product, quantity: 1 }]),
      key,
    );
    expect(placed.statusCode).toBe(201);
    const { orderId } = placed.json().order;
    // The same request again answers the same order: not a second one.
    const replayed = await placeOrder(
      t.app,
      sid,
      orderBody([{ productId: product, quantity: 1 }]),
      key,
    );
    expect(replayed.json().order.orderId).toBe(orderId);
    const confirmed = await call(t.app, 'POST', `/api/orders/${orderId}/payment/demo-confirm`, {
      sid,
    });
    expect(confirmed.statusCode).toBe(200);

    const second = await placeOrder(t.app, sid, orderBody([{ productId: product, quantity: 1 }]));
    const failed = await call(
      t.app,
      'POST',
      `/api/orders/${second.json().order.orderId}/payment/failed`,
      { sid, body: { reason: 'Window closed' } },
    );
    expect(failed.statusCode).toBe(200);

    const after = await scrape();
    const moved = (name: string, labels: Record<string, string> = {}) =>
      after.value(name, labels) - before.value(name, labels);
    expect(moved('shop_orders_placed_total')).toBe(2);
    expect(moved('shop_payments_total', { outcome: 'captured' })).toBe(1);
    expect(moved('shop_payments_total', { outcome: 'failed' })).toBe(1);
    // Two confirmations, a receipt and a pay link, none sent yet.
    expect(after.value('shop_outbox_emails', { status: 'pending' })).toBe(4);
    expect(after.value('shop_outbox_oldest_unsent_age_seconds')).toBeGreaterThanOrEqual(0);

    await t.app.email.deliverPending();
    const sent = await scrape();
    expect(sent.value('shop_outbox_emails', { status: 'pending' })).toBe(0);
    expect(sent.value('shop_outbox_emails', { status: 'failed' })).toBe(0);
  });

  it('count kept answers: made once, then hits, the front door’s answers included', async () => {
    const url = `/api/products?search=metrics-${engine}`;
    const json = (result: string) => ({ cache: 'json', result });
    const before = await scrape();
    await call(t.app, 'GET', url);
    await call(t.app, 'GET', url);
    const kept = await scrape();
    expect(
      kept.value('shop_cache_requests_total', json('miss')) -
        before.value('shop_cache_requests_total', json('miss')),
    ).toBe(1);
    expect(
      kept.value('shop_cache_requests_total', json('hit')) -
        before.value('shop_cache_requests_total', json('hit')),
    ).toBe(1);

    // Over a real socket the kept answer is sent by the front door, before Fastify sees it.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // The door answers at a catalogue revision read within the last 200 ms: on a busy machine
    // Fastify may answer first (and read it). Each answer, the door's or Fastify's, is a hit.
    let asked = 0;
    let fromDoor = false;
    while (!fromDoor && asked < 20) {
      const res = await get(port, url);
      asked++;
      expect(res.status).toBe(200);
      fromDoor = res.headers['x-request-id'] === undefined; // Fastify's answers carry one
    }
    expect(fromDoor).toBe(true);
    const after = await scrape();
    expect(
      after.value('shop_cache_requests_total', json('hit')) -
        kept.value('shop_cache_requests_total', json('hit')),
    ).toBe(asked);
    const listed = requests('/api/products', '200');
    expect(after.value(listed.name, listed.labels) - kept.value(listed.name, listed.labels)).toBe(
      asked,
    );
  });

  it('give every answer its request id in X-Request-Id, errors included', async () => {
    const ok = await call(t.app, 'GET', '/api/categories');
    const missing = await call(t.app, 'GET', '/api/no-such-thing');
    const ids = [ok, missing].map((res) => res.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
    // Not taken from the caller: TRUST_PROXY is not set here.
    const given = await call(t.app, 'GET', '/api/categories', {
      headers: { 'x-request-id': 'from-a-client' },
    });
    expect(given.headers['x-request-id']).toMatch(UUID);
  });
});

describe(`metrics on their own port on ${engine}`, () => {
  it('are served on 127.0.0.1:METRICS_PORT only, with the token when one is set', async () => {
    const metricsPort = await freePort();
    const own = await createTestApp({ METRICS_PORT: String(metricsPort), METRICS_TOKEN: TOKEN });
    try {
      await own.app.listen({ port: 0, host: '127.0.0.1' });
      const auth = { authorization: `Bearer ${TOKEN}` };
      const res = await get(metricsPort, '/metrics', auth);
      expect(res.status).toBe(200);
      expect(res.body).toContain('shop_outbox_emails{status="pending"}');
      expect((await get(metricsPort, '/metrics')).status).toBe(401);
      expect((await get(metricsPort, '/other', auth)).status).toBe(404);
      // Not on the shop's own port.
      const { port } = own.app.server.address() as AddressInfo;
      expect((await get(port, '/metrics', auth)).status).toBe(404);
    } finally {
      await own.close();
    }
    // Closed with the shop.
    await expect(get(metricsPort, '/metrics')).rejects.toThrow(/ECONNREFUSED/);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** A plain GET over the socket, without Accept-Encoding (the door's uncompressed copy). */
function get(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
        })
        .on('error', reject);
    },
  );
}
