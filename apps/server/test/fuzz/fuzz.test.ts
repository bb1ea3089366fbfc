import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../src/modules/admin/staff/make-admin';
import { hashPassword } from '../../src/modules/auth/passwords';
import { BODY_LIMITS } from '../../src/plugins/limits';
import { call, logIn, PASSWORD, sidCookie, signUp, uniqueEmail } from '../helpers/auth';
import { newKey, orderBody, placeOrder } from '../helpers/orders';
import { createTestApp, engine, type TestApp } from '../helpers/test-app';
import { start as startRazorpay, type RazorpayFake } from '../razorpay-fake/fake';
import type { RealIds } from './bodies';
import { templates } from './bodies';
import { requestArbitrary, WEBHOOK_PATH } from './cases';
import { send, type FuzzRequest, type Outcome } from './client';
import { failuresOf, report } from './report';
import { pageRoutes, serverRoutes, staticFiles } from './routes';

/**
 * No 500 from input: a seeded, bounded fuzz of every API route and every page over a
 * real listening shop. Any 5xx, dropped connection, hang, or body over a limit that is not
 * refused fails the test, with what is needed to send the request again.
 *
 * FUZZ_SEED=<n> repeats a run; FUZZ_RUNS=<n> changes its length; FUZZ_LOG=error shows the
 * server's own log of what went wrong.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_518);
const RUNS = Number(process.env.FUZZ_RUNS ?? 6_000);
const CONCURRENCY = 8;
const TIMEOUT_MS = 20_000;
const webBuildDir = fileURLToPath(new URL('../../../web/build', import.meta.url));

let t: TestApp;
let razorpay: RazorpayFake;
let port: number;
const sessions: Record<'customer' | 'admin', string> = { customer: '', admin: '' };
let ids: RealIds;

beforeAll(async () => {
  // Live payments against the Razorpay look-alike, so the webhook checks signatures (in demo mode
  // it answers every call 503: not configured) and payment starts reach a provider.
  razorpay = await startRazorpay();
  t = await createTestApp(
    {
      ...razorpay.shopEnv,
      // Requests come from many made-up addresses (X-Forwarded-For), so per-address rate limits
      // do not turn most of the fuzz into 429s.
      TRUST_PROXY: '127.0.0.1',
      ...(process.env.FUZZ_LOG && { LOG_LEVEL: process.env.FUZZ_LOG }),
    },
    { webBuildDir, logger: process.env.FUZZ_LOG !== undefined },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;

  const customer = await signUp(t.app);
  const victim = await signUp(t.app);
  sessions.customer = customer.sid;
  const adminEmail = uniqueEmail('staff').toLowerCase();
  await makeAdmin(t.database.db, adminEmail, await hashPassword(PASSWORD));
  const adminLogin = await logIn(t.app, adminEmail, PASSWORD);
  sessions.admin = sidCookie(adminLogin)!.value;
  const adminId = (adminLogin.json() as { user: { id: number } }).user.id;

  const products = (await call(t.app, 'GET', '/api/products?pageSize=48')).json() as {
    items: { id: number }[];
  };
  const productIds = products.items.map((p) => p.id);
  const orders: string[] = [];
  for (const [sid, productId] of [
    [customer.sid, productIds[0]!],
    [victim.sid, productIds[1]!],
  ] as const) {
    const res = await placeOrder(t.app, sid, orderBody([{ productId, quantity: 1 }]), newKey());
    expect(res.statusCode, res.body).toBe(201);
    orders.push((res.json() as { order: { id: string } }).order.id);
  }
  await call(t.app, 'POST', '/api/contact', {
    body: {
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9820012345',
      subject: 'Other',
      message: 'A message for the inbox.',
    },
  });
  const messages = (
    await call(t.app, 'GET', '/api/admin/messages', { sid: sessions.admin })
  ).json() as { items: { id: number }[] };
  ids = {
    products: productIds.map(String),
    orders,
    // Never the fuzzing customer: disabling it would end its session for the rest of the run.
    customers: [String(victim.user.id), String(adminId)],
    messages: messages.items.map((m) => String(m.id)),
  };
}, 120_000);

afterAll(async () => {
  await t?.close();
  await razorpay?.close();
});

/** A request's session cookie, added now that sessions exist. */
function withSession(req: FuzzRequest): Record<string, string> {
  const headers = { ...req.headers };
  if (headers.cookie !== undefined || req.session === 'none') return headers;
  const sid =
    req.session === 'bogus' ? crypto.randomBytes(24).toString('base64url') : sessions[req.session];
  headers.cookie = `sid=${sid}`;
  return headers;
}

/** The headers a request goes out with: its session cookie, and a webhook's signature. */
function headersOf(req: FuzzRequest): Record<string, string> {
  const headers = withSession(req);
  if (req.signed && req.path === WEBHOOK_PATH && Buffer.isBuffer(req.body)) {
    headers['x-razorpay-signature'] = crypto
      .createHmac('sha256', razorpay.shopEnv.RAZORPAY_WEBHOOK_SECRET!)
      .update(req.body)
      .digest('hex');
  }
  return headers;
}

describe(`fuzz on ${engine}`, () => {
  it('answers every malformed request with a 4xx, never a 5xx or a dropped connection', async () => {
    const routes = serverRoutes(t.app);
    const pages = (await pageRoutes(webBuildDir)).filter(
      (p, i, all) =>
        all.findIndex((q) => q.pattern === p.pattern && q.hasAction === p.hasAction) === i,
    );
    // The enumeration itself must work before its silence means anything.
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'PUT', pattern: '/api/cart' },
        { method: 'GET', pattern: '/api/products/:id' },
        { method: 'POST', pattern: '/api/admin/uploads' },
        { method: 'POST', pattern: '/api/orders/:orderId/payment/verify' },
      ]),
    );
    expect(pages.some((p) => p.pattern === '/track-order' && p.hasAction)).toBe(true);

    const world = {
      routes,
      pages,
      statics: staticFiles(t.app).slice(0, 20),
      ids,
      templates: templates(ids),
      limits: BODY_LIMITS,
    };
    console.log(
      `fuzz: seed ${SEED} (FUZZ_SEED to repeat), ${RUNS} requests, ${routes.length} server routes, ` +
        `${pages.length} pages (${pages.filter((p) => p.hasAction).length} with an action), on ${engine}`,
    );
    const requests = fc.sample(requestArbitrary(world), { seed: SEED, numRuns: RUNS });

    // The server runs in this process: what it writes to the console (React Router logs every
    // error it turns into a 4xx) is counted and summarised instead of flooding the output.
    const logged = new Map<string, number>();
    const consoleError = console.error;
    console.error = (...args: unknown[]) => {
      const first = String(args[0] instanceof Error ? args[0].message : args[0]).split('\n')[0]!;
      logged.set(first.slice(0, 160), (logged.get(first.slice(0, 160)) ?? 0) + 1);
    };
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const results: { req: FuzzRequest; outcome: Outcome }[] = [];
    const started = Date.now();
    let next = 0;
    try {
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < requests.length) {
            const req = requests[next++]!;
            const outcome = await send(agent, port, req, headersOf(req), TIMEOUT_MS);
            results.push({ req, outcome });
          }
        }),
      );
    } finally {
      agent.destroy();
      console.error = consoleError;
    }
    const seconds = (Date.now() - started) / 1000;

    const failures = failuresOf(results);
    console.log(report(results, failures, logged, { seconds, seed: SEED }));

    // The shop is still up, and the fuzz's own sessions lasted the run (so it reached handlers).
    const health = await fetch(`http://127.0.0.1:${port}/api/products`);
    expect(health.status).toBe(200);
    for (const role of ['customer', 'admin'] as const) {
      const me = await call(t.app, 'GET', '/api/auth/me', { sid: sessions[role] });
      expect(
        (me.json() as { user: unknown }).user,
        `${role} session still signed in`,
      ).not.toBeNull();
    }
    expect(results.length).toBeGreaterThanOrEqual(5_000);
    expect(failures.map((f) => `${f.why}: ${f.req.method} ${f.req.path.slice(0, 120)}`)).toEqual(
      [],
    );
  });
});
