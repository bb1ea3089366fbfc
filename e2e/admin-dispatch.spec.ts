import type { APIRequestContext } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { DISPATCH_MESSAGES } from '@shop/shared/admin/dispatch';
import { expectAccessible } from './axe';
import { catalogueProduct } from './catalogue-data';
import { expect, hydrated, test } from './fixtures';
import { outboxTextsTo } from './outbox';
import { pdfPages } from './downloads';
import { adminContext, customerContext, payInDemo, placeOrder, watch } from './people';

/**
 * The to-ship queue (ADR 068) with JavaScript off: staff open the to-ship queue, dispatch two paid
 * orders in one submit (a bad AWB number first refuses the whole batch), see them leave the
 * queue, download their invoices and labels as one PDF and mark one Delivered from the queue,
 * the other from its order page.
 */

/** A returnable catalogue product with stock to spare, found at run time. */
const returnableProduct = async (request: APIRequestContext) =>
  (await catalogueProduct(request, { minStock: 10, where: (p) => p.returnable })).id;

test('staff dispatch two orders in one step, print their invoices and labels and mark them delivered', async ({
  browser,
  consoleErrors,
}) => {
  test.slow(); // two browsers, a staff member made by the CLI, several round trips
  const off = { javaScriptEnabled: false };
  const buyer = await customerContext(browser, consoleErrors, 'Meera Iyer', off);
  const ids: string[] = [];
  for (let i = 0; i < 2; i++) {
    const orderId = await placeOrder(
      buyer,
      'Meera Iyer',
      await returnableProduct(buyer.context.request),
    );
    await payInDemo(buyer.context, orderId);
    ids.push(orderId);
  }
  const [a, b] = ids as [string, string];

  const admin = await adminContext(browser, consoleErrors, off);
  const page = await admin.newPage();
  const main = page.getByRole('main');
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'To ship' })
    .click();
  await expect(page).toHaveURL(/\/admin\/ship$/);
  const form = main.getByRole('form', { name: 'Dispatch orders' });
  const queue = main.getByRole('table', { name: 'Orders to ship' });
  await expect(queue.getByRole('link', { name: a })).toBeVisible();
  await expect(queue.getByRole('link', { name: b })).toBeVisible();

  // At 360 px the page does not scroll sideways (the tables scroll in their frames).
  await page.setViewportSize({ width: 360, height: 800 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  // At 1024 px the queue's table fits without scrolling sideways.
  await page.setViewportSize({ width: 1024, height: 800 });
  const frame = queue.locator('xpath=..');
  expect(await frame.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The same page with JavaScript on: axe (WCAG 2 A and AA) finds nothing serious in it.
  const withJs = watch(
    await browser.newContext({ storageState: await admin.storageState() }),
    consoleErrors,
  );
  const jsPage = await withJs.newPage();
  await jsPage.goto('/admin/ship');
  await hydrated(jsPage);
  await expectAccessible(jsPage, '/admin/ship', 'main');
  await withJs.close();

  // A bad AWB number refuses the whole batch, naming its order; what was typed stays.
  await form.getByLabel(`Dispatch ${a}`).check();
  await form.getByLabel(`Courier for ${a}`).fill('Blue Dart');
  await form.getByLabel(`AWB number for ${a}`).fill('7012 3456 789');
  await form.getByLabel(`Dispatch ${b}`).check();
  await form.getByLabel(`Courier for ${b}`).fill('Delhivery');
  await form.getByLabel(`AWB number for ${b}`).fill('AWB?');
  await form.getByRole('button', { name: 'Dispatch selected orders' }).click();
  await expect(form.getByRole('alert').first()).toContainText(DISPATCH_MESSAGES.nothingDone);
  await expect(
    form.getByText(DISPATCH_MESSAGES.forOrder(b, DISPATCH_MESSAGES.awbFormat)),
  ).toBeVisible();
  await expect(form.getByLabel(`AWB number for ${a}`)).toHaveValue('7012 3456 789');
  await expect(form.getByLabel(`Dispatch ${a}`)).toBeChecked();
  await expect(queue.getByRole('link', { name: a })).toBeVisible();

  // Corrected: both ship in one submit and leave the queue for the shipped list.
  await form.getByLabel(`AWB number for ${b}`).fill('DL-99887766');
  await form.getByRole('button', { name: 'Dispatch selected orders' }).click();
  await expect(page).toHaveURL(/\?dispatched=/);
  await expect(main.getByRole('status').first()).toContainText('2 orders dispatched.');
  await expect(queue.getByRole('link', { name: a })).toHaveCount(0);
  await expect(queue.getByRole('link', { name: b })).toHaveCount(0);
  const shipped = main.getByRole('table', { name: 'Shipped orders' });
  await expect(shipped.getByRole('row', { name: new RegExp(a) })).toContainText('70123456789');
  await expect(shipped.getByRole('row', { name: new RegExp(b) })).toContainText('DL-99887766');
  // Each customer is told once, that the order shipped.
  const onItsWay = () =>
    outboxTextsTo(buyer.email).filter((text) => /Your order ORD\d+ is on its way/.test(text));
  await expect.poll(() => onItsWay().length, { timeout: 20_000 }).toBe(2);
  expect(onItsWay().join('\n')).toContain(`Your order ${a} is on its way`);
  expect(onItsWay().join('\n')).toContain(`Your order ${b} is on its way`);

  // The ticked shipped orders print as one PDF: invoice, label, invoice, label.
  await shipped.getByLabel(`Print ${a}`).check();
  await shipped.getByLabel(`Print ${b}`).check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('button', { name: 'Print invoices and labels' }).click(),
  ]);
  const pages = await pdfPages(await readFile((await download.path())!));
  expect(pages).toHaveLength(4);
  expect(pages[0]).toContain('TAX INVOICE');
  expect(pages[0]).toContain(a);
  expect(pages[1]).toContain('Meera Iyer');
  expect(pages[1]).toContain('PIN 400001');
  expect(pages[1]).toContain('AWB: 70123456789');
  expect(pages[1]).toContain('PREPAID');
  expect(pages[2]).toContain(b);
  expect(pages[3]).toContain('AWB: DL-99887766');

  // Delivered in one click from the queue...
  await shipped.getByRole('button', { name: `Mark ${a} delivered` }).click();
  await expect(main.getByRole('status').first()).toHaveText(`Order ${a} marked Delivered.`);
  await expect(shipped.getByRole('link', { name: a })).toHaveCount(0);

  // ...and from the order's page, which also prints its invoice and label.
  await page.goto(`/admin/orders/${b}`);
  await expect(main.getByRole('link', { name: 'Print invoices and labels' })).toHaveAttribute(
    'href',
    `/api/admin/orders/print?ids=${b}`,
  );
  await main.getByRole('button', { name: `Mark ${b} delivered` }).click();
  await expect(page).toHaveURL(/\?moved=Delivered$/);
  await expect(main.getByText('Order moved to Delivered.')).toBeVisible();
});
