import type { APIRequestContext } from '@playwright/test';
import { catalogueProduct } from './catalogue-data';
import { expect, test } from './fixtures';
import { outboxTextsTo } from './outbox';
import { adminContext, customerContext, deliver, payInDemo, placeOrder } from './people';

/**
 * Returns and refunds (ADR 058) where customers and staff meet it, without JavaScript: a customer
 * asks to return a delivered order's item with the order page's form; staff approve it, mark it
 * received and refund it in the back office; the customer sees the refund and its credit note,
 * and an email of each step is in the outbox.
 */

/** A returnable catalogue product with stock to spare, found at run time. */
const returnableProduct = async (request: APIRequestContext) =>
  (await catalogueProduct(request, { minStock: 10, where: (p) => p.returnable })).id;

test('a customer returns a delivered item; staff approve, receive and refund it', async ({
  browser,
  consoleErrors,
}) => {
  test.slow(); // two contexts and several round trips
  const admin = await adminContext(browser, consoleErrors, { javaScriptEnabled: false });
  const buyer = await customerContext(browser, consoleErrors, 'Arjun Rao', {
    javaScriptEnabled: false,
  });
  const orderId = await placeOrder(
    buyer,
    'Arjun Rao',
    await returnableProduct(buyer.context.request),
  );
  await payInDemo(buyer.context, orderId);
  await deliver(admin, orderId);

  // The customer: the order page's form; refused without a reason, then sent.
  const page = await buyer.context.newPage();
  await page.goto(`/orders/${orderId}`);
  const returns = page.locator('#returns');
  await returns.getByLabel(/how many to return/).fill('1');
  await returns.getByRole('button', { name: 'Request return' }).click();
  await expect(returns.getByText('Choose a reason for the return')).toBeVisible();
  await returns.getByLabel(/how many to return/).fill('1');
  await returns.getByLabel('Reason').selectOption({ label: 'Faulty or not working' });
  await returns.getByLabel(/Anything we should know/).fill('Does not charge.');
  await returns.getByRole('button', { name: 'Request return' }).click();
  await expect(page).toHaveURL(/return=requested/);
  await expect(returns.getByText(/^Return #\d+: Requested$/)).toBeVisible();
  const returnId = /Return #(\d+)/.exec(await returns.getByText(/^Return #\d+/).innerText())![1];

  // Staff: the Returns list leads to the order, where each step is a form.
  const desk = await admin.newPage();
  await desk.goto('/admin/returns');
  await desk.getByRole('link', { name: orderId }).first().click();
  await expect(desk).toHaveURL(new RegExp(`/admin/orders/${orderId}`));
  const panel = desk.locator('#returns');
  await panel.getByLabel('Note to the customer (optional)').fill('Pickup tomorrow.');
  await panel.getByRole('button', { name: `Approve return #${returnId}` }).click();
  await panel.getByRole('button', { name: `Mark received return #${returnId}` }).click();
  await panel.getByRole('button', { name: `Refund return #${returnId}` }).click();
  await expect(panel.getByText(/refunded/).first()).toBeVisible();
  await expect(panel.getByRole('link', { name: /^Credit note CN\// })).toBeVisible();

  // The customer sees the refund, the credit note and the payment refunded.
  await page.goto(`/orders/${orderId}`);
  await expect(returns.getByText(/^Return #\d+: Refunded$/)).toBeVisible();
  await expect(returns.getByText(/₹[\d,.]+ refunded/)).toBeVisible();
  const note = returns.getByRole('link', { name: /^Credit note CN\// });
  const pdf = await buyer.context.request.get((await note.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expect(page.getByText('Refunded', { exact: true }).first()).toBeVisible();

  // One email per step.
  await expect
    .poll(() => outboxTextsTo(buyer.email).join('\n'), { timeout: 30_000 })
    .toMatch(/request to return[^]*is approved[^]*have reached us[^]*has been processed/);
  await admin.close();
  await buyer.context.close();
});
