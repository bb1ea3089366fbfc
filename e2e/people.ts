import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { once } from 'node:events';
import {
  request,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
} from '@playwright/test';
import { catalogueProduct } from './catalogue-data';
import { expect, test } from './fixtures';
import { shopDataDir } from './outbox';

/** The people of the back-office and review journeys: staff made with the CLI, new customers. */

export const PASSWORD = 'admin-password-123';
let counter = 0;
export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${process.pid}-${++counter}@example.com`.toLowerCase();
export const xhr = { 'x-requested-with': 'fetch' };

/**
 * Makes an owner with the CLI (`npm run admin:create`), straight in the e2e server's database
 * (SQLite WAL). A few seconds each (a tsx process loading the server's modules): journeys that
 * need staff only as a means take adminContext's owners, made through the API. Run without
 * blocking the worker: a frozen event loop lets open keep-alive sockets outlive the server's
 * timeout unnoticed, and the next request on one is reset.
 */
export async function createAdmin(email: string, dataDir = shopDataDir()): Promise<void> {
  const cli = spawn('npx', ['tsx', 'apps/server/scripts/admin-create.ts', email], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  cli.stdin.end(PASSWORD);
  const [code] = (await once(cli, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`admin:create ${email} exited with ${code}`);
}

/**
 * The shop's first owner, made once per worker and shop with the CLI and signed in through the
 * API; it makes every other owner of the worker through the back office's API (staff.add). Kept
 * as its session cookie, not as an open request context: a context left idle past the server's
 * 5 s keep-alive can send its next request on a socket the server is closing (ECONNRESET).
 */
type SessionState = Awaited<ReturnType<APIRequestContext['storageState']>>;
const firstOwners = new Map<string, Promise<SessionState>>();
function firstOwner(baseURL: string): Promise<SessionState> {
  let owner = firstOwners.get(baseURL);
  if (!owner) {
    owner = (async () => {
      const email = uniqueEmail('first-owner');
      // The courier and live shops keep their databases in their own folders.
      await createAdmin(email, shopDataDir());
      const context = await request.newContext({ baseURL });
      const res = await context.post('/api/auth/login', {
        data: { email, password: PASSWORD },
        headers: xhr,
      });
      expect(res.status()).toBe(200);
      const state = await context.storageState();
      await context.dispose();
      return state;
    })();
    firstOwners.set(baseURL, owner);
  }
  return owner;
}

/** Console errors of a second browser context fail the test as the fixture's page's do. */
export function watch(context: BrowserContext, errors: string[]) {
  context.on('console', (msg) => {
    // A page answered 403 on purpose is not a broken resource.
    if (msg.type() === 'error' && !msg.text().includes('status of 403')) {
      errors.push(`${msg.text()} (${msg.location().url})`);
    }
  });
  context.on('weberror', (err) => errors.push(err.error().message));
  return context;
}

/**
 * A browser context signed in as a new owner (cookies shared by its pages), named by its email as
 * the CLI's owners are shown: an account signed up through the API, made an owner by the
 * worker's first owner through the back office's API (the session's role is read per request).
 */
export async function adminContext(
  browser: Browser,
  errors: string[],
  options: { javaScriptEnabled?: boolean } = {},
): Promise<BrowserContext> {
  const email = uniqueEmail('admin');
  const context = watch(await browser.newContext(options), errors);
  const signedUp = await context.request.post('/api/auth/signup', {
    data: { name: email, email, password: PASSWORD },
    headers: xhr,
  });
  expect(signedUp.status()).toBe(201);
  const baseURL = test.info().project.use.baseURL!;
  const owner = await request.newContext({ baseURL, storageState: await firstOwner(baseURL) });
  const added = await owner.post('/api/admin/staff', {
    data: { email, role: 'owner' },
    headers: xhr,
  });
  expect(added.status()).toBe(201);
  await owner.dispose();
  return context;
}

/**
 * A browser context signed in as a new owner made with the CLI, for the journey that reads the
 * CLI's promotion on the audit log (the others take adminContext's, made through the API).
 */
export async function cliAdminContext(browser: Browser, errors: string[]): Promise<BrowserContext> {
  const email = uniqueEmail('admin');
  await createAdmin(email);
  const context = watch(await browser.newContext(), errors);
  const res = await context.request.post('/api/auth/login', {
    data: { email, password: PASSWORD },
    headers: xhr,
  });
  expect(res.status()).toBe(200);
  return context;
}

/** A browser context signed in as a new customer. */
export async function customerContext(
  browser: Browser,
  errors: string[],
  name: string,
  options: { javaScriptEnabled?: boolean } = {},
) {
  const email = uniqueEmail('shopper');
  const context = watch(await browser.newContext(options), errors);
  const res = await context.request.post('/api/auth/signup', {
    data: { name, email, password: 'shopper-password-1' },
    headers: xhr,
  });
  expect(res.status()).toBe(201);
  return { context, email };
}

/**
 * Places an order (pay later) of one of each product as the shopper, through the API; answers
 * its id. Without a product id, one of a catalogue product with stock to spare (found at run time).
 */
export async function placeOrder(
  shopper: { context: BrowserContext; email: string },
  name: string,
  products?: number | number[],
): Promise<string> {
  const productIds =
    products === undefined
      ? [(await catalogueProduct(shopper.context.request, { minStock: 10 })).id]
      : [products].flat();
  const placed = await shopper.context.request.post('/api/orders', {
    data: {
      items: productIds.map((productId) => ({ productId, quantity: 1 })),
      shipping: {
        name,
        email: shopper.email,
        phone: '9876543210',
        address: '12 MG Road, Fort',
        city: 'Mumbai',
        state: 'Maharashtra',
        pincode: '400001',
      },
      paymentMethod: 'upi',
    },
    headers: { ...xhr, 'idempotency-key': `e2e-${crypto.randomUUID()}` },
  });
  expect(placed.status()).toBe(201);
  return ((await placed.json()) as { order: { orderId: string } }).order.orderId;
}

/** Pays an order as its buyer does in demo mode (the demo payment's confirm). */
export async function payInDemo(buyer: BrowserContext, orderId: string): Promise<void> {
  const paid = await buyer.request.post(`/api/orders/${orderId}/payment/demo-confirm`, {
    headers: xhr,
  });
  expect(paid.status()).toBe(200);
}

/** Moves an order to Delivered through the back office's API, as staff would, step by step. */
export async function deliver(admin: BrowserContext, orderId: string): Promise<void> {
  const steps = [
    { status: 'Processing' },
    { status: 'Shipped', carrier: 'Delhivery', trackingNumber: `AWB${Date.now()}` },
    { status: 'Delivered' },
  ];
  for (const data of steps) {
    const res = await admin.request.post(`/api/admin/orders/${orderId}/status`, {
      data,
      headers: xhr,
    });
    expect(res.status()).toBe(200);
  }
}
