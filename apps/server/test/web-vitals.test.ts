import { VITALS_ENDPOINT, type VitalsBatch } from '@shop/shared/vitals/web-vitals';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, errorOf, randomIp, signUp, staffSession } from './helpers/auth';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

let t: TestApp;
let staff: { sid: string };
beforeAll(async () => {
  t = await createTestApp({ WEB_VITALS_PER_IP_PER_HOUR: '20' });
  staff = await staffSession(t);
});
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

const DAY = 86_400_000;
const db = () => t.database.db;

/** Posts as navigator.sendBeacon(url, string) does: text/plain, same origin, no custom header. */
function beacon(body: unknown, opts: { ip?: string; headers?: Record<string, string> } = {}) {
  return t.app.inject({
    method: 'POST',
    url: VITALS_ENDPOINT,
    remoteAddress: opts.ip ?? randomIp(),
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      origin: 'http://shop.test',
      'sec-fetch-site': 'same-origin',
      ...opts.headers,
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const batch = (template: string, values = { LCP: 1800, INP: 120, CLS: 0.02 }): VitalsBatch => ({
  device: 'mobile',
  reports: [
    { metric: 'LCP', value: values.LCP, rating: 'good', template },
    { metric: 'INP', value: values.INP, rating: 'good', template },
    { metric: 'CLS', value: values.CLS, rating: 'good', template },
  ],
});

const rowsFor = (template: string) =>
  db().selectFrom('web_vitals').selectAll().where('template', '=', template).execute();
const allRows = async () =>
  Number(
    (
      await db()
        .selectFrom('web_vitals')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const figures = async () => {
  const res = await call(t.app, 'GET', '/api/admin/web-vitals', { sid: staff.sid });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    template: string;
    samples: number;
    lcpMs: number;
    inpMs: number;
    cls: number;
  }[];
};

describe(`web vitals on ${engine}`, () => {
  it('stores a beacon’s batch with the template, metric, value, rating and device only', async () => {
    const res = await beacon(batch('routes/product'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ stored: 3 });
    const rows = await rowsFor('routes/product');
    expect(rows.map((r) => [r.metric, Number(r.value), r.rating, r.device])).toEqual(
      expect.arrayContaining([
        ['LCP', 1800, 'good', 'mobile'],
        ['INP', 120, 'good', 'mobile'],
        ['CLS', 0.02, 'good', 'mobile'],
      ]),
    );
    // Nothing that could name the visitor: no address, account, URL or browser.
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['created_at', 'device', 'id', 'metric', 'rating', 'template', 'value'].sort(),
    );
  });

  it('takes a signed-in shopper’s beacon, which cannot carry X-Requested-With', async () => {
    const { sid } = await signUp(t.app);
    const res = await beacon(batch('routes/cart'), { headers: { cookie: `sid=${sid}` } });
    expect(res.statusCode).toBe(200);
    expect(await rowsFor('routes/cart')).toHaveLength(3);
  });

  it.each([
    ['not JSON', '{"device":'],
    [
      'an unknown metric',
      {
        device: 'mobile',
        reports: [{ metric: 'FID', value: 9, rating: 'good', template: 'routes/home' }],
      },
    ],
    [
      'a negative value',
      {
        device: 'mobile',
        reports: [{ metric: 'LCP', value: -1, rating: 'good', template: 'routes/home' }],
      },
    ],
    [
      'an address instead of a template',
      {
        device: 'mobile',
        reports: [{ metric: 'LCP', value: 900, rating: 'good', template: '/product/12?ref=mail' }],
      },
    ],
    ['a field it does not know (an IP)', { ...batch('routes/home'), ip: '10.0.0.1' }],
    ['no reports', { device: 'mobile', reports: [] }],
    ['an unknown device', { ...batch('routes/home'), device: 'iPhone 15' }],
  ])('refuses %s with 400 and stores nothing', async (_label, body) => {
    const before = await allRows();
    const res = await beacon(body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('bad_request');
    expect(await allRows()).toBe(before);
  });

  it('refuses a cross-site post with 403 and stores nothing', async () => {
    const before = await allRows();
    const res = await beacon(batch('routes/home'), {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect(await allRows()).toBe(before);
  });

  it('limits beacons per address like other public writes', async () => {
    const ip = randomIp();
    // WEB_VITALS_PER_IP_PER_HOUR is 20 here.
    for (let i = 0; i < 20; i++) {
      expect((await beacon(batch('routes/blog'), { ip })).statusCode).toBe(200);
    }
    const before = await allRows();
    const res = await beacon(batch('routes/blog'), { ip });
    expect(res.statusCode).toBe(429);
    expect(await allRows()).toBe(before);
  });

  it('shows staff the 75th percentile per template over the last 7 days', async () => {
    // Eight days ago: outside the window, so it must not count.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 8 * DAY });
    await beacon(batch('routes/products', { LCP: 60_000, INP: 9000, CLS: 3 }));
    vi.useRealTimers();
    for (const [LCP, INP, CLS] of [
      [1000, 50, 0],
      [4000, 400, 0.3],
      [2000, 100, 0.05],
      [3000, 200, 0.1],
    ] as const) {
      expect((await beacon(batch('routes/products', { LCP, INP, CLS }))).statusCode).toBe(200);
    }
    const row = (await figures()).find((r) => r.template === 'routes/products');
    // Four values each: nearest rank ceil(0.75 × 4) = 3rd smallest.
    expect(row).toEqual({
      template: 'routes/products',
      samples: 4,
      lcpMs: 3000,
      inpMs: 200,
      cls: 0.1,
    });
  });

  it('keeps the figures from guests and customers', async () => {
    expect((await call(t.app, 'GET', '/api/admin/web-vitals')).statusCode).toBe(401);
    const { sid } = await signUp(t.app);
    expect((await call(t.app, 'GET', '/api/admin/web-vitals', { sid })).statusCode).toBe(403);
  });
});
