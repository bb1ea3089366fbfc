// Two shop instances on one PostgreSQL database behind nginx (round robin), with TRUST_PROXY set
// to the proxy's address: everything a shopper or the shop relies on holds whichever instance
// answers. nginx adds an X-Upstream header naming the instance that answered each request.
//
// Each client connects from its own loopback address (127.0.0.x), so nginx passes a distinct
// client IP in X-Forwarded-For, as real shoppers arriving from the internet have.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../src/modules/rate-limit/limiter';
import { PASSWORD, ShopClient, shipping, uniqueEmail, type HttpResponse } from './http-client';
import { startNginx, UPSTREAM_HEADER, type Nginx } from './nginx';
import {
  createAdmin,
  createPgDatabase,
  freePort,
  startShop,
  waitFor,
  type ShopProcess,
} from './shop-process';

const PRODUCT = 8; // Barcode Label Printer TE244
const ADMIN_PASSWORD = 'multi-instance-passphrase';
const EXPIRED_ORDERS = 100;

let database: { url: string; drop(): Promise<void> };
let sql: pg.Client;
const shops: ShopProcess[] = [];
let proxy: Nginx;

beforeAll(async () => {
  database = await createPgDatabase();
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  // The proxy's port first: both instances know the public URL they are served at.
  const proxyPort = await freePort();
  const env = {
    DATABASE_URL: database.url,
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
  };
  shops.push(await startShop({ env })); // migrates and seeds
  shops.push(await startShop({ env }));
  proxy = await startNginx(
    shops.map((s) => `127.0.0.1:${s.port}`),
    proxyPort,
  );
});

afterAll(async () => {
  await proxy?.stop();
  await Promise.all(shops.map((s) => s.stop(5_000)));
  await sql?.end();
  await database?.drop();
  for (const s of shops) fs.rmSync(s.dataDir, { recursive: true, force: true });
});

let nextAddress = 10;
/** A browser at its own client address, talking to the shop through the proxy. */
const browser = () => new ShopClient(proxy.url, { localAddress: `127.0.0.${nextAddress++}` });

/** Which instance answered: 'A' or 'B'. */
function instanceOf(res: HttpResponse): string {
  const upstream = String(res.headers[UPSTREAM_HEADER] ?? '');
  const i = shops.findIndex((s) => upstream === `127.0.0.1:${s.port}`);
  if (i < 0) throw new Error(`unknown upstream "${upstream}"`);
  return 'AB'[i]!;
}

/** Sends `request` (a read) until the instance other than `not` answers it. */
async function onOtherInstance(not: string, request: () => Promise<HttpResponse>) {
  for (let tries = 0; tries < 6; tries++) {
    const res = await request();
    if (instanceOf(res) !== not) return res;
  }
  throw new Error(`instance ${not} answered six times in a row: is the proxy round robin?`);
}

/** Outbox message ids written as .eml files, per instance (DATA_DIR/outbox/<id>-….eml). */
function emlIds(): number[][] {
  return shops.map((s) => {
    const dir = path.join(s.dataDir, 'outbox');
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .map((f) => Number(f.split('-')[0]));
  });
}

/**
 * Waits until the outbox has nothing left to send, then checks that every message became
 * exactly one .eml file on exactly one instance. Returns the files per instance.
 */
async function expectEachEmailOnce(): Promise<number[]> {
  await waitFor(
    async () => {
      const { rows } = await sql.query(
        `select count(*)::int as n from outbox where status <> 'sent'`,
      );
      return rows[0].n === 0;
    },
    15_000,
    () => 'the outbox to be delivered',
  );
  const { rows } = await sql.query<{ id: number }>('select id from outbox order by id');
  const perInstance = emlIds();
  const all = perInstance.flat().sort((a, b) => a - b);
  expect(all).toEqual(rows.map((r) => r.id)); // each message once, none twice, none lost
  return perInstance.map((ids) => ids.length);
}

describe('two instances on one PostgreSQL behind nginx', () => {
  it('keeps a shopper signed in, and logged out, whichever instance answers', async () => {
    const email = uniqueEmail('multi');
    await browser().signUp(email);
    const shopper = browser();
    const login = await shopper.logIn(email, PASSWORD);
    expect(login.status).toBe(200);

    const answeredBy = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const me = await shopper.get('/api/auth/me');
      expect(me.json().user?.email).toBe(email);
      answeredBy.add(instanceOf(me));
    }
    expect([...answeredBy].sort()).toEqual(['A', 'B']);

    // Logging out on one instance ends the session on the other too.
    const sid = shopper.sid!;
    const logout = await shopper.post('/api/auth/logout');
    expect(logout.status).toBe(200);
    const stale = new ShopClient(proxy.url, { localAddress: '127.0.0.9' });
    stale.sid = sid;
    const after = await onOtherInstance(instanceOf(logout), () => stale.get('/api/auth/me'));
    expect(after.json().user).toBeNull();
  });

  it('reads on one instance the cart saved on the other', async () => {
    const shopper = await browser().signUp();
    const saved = await shopper.put('/api/cart', { items: [{ id: PRODUCT, quantity: 2 }] });
    expect(saved.status).toBe(200);
    const read = await onOtherInstance(instanceOf(saved), () => shopper.get('/api/cart'));
    expect(read.status).toBe(200);
    expect(read.json().items).toMatchObject([{ id: PRODUCT, quantity: 2 }]);
  });

  it('counts failed logins across both instances, per account and address and per client address', async () => {
    const email = uniqueEmail('guessed');
    await browser().signUp(email);

    // Per account and address: the failures land on both instances and add up.
    const guesser = browser();
    const seen = new Set<string>();
    for (let i = 0; i < RATE_LIMITS.loginPair.limit; i++) {
      const res = await guesser.logIn(email, 'wrong-password');
      expect(res.status).toBe(401);
      seen.add(instanceOf(res));
    }
    expect([...seen].sort()).toEqual(['A', 'B']);
    const slowed = await guesser.logIn(email, PASSWORD); // even the right password, from there
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    // The owner at another address is not held back by the guesser's failures.
    expect((await browser().logIn(email, PASSWORD)).status).toBe(200);

    // Per client address (X-Forwarded-For from nginx, believed thanks to TRUST_PROXY): one
    // address is locked after its failures on both instances, another address is not.
    const sprayer = browser();
    for (let i = 0; i < RATE_LIMITS.loginIp.limit; i++) {
      expect((await sprayer.logIn(uniqueEmail('nobody'), 'wrong-password')).status).toBe(401);
    }
    for (let i = 0; i < 2; i++) {
      expect((await sprayer.logIn(uniqueEmail('nobody'), 'wrong-password')).status).toBe(429);
    }
    expect((await browser().logIn(uniqueEmail('nobody'), 'wrong-password')).status).toBe(401);
  });

  it('sends each email once, whichever instance queued it and whichever delivers it', async () => {
    const sent = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        browser().post('/api/contact', {
          name: 'Ravi Kumar',
          email: `ravi.${i}@example.com`,
          phone: '9876543210',
          subject: 'Request a quote',
          message: `Please quote for 10 thermal printers (message ${i}).`,
        }),
      ),
    );
    expect(sent.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(sent.map(instanceOf)).size).toBe(2);
    const { rows } = await sql.query(`select count(*)::int as n from contact_messages`);
    expect(rows[0].n).toBe(10);
    await expectEachEmailOnce();
  });

  it('cancels each expired unpaid order once, though both instances sweep at the same moment', async () => {
    const admin = await signedInAdmin();
    await admin.setStock(PRODUCT, 500);
    const shopper = await browser().signUp();
    // Enough orders that the two sweeps overlap and contend for the same rows.
    const orders = await Promise.all(
      Array.from({ length: EXPIRED_ORDERS }, async (_, i) => {
        const email = uniqueEmail('unpaid');
        const res = await shopper.post(
          '/api/orders',
          {
            items: [{ productId: PRODUCT, quantity: 1 }],
            shipping: { ...shipping, email },
            paymentMethod: 'upi',
          },
          { 'idempotency-key': `multi-${i}-${Date.now()}` },
        );
        expect(res.status).toBe(201);
        return { id: res.json().order.orderId as string, email };
      }),
    );
    expect(await admin.stockOf(PRODUCT)).toBe(500 - EXPIRED_ORDERS);

    // Placed two hours ago: well past the 30-minute payment window (ADR 022).
    const longAgo = new Date(Date.now() - 2 * 60 * 60_000).toISOString();
    await sql.query('update orders set created_at = $1 where order_id = any($2)', [
      longAgo,
      orders.map((o) => o.id),
    ]);
    // Each instance sweeps when it starts (then once a minute): restart both at once, so the two
    // sweeps race for the same orders. At log level info each reports the orders it cancelled.
    await Promise.all(shops.map((s) => s.stop(15_000)));
    const restarted = await Promise.all(
      shops.map((s) =>
        startShop({ env: { ...s.env, LOG_LEVEL: 'info' }, dataDir: s.dataDir, port: s.port }),
      ),
    );
    shops.splice(0, shops.length, ...restarted);

    const cancelledBy = () => shops.map((s) => loggedCancellations(s.output()));
    await waitFor(
      () => cancelledBy().flat().length >= orders.length,
      15_000,
      () => `the expired orders to be cancelled (so far ${JSON.stringify(cancelledBy())})`,
    );
    // Together the two sweeps cancelled every order, and no order twice.
    expect(cancelledBy().flat().sort()).toEqual(orders.map((o) => o.id).sort());
    const { rows: statuses } = await sql.query(
      `select order_status, count(*)::int as n from orders where order_id = any($1) group by 1`,
      [orders.map((o) => o.id)],
    );
    expect(statuses).toEqual([{ order_status: 'Cancelled', n: orders.length }]);
    for (const order of orders) {
      const res = await shopper.get(`/api/orders/${order.id}`);
      expect(res.status).toBe(200);
      const timeline: { status: string }[] = res.json().order.timeline;
      expect(timeline.filter((e) => e.status === 'Cancelled')).toHaveLength(1);
    }
    expect(await admin.stockOf(PRODUCT)).toBe(500); // returned once, not twice

    await expectEachEmailOnce();
    const { rows } = await sql.query<{ to_address: string; n: number }>(
      `select to_address, count(*)::int as n from outbox
        where to_address = any($1) and subject like '%has been cancelled%' group by to_address`,
      [orders.map((o) => o.email)],
    );
    expect(rows.map((r) => r.n)).toEqual(orders.map(() => 1));
  });

  it('finds a product edited on one instance by searching on the other, within seconds', async () => {
    const admin = await signedInAdmin();
    const shopper = browser();
    const word = `zephyr${Date.now().toString(36)}`;
    const search = () => shopper.get(`/api/products?search=${word}`);
    expect((await search()).json().items).toEqual([]);
    expect((await search()).json().items).toEqual([]); // on both instances

    const product = await admin.adminProduct(PRODUCT);
    const edit = await admin.put(`/api/admin/products/${PRODUCT}`, {
      ...product,
      expectedStock: product.stock,
      name: `${product.name as string} ${word}`,
    });
    expect(edit.status).toBe(200);
    const editedOn = instanceOf(edit);

    let foundOn = '';
    await waitFor(
      async () => {
        const res = await search();
        if (instanceOf(res) === editedOn) return false;
        foundOn = instanceOf(res);
        return res.json().items.some((p: { id: number }) => p.id === PRODUCT);
      },
      5_000,
      () => `instance ${editedOn === 'A' ? 'B' : 'A'} to find "${word}"`,
    );
    expect(foundOn).not.toBe(editedOn);
  });

  it('shows an edit on both instances within a second, though each keeps pages for cookieless visitors', async () => {
    // Straight to each instance, without cookies: the pages every first visit gets (ADR 041).
    const page = async (shop: ShopProcess) => {
      const res = await fetch(`${shop.url}/product/${PRODUCT}`);
      expect(res.status).toBe(200);
      return {
        html: await res.text(),
        csp: res.headers.get('content-security-policy') ?? '',
        cache: res.headers.get('x-page-cache'),
      };
    };
    for (const shop of shops) {
      const first = await page(shop);
      // Kept: the same bytes, its inline scripts allowed by their hashes (ADR 094).
      const second = await page(shop);
      expect(second.cache).toBe('hit');
      expect(second.html).toBe(first.html);
      expect(second.csp).toBe(first.csp);
      expect(second.csp).not.toContain("'nonce-");
      expect(second.csp).toMatch(/script-src 'self' 'sha256-/);
    }

    const admin = await signedInAdmin();
    const word = `quasar${Date.now().toString(36)}`;
    const product = await admin.adminProduct(PRODUCT);
    const edit = await admin.put(`/api/admin/products/${PRODUCT}`, {
      ...product,
      expectedStock: product.stock,
      name: `${product.name as string} ${word}`,
    });
    expect(edit.status).toBe(200);
    // Each instance reads the database's revision at most every 200 ms (ADR 094), so the other
    // one may serve its kept page that long; the first page with the new name is a fresh render.
    for (const shop of shops) {
      let after: Awaited<ReturnType<typeof page>> | undefined;
      await waitFor(
        async () => (after = await page(shop)).html.includes(word),
        1_000,
        () => `${shop.url} to show "${word}"`,
      );
      expect(after?.cache).toBe('miss');
    }
  });
});

/** Order ids of the "unpaid orders cancelled" lines of a shop's JSON log. */
function loggedCancellations(output: string): string[] {
  return output.split('\n').flatMap((line) => {
    if (!line.includes('unpaid orders cancelled')) return [];
    return (JSON.parse(line) as { orders: string[] }).orders;
  });
}

let adminEmail: string | undefined;
/** The shop's admin (made once with npm run admin:create), signed in through the proxy. */
async function signedInAdmin(): Promise<ShopClient> {
  if (!adminEmail) {
    adminEmail = uniqueEmail('owner');
    await createAdmin(shops[0]!, adminEmail, ADMIN_PASSWORD);
  }
  const admin = browser();
  expect((await admin.logIn(adminEmail, ADMIN_PASSWORD)).status).toBe(200);
  return admin;
}
