import { readFile } from 'node:fs/promises';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import {
  trackingWebhook,
  type ShiprocketStatus,
} from '../apps/server/test/shiprocket-fake/webhook';
import { expectAccessible } from './axe';
import { pdfPages } from './downloads';
import { expect, hydrated, test } from './fixtures';
import { mailFromOutbox } from './outbox';
import { adminContext, customerContext, payInDemo, placeOrder, xhr } from './people';

/**
 * ADR 101, on the courier shop (Shiprocket through its look-alike, playwright.config.ts): staff
 * dispatch two orders through the aggregator without typing and read the labels PDF (without
 * JavaScript); Shiprocket's tracking webhook delivers an order, which the customer's page shows
 * with the courier's events (with JavaScript).
 */

/** The courier shop's webhook token, as playwright.config.ts starts it. */
const TOKEN = 'e2e-lookalike-webhook-token';
const off = { javaScriptEnabled: false };

/** A paid order of one in-stock product, placed through the API by a new shopper. */
async function paidOrder(buyer: { context: BrowserContext; email: string }): Promise<string> {
  const orderId = await placeOrder(buyer, 'Meera Iyer');
  await payInDemo(buyer.context, orderId);
  return orderId;
}

/** Books and ships orders through the courier as staff's API does; each one's AWB. */
async function dispatched(admin: APIRequestContext, orderId: string): Promise<string> {
  const res = await admin.post('/api/admin/orders/dispatch-with-courier', {
    data: { orders: [{ orderId }] },
    headers: xhr,
  });
  expect(res.status()).toBe(200);
  const order = await admin.get(`/api/admin/orders/${orderId}`, { headers: xhr });
  const { order: detail } = (await order.json()) as {
    order: { shipment: { trackingNumber: string } };
  };
  return detail.shipment.trackingNumber;
}

let minute = 0;
/** Shiprocket's webhook for the AWB reaching a status, sent as Shiprocket sends it. */
async function webhook(request: APIRequestContext, awb: string, status: ShiprocketStatus) {
  minute += 1;
  const date = `2026-11-29 11:${String(minute).padStart(2, '0')}:00`;
  const res = await request.post('/api/courier/tracking', {
    data: trackingWebhook(awb, status, date),
    headers: { 'x-api-key': TOKEN },
  });
  expect(res.status()).toBe(200);
}

test('staff dispatch two orders through Shiprocket without typing, and print their labels with the invoices', async ({
  browser,
  consoleErrors,
}) => {
  test.slow(); // two browsers and several round trips
  const admin = await adminContext(browser, consoleErrors, off);
  const buyer = await customerContext(browser, consoleErrors, 'Meera Iyer');
  const first = await paidOrder(buyer);
  const second = await paidOrder(buyer);

  const page = await admin.newPage();
  const main = page.getByRole('main');
  await page.goto('/admin/ship');
  const form = main.getByRole('form', { name: 'Dispatch orders' });
  for (const orderId of [first, second]) {
    await form.getByLabel(`Dispatch ${orderId}`).check();
    // The courier's rate and delivery estimate come from Shiprocket's serviceability.
    await expect(form.getByLabel(`Courier for ${orderId}`)).toContainText(
      /Delhivery Surface · ₹[\d,.]+ · by 2026-12-12/,
    );
  }
  await form.getByLabel(`Courier for ${second}`).selectOption('24');
  await form.getByRole('button', { name: 'Book couriers and dispatch' }).click();
  await expect(page).toHaveURL(/\?dispatched=/);
  await expect(main.getByText('2 orders dispatched.')).toBeVisible();

  const shipped = main.getByRole('table', { name: 'Shipped orders' });
  await expect(shipped.getByRole('row', { name: new RegExp(first) })).toContainText(
    /Delhivery Surface\s*1410\d{8}/,
  );
  await expect(shipped.getByRole('row', { name: new RegExp(second) })).toContainText(
    /Xpressbees Air\s*1410\d{8}/,
  );

  await shipped.getByLabel(`Print ${first}`).check();
  await shipped.getByLabel(`Print ${second}`).check();
  const [print] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('button', { name: 'Print invoices and labels' }).click(),
  ]);
  const pages = await pdfPages(await readFile((await print.path())!));
  expect(pages).toHaveLength(4);
  expect(pages[0]).toContain('TAX INVOICE');
  expect(pages[1]).toMatch(/Courier: Delhivery Surface\s+AWB: 1410\d{8}/);
  expect(pages[1]).toContain(first);
  expect(pages[3]).toMatch(/Courier: Xpressbees Air\s+AWB: 1410\d{8}/);
});

test("Shiprocket's tracking webhook delivers an order; the customer's page shows the courier's events", async ({
  browser,
  consoleErrors,
  request,
}) => {
  const admin = await adminContext(browser, consoleErrors);
  const buyer = await customerContext(browser, consoleErrors, 'Meera Iyer');
  const orderId = await paidOrder(buyer);
  const awb = await dispatched(admin.request, orderId);
  await webhook(request, awb, 'picked_up');
  await webhook(request, awb, 'out_for_delivery');
  await webhook(request, awb, 'delivered');

  const page = await buyer.context.newPage();
  await page.goto(`/orders/${orderId}`);
  await hydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByTestId('order-status').first()).toHaveText('Delivered');
  const events = main.getByRole('region', { name: 'Courier tracking' });
  await expect(events.getByRole('listitem')).toHaveCount(3);
  await expect(events.getByRole('listitem').first()).toContainText('Delivered');
  await expect(events).toContainText('Out for delivery');
  await expect(events).toContainText('Picked up by the courier');
});

test('a failed delivery is re-scheduled by the customer through the emailed link; staff see the answer', async ({
  browser,
  consoleErrors,
  request,
}) => {
  test.slow(); // an email waited for in the courier shop's outbox folder, two browsers
  const admin = await adminContext(browser, consoleErrors, off);
  const buyer = await customerContext(browser, consoleErrors, 'Meera Iyer');
  const orderId = await paidOrder(buyer);
  const awb = await dispatched(admin.request, orderId);
  const since = Date.now();
  await webhook(request, awb, 'delivery_failed');

  const mail = await mailFromOutbox(
    buyer.email,
    new RegExp(`We could not deliver order ${orderId}`),
    since,
  );
  const link = /https?:\/\/\S+\/delivery-problem\/[\w.-]+/.exec(mail)?.[0];
  expect(link, 'a delivery-problem link in the email').toBeTruthy();
  const page = await buyer.context.newPage();
  const main = page.getByRole('main');
  await page.goto(new URL(link!).pathname);
  await hydrated(page);
  await expect(main).toContainText(`could not deliver order ${orderId}`);
  await expect(main).toContainText('Consignee not available');
  await expectAccessible(page, '/delivery-problem');
  await main.getByRole('radio', { name: 'Deliver on a date I choose' }).check();
  const date = main.getByLabel('Date for the new attempt');
  const earliest = await date.getAttribute('min');
  expect(earliest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await date.fill(earliest!);
  await main.getByRole('button', { name: 'Send my answer' }).click();
  await expect(main.getByText('We have passed your answer to the courier.')).toBeVisible();
  await expect(main).toContainText(`You chose: Deliver on a date I choose (${earliest}).`);
  await expect(main.getByRole('button', { name: 'Send my answer' })).toHaveCount(0);

  const desk = await admin.newPage();
  await desk.goto('/admin/ship');
  const shipped = desk.getByRole('main').getByRole('region', { name: /Shipped, on the way/ });
  const row = shipped.getByRole('row').filter({ hasText: orderId });
  await expect(row).toContainText('Delivery attempt failed');
  await expect(row).toContainText(
    `Customer: Deliver on a date I choose (${earliest}), sent to the courier`,
  );
});
