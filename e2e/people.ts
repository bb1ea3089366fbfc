import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import type { Browser, BrowserContext } from '@playwright/test';
import { catalogueProduct } from './catalogue-data';
import { expect } from './fixtures';

/** The people of the back-office and review journeys: staff made with the CLI, new customers. */

export const PASSWORD = 'admin-password-123';
let counter = 0;
export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${process.pid}-${++counter}@example.com`.toLowerCase();
export const xhr = { 'x-requested-with': 'fetch' };

/** Makes a staff account with the CLI, straight in the e2e server's database (SQLite WAL). */
export function createAdmin(email: string) {
  execFileSync('npx', ['tsx', 'apps/server/scripts/admin-create.ts', email], {
    input: PASSWORD,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    stdio: ['pipe', 'ignore', 'inherit'],
  });
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

/** A browser context signed in as a new admin (cookies shared by its pages). */
export async function adminContext(
  browser: Browser,
  errors: string[],
  options: { javaScriptEnabled?: boolean } = {},
): Promise<BrowserContext> {
  const email = uniqueEmail('admin');
  createAdmin(email);
  const context = watch(await browser.newContext(options), errors);
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
