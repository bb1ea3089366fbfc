import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { DEFAULT_COD_CONFIRM_HOURS } from '@shop/shared/payments/cod-confirmation';
import SQLite from '../scripts/server-sqlite.mjs';
import { expectAccessible } from './axe';
import { catalogueProduct, newProduct, productDetail } from './catalogue-data';
import { expect, hydrated, test } from './fixtures';
import { mailFromOutbox, shopDataDir } from './outbox';
import { adminContext, customerContext, xhr } from './people';

/**
 * ADR 102: a Cash on Delivery order is confirmed by the one-tap link of its confirmation email,
 * read from the e2e shop's outbox folder. Opening the link changes nothing; its button does,
 * with JavaScript and without; the link used again says the order is confirmed. Another, left
 * unconfirmed past its window, is cancelled by a housekeeping round and its stock released.
 */

/** A Cash on Delivery order of `quantity` of the product, placed through the API; its id. */
async function codOrder(
  shopper: { context: BrowserContext; email: string },
  productId: number,
  quantity = 1,
): Promise<string> {
  const placed = await shopper.context.request.post('/api/orders', {
    data: {
      items: [{ productId, quantity }],
      shipping: {
        name: 'Meera Stores',
        email: shopper.email,
        phone: '9876543210',
        address: '12 MG Road, Fort',
        city: 'Mumbai',
        state: 'Maharashtra',
        pincode: '400001',
      },
      paymentMethod: 'cod',
    },
    headers: { ...xhr, 'idempotency-key': `e2e-${crypto.randomUUID()}` },
  });
  expect(placed.status()).toBe(201);
  return ((await placed.json()) as { order: { orderId: string } }).order.orderId;
}

async function codOrderLink(browser: Browser, errors: string[], javaScriptEnabled: boolean) {
  const shopper = await customerContext(browser, errors, 'Meera Stores', { javaScriptEnabled });
  const since = Date.now();
  const product = await catalogueProduct(shopper.context.request, {
    sort: 'price-low',
    minStock: 10,
  });
  const orderId = await codOrder(shopper, product.id);
  const mail = await mailFromOutbox(shopper.email, new RegExp(`Order ${orderId} placed`), since);
  const link = /https?:\/\/\S+\/confirm-cod\?token=[\w.%-]+/.exec(mail)?.[0];
  expect(link, 'a confirmation link in the email').toBeTruthy();
  return { shopper, orderId, path: new URL(link!).pathname + new URL(link!).search };
}

for (const javaScriptEnabled of [false, true]) {
  test(`a COD order is confirmed by its emailed link (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
    consoleErrors,
  }) => {
    test.slow(); // an email waited for in the outbox folder, then two page loads
    const { shopper, orderId, path } = await codOrderLink(
      browser,
      consoleErrors,
      javaScriptEnabled,
    );
    const page = await shopper.context.newPage();
    const main = page.getByRole('main');
    await page.goto(path);
    if (javaScriptEnabled) await hydrated(page);
    await expect(main.getByText(`Order ${orderId}`)).toBeVisible();
    if (javaScriptEnabled) await expectAccessible(page, '/confirm-cod');
    // Opening the link confirmed nothing: the order is still Placed.
    await page.goto(`/orders/${orderId}`);
    await expect(main.getByText('Cash on Delivery order confirmed by the customer.')).toHaveCount(
      0,
    );
    await page.goto(path);
    await main.getByRole('button', { name: 'Confirm my Cash on Delivery order' }).click();
    await expect(main.getByText(/your order is confirmed/)).toBeVisible();
    await expect(main.getByRole('button', { name: /Confirm my/ })).toHaveCount(0);
    await page.goto(`/orders/${orderId}`);
    await expect(main.getByText('Cash on Delivery order confirmed by the customer.')).toBeVisible();
    await shopper.context.close();
  });
}

/**
 * Dates the order's placing `hours` back in the e2e shop's database (SQLite WAL, beside the
 * running server): no service can place an order in the past, and the window is hours long.
 */
function placedHoursAgo(orderId: string, hours: number): void {
  const db = new SQLite(path.join(shopDataDir(), 'shop.sqlite'));
  try {
    const at = new Date(Date.now() - hours * 3_600_000).toISOString();
    const changed = db
      .prepare('update orders set created_at = ? where order_id = ?')
      .run(at, orderId).changes;
    expect(changed).toBe(1);
  } finally {
    db.close();
  }
}

/** One housekeeping round on the e2e shop, as an operator runs it (npm run housekeeping). */
async function housekeepingOnce(): Promise<void> {
  const cli = spawn('npx', ['tsx', 'apps/server/scripts/housekeeping.ts', '--once'], {
    env: { ...process.env, DATA_DIR: shopDataDir() },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [code] = (await once(cli, 'exit')) as [number | null];
  expect(code, 'npm run housekeeping -- --once').toBe(0);
}

test('a COD order left unconfirmed is cancelled by housekeeping and its stock released (JavaScript off)', async ({
  browser,
  consoleErrors,
}) => {
  test.slow(); // a housekeeping process started beside the server
  const admin = await adminContext(browser, consoleErrors);
  const product = await newProduct(admin.request, `Unconfirmed COD printer ${Date.now()}`, {
    stock: 5,
  });
  const shopper = await customerContext(browser, consoleErrors, 'Sunil Traders', {
    javaScriptEnabled: false,
  });
  const orderId = await codOrder(shopper, product.id, 2);
  expect((await productDetail(shopper.context.request, product.id)).product.stock).toBe(3);

  // Inside its window, a round leaves the order alone.
  await housekeepingOnce();
  const page = await shopper.context.newPage();
  const main = page.getByRole('main');
  await page.goto(`/orders/${orderId}`);
  await expect(main.getByTestId('order-status').first()).toHaveText('Placed');

  placedHoursAgo(orderId, DEFAULT_COD_CONFIRM_HOURS + 1);
  await housekeepingOnce();
  await page.goto(`/orders/${orderId}`);
  await expect(main.getByTestId('order-status').first()).toHaveText('Cancelled');
  await expect(
    main.getByText(/the Cash on Delivery order was not confirmed within \d+ hours/),
  ).toBeVisible();
  expect((await productDetail(shopper.context.request, product.id)).product.stock).toBe(5);
  await shopper.context.close();
  await admin.close();
});
