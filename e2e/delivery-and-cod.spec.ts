import type { APIRequestContext } from '@playwright/test';
import { catalogueProduct } from './catalogue-data';
import { expect, test } from './fixtures';
import { adminContext, customerContext, xhr } from './people';

/**
 * Delivery options and cash on delivery (ADR 055, 056, 057). Without JavaScript: the product page's PIN code
 * check (a GET form answered by the loader), then a Cash on Delivery order through the checkout's
 * forms, confirmed by staff in the back office and paid when it is marked Delivered. With it: no
 * page of the shop has an input for a card number, expiry or CVV.
 */

/**
 * The cheapest product with stock to spare (found at run time): well under the Cash on Delivery
 * limit.
 */
const cheapest = async (request: APIRequestContext) =>
  (await catalogueProduct(request, { sort: 'price-low', minStock: 10 })).id;

test.describe('delivery dates and Cash on Delivery without JavaScript', () => {
  test.describe.configure({ timeout: 240_000 });

  test('PIN check on the product page, a COD order, staff confirm it and it is paid on delivery', async ({
    browser,
    consoleErrors,
  }) => {
    const shopper = await customerContext(browser, consoleErrors, 'Kiran Traders', {
      javaScriptEnabled: false,
    });
    const page = await shopper.context.newPage();
    const main = page.getByRole('main');
    const cheap = await cheapest(page.request);

    // The PIN code check: a GET form, answered in the page by its loader.
    await page.goto(`/product/${cheap}`);
    const pin = main.getByLabel('Check the delivery date for your PIN code');
    await pin.fill('744101');
    await main.getByRole('button', { name: 'Check' }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${cheap}\\?pincode=744101$`));
    await expect(main.getByTestId('delivery-answer')).toContainText('Not serviceable');
    await pin.fill('400 093');
    await main.getByRole('button', { name: 'Check' }).click();
    const answer = main.getByTestId('delivery-answer');
    await expect(answer).toContainText(/Delivery by \w{3}, \d{1,2} \w{3} to 400093/);
    await expect(answer).toContainText('Express delivery: by');
    await expect(answer).toContainText('Cash on Delivery available.');
    await pin.fill('12');
    await main.getByRole('button', { name: 'Check' }).click();
    await expect(pin).toHaveAccessibleDescription('PIN code must be exactly 6 digits');

    // Into the cart and through the checkout's forms, paying cash on delivery.
    await main.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/product/${cheap}\\?pincode=12&added=${cheap}$`));
    await page.goto('/checkout');
    await main.getByLabel('Mobile number').fill('98765 43210');
    await main.getByLabel('Address').fill('4 Station Road, Andheri East');
    await main.getByLabel('City').fill('Mumbai');
    await main.getByLabel('State').selectOption('Maharashtra');
    await main.getByLabel('PIN code').fill('400093');
    await main.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page).toHaveURL(/\/checkout\?step=payment$/);
    await expect(main.getByRole('radio', { name: /Standard delivery.*Delivery by/ })).toBeChecked();
    // The prepaid incentive is the fee itself, with its GST at the goods' rate, to the paisa.
    await expect(main.getByTestId('prepaid-saving')).toHaveText(
      'Pay online and save the ₹59.00 Cash on Delivery fee (₹50.00 + ₹9.00 GST).',
    );
    await main.getByRole('radio', { name: /Cash on Delivery/ }).check();
    await main.getByRole('button', { name: 'Review Order' }).click();
    await expect(page).toHaveURL(/\/checkout\?step=review$/);
    await expect(page.getByTestId('review-method')).toHaveText('Cash on Delivery');
    // The fee with its GST at the goods' rate (ADR 096), before the order is placed.
    await expect(page.getByTestId('summary-cod-fee')).toHaveText('₹50 (₹59 with ₹9 GST)');
    await main.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/account\?tab=orders&placed=ORD\d+$/);
    const orderId = new URL(page.url()).searchParams.get('placed')!;

    // The order: Placed, unpaid, nothing to pay online, with its promised date and the fee.
    await page.goto(`/orders/${orderId}`);
    await expect(main.getByTestId('order-deliver-by')).toContainText(/delivery by \w{3}, \d/);
    await expect(main.getByText('Cash on Delivery fee')).toBeVisible();
    await expect(main.getByRole('button', { name: /Pay now/ })).toHaveCount(0);

    // Staff confirm it, ship it and mark it delivered: then it is paid.
    const staff = await adminContext(browser, consoleErrors, { javaScriptEnabled: false });
    const desk = await staff.newPage();
    const deskMain = desk.getByRole('main');
    await desk.goto(`/admin/orders/${orderId}`);
    await deskMain.getByRole('button', { name: 'Confirm Cash on Delivery order' }).click();
    await expect(deskMain.getByText('Order moved to Processing.')).toBeVisible();
    await deskMain.getByLabel('New status').selectOption('Shipped');
    await deskMain.getByLabel('Courier', { exact: true }).fill('Delhivery');
    await deskMain.getByLabel('Tracking number').fill('DLV12345678');
    await deskMain.getByRole('button', { name: 'Update status' }).click();
    await expect(deskMain.getByText('Order moved to Shipped.')).toBeVisible();
    await deskMain.getByLabel('New status').selectOption('Delivered');
    await deskMain.getByRole('button', { name: 'Update status' }).click();
    await expect(deskMain.getByText('Order moved to Delivered.')).toBeVisible();
    await expect(deskMain.getByText('Paid', { exact: true }).first()).toBeVisible();

    await page.goto(`/orders/${orderId}`);
    await expect(
      main.getByText(/Cash on Delivery: ₹[\d,.]+ collected on delivery\./),
    ).toBeVisible();
    await staff.close();
    await shopper.context.close();
  });
});

test('no page of the shop has an input for a card number, expiry or CVV', async ({
  browser,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const shopper = await customerContext(browser, consoleErrors, 'Card Free');
  const page = await shopper.context.newPage();
  const cardInputs = page.locator(
    'input[autocomplete^="cc-"], input[name*="card" i], input[name*="cvv" i], input[name*="expiry" i]',
  );
  const cardLabels = page.getByRole('textbox', {
    name: /card number|cvv|cvc|expiry|security code/i,
  });
  const check = async (path: string) => {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(cardInputs, path).toHaveCount(0);
    await expect(cardLabels, path).toHaveCount(0);
  };
  const cheap = await cheapest(page.request);
  for (const path of ['/', '/products', `/product/${cheap}`, '/cart', '/account', '/track-order']) {
    await check(path);
  }
  // The signed-in shopper's cart, filled through the API: the product page was checked above.
  const added = await page.request.post('/api/cart/items', {
    headers: xhr,
    data: { productId: cheap, quantity: 1 },
  });
  expect(added.ok()).toBe(true);
  // Every step of the checkout, card chosen.
  await check('/checkout');
  await page.getByRole('main').getByLabel('Mobile number').fill('98765 43210');
  await page.getByRole('main').getByLabel('Address').fill('9 Lake Road');
  await page.getByRole('main').getByLabel('City').fill('Kolkata');
  await page.getByRole('main').getByLabel('State').selectOption('West Bengal');
  await page.getByRole('main').getByLabel('PIN code').fill('700029');
  await page.getByRole('main').getByRole('button', { name: 'Continue to Payment' }).click();
  await page.waitForURL(/step=payment/);
  await page
    .getByRole('main')
    .getByRole('radio', { name: /Credit \/ Debit Card/ })
    .check();
  await expect(cardInputs).toHaveCount(0);
  await expect(cardLabels).toHaveCount(0);
  await page.getByRole('main').getByRole('button', { name: 'Review Order' }).click();
  await page.waitForURL(/step=review/);
  await expect(cardInputs).toHaveCount(0);
  await shopper.context.close();
});
