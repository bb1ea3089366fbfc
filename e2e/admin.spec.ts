import crypto from 'node:crypto';
import { expect, open, openUserMenu, test } from './fixtures';
import { adminContext, cliAdminContext, customerContext, placeOrder } from './people';

/**
 * The back-office product journeys: an admin adds a product that the shop and its search show at once;
 * an admin ships a customer's order and the customer sees the courier and tracking number; the
 * back office refuses customers (403 page) and sends guests to the login page.
 */

/** A word no product has, so search finds only the new one. */
const uniqueWord = () =>
  `Zq${Array.from(crypto.randomBytes(6), (b) => String.fromCharCode(97 + (b % 26))).join('')}`;

test('an admin creates a product that the catalogue and header search show', async ({
  browser,
  consoleErrors,
}) => {
  test.slow(); // several pages and the CLI in one journey, on a shared machine
  const context = await adminContext(browser, consoleErrors);
  const page = await context.newPage();
  const word = uniqueWord();
  const name = `${word} Thermal Printer 80mm`;

  await open(page, '/admin/products/new');
  const main = page.getByRole('main');
  await main.getByLabel('Name', { exact: true }).fill(name);
  await main.getByLabel('Category').selectOption('thermal-printer');
  await main.getByLabel('Brand').fill('Shubh');
  await main.getByLabel('Price (₹)', { exact: true }).fill('4599');
  await main.getByLabel('Stock', { exact: true }).fill('12');
  await main.getByLabel('HSN code').fill('8443');
  await main.getByLabel('Description', { exact: true }).fill('Fast receipts for busy counters.');
  await main.getByLabel('Features', { exact: true }).fill('Prints 250 mm per second');
  await main.getByLabel('Specification 1 name', { exact: true }).fill('Print width');
  await main.getByLabel('Specification 1 value').fill('80 mm');
  const packed = main.getByRole('group', { name: 'Packed for dispatch' });
  await packed.getByLabel('Weight (grams)').fill('2200');
  await packed.getByLabel('Length (cm)').fill('28');
  await packed.getByLabel('Breadth (cm)').fill('22');
  await packed.getByLabel('Height (cm)').fill('22');
  await main.getByLabel('Or add an image path').fill('/images/products/p1-1.svg');
  await main.getByRole('button', { name: 'Add image' }).click();
  await expect(main.getByText('/images/products/p1-1.svg')).toBeVisible();
  await main.getByRole('button', { name: 'Create product' }).click();

  // Post-redirect-get: the outcome travels in the address (ADR 040).
  await expect(page).toHaveURL(/\/admin\/products\/\d+\?created=1$/);
  await expect(main.getByRole('status')).toContainText('created');
  await expect(main.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(main.getByLabel('Specification 1 value')).toHaveValue('80 mm');
  await expect(packed.getByLabel('Weight (grams)')).toHaveValue('2200');
  await expect(packed.getByLabel('Height (cm)')).toHaveValue('22');

  // The admin list finds it too.
  await open(page, `/admin/products?q=${word}`);
  await expect(
    page.getByRole('table', { name: 'Products' }).getByRole('link', { name, exact: true }),
  ).toBeVisible();

  // The storefront's list and its header search box show it at once.
  await open(page, `/products?search=${word}`);
  await expect(page.getByRole('main').getByRole('link', { name }).first()).toBeVisible();
  await open(page, '/');
  const banner = page.getByRole('banner');
  const box = banner.getByRole('searchbox', { name: 'Search products' }).first();
  await box.fill(word);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=${word}`));
  await expect(page.getByRole('main').getByRole('link', { name }).first()).toBeVisible();
  await context.close();
});

/** A 1×1 PNG: a real picture for the upload to re-encode. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('without JavaScript an admin creates, hides and deletes a product the shop shows', async ({
  browser,
  consoleErrors,
}) => {
  test.slow(); // every step is a page load
  const context = await adminContext(browser, consoleErrors, { javaScriptEnabled: false });
  const page = await context.newPage();
  const word = uniqueWord();
  const name = `${word} Barcode Scanner`;

  await page.goto('/admin/products/new');
  const main = page.getByRole('main');
  await main.getByLabel('Name', { exact: true }).fill(name);
  await main.getByLabel('Category').selectOption('barcode-scanner');
  await main.getByLabel('Brand').fill('Shubh');
  await main.getByLabel('Stock', { exact: true }).fill('7');
  await main.getByLabel('HSN code').fill('8471');
  await main.getByLabel('Description', { exact: true }).fill('Reads every code at the counter.');
  await main
    .getByLabel('Features', { exact: true })
    .fill('USB and Bluetooth\nReads 1D and 2D codes');
  for (const [i, [spec, value]] of [
    ['Connection', 'USB'],
    ['Range', '30 cm'],
    ['Battery', '2000 mAh'],
  ].entries()) {
    await main.getByLabel(`Specification ${i + 1} name`, { exact: true }).fill(spec!);
    await main.getByLabel(`Specification ${i + 1} value`).fill(value!);
  }
  // "Add a row" posts the form back with one more row; what was typed stays.
  await expect(main.getByLabel('Specification 4 name', { exact: true })).toHaveCount(0);
  await main.getByRole('button', { name: 'Add a row' }).click();
  await main.getByLabel('Specification 4 name', { exact: true }).fill('Weight');
  await main.getByLabel('Specification 4 value').fill('150 g');
  // A box with one side missing, refused when the form is saved.
  await main.getByLabel('Weight (grams)').fill('450');
  await main.getByLabel('Length (cm)').fill('22');
  await main.getByLabel('Breadth (cm)').fill('14');
  await expect(main.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(main.getByLabel('Specification 3 value')).toHaveValue('2000 mAh');

  // An upload is the form posted as multipart; the picture comes back as a stored WebP.
  await main
    .getByLabel(/^Upload an image/)
    .setInputFiles({ name: 'scanner.png', mimeType: 'image/png', buffer: TINY_PNG });
  await main.getByRole('button', { name: 'Upload image' }).click();
  await expect(main.getByText(/Main: \/uploads\/.+\.webp$/)).toBeVisible();
  await main.getByLabel('Or add an image path').fill('/images/products/p1-1.svg');
  await main.getByRole('button', { name: 'Add image' }).click();
  await expect(main.getByText('/images/products/p1-1.svg')).toBeVisible();

  // No price: refused next to the field, everything else kept.
  await main.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/new$/);
  await expect(main.getByLabel('Price (₹)', { exact: true })).toHaveAccessibleDescription(
    /Price must be a whole number/,
  );
  await expect(main.getByLabel('Specification 4 value')).toHaveValue('150 g');
  await main.getByLabel('Price (₹)', { exact: true }).fill('2499');
  // Then the box with a side missing: refused under that side, what was typed kept.
  await main.getByRole('button', { name: 'Create product' }).click();
  await expect(main.getByLabel('Height (cm)')).toHaveAccessibleDescription(
    /Give all three sides of the box/,
  );
  await expect(main.getByLabel('Weight (grams)')).toHaveValue('450');
  await main.getByLabel('Height (cm)').fill('9');
  await main.getByRole('button', { name: 'Create product' }).click();

  await expect(page).toHaveURL(/\/admin\/products\/\d+\?created=1$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(main.getByRole('status')).toHaveText(`Product ${id} created.`);
  await expect(main.getByLabel('Specification 4 value')).toHaveValue('150 g');
  await expect(main.getByLabel('Height (cm)')).toHaveValue('9');

  // The storefront shows it, without JavaScript too.
  await page.goto(`/products?search=${word}`);
  await expect(page.getByRole('main').getByRole('link', { name }).first()).toBeVisible();
  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  // Hide takes it out of the shop; Delete asks first, then deletes (it was never ordered).
  await page.goto(`/admin/products/${id}`);
  await main.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(main.getByRole('status')).toHaveText('Hidden from the shop.');
  await page.goto(`/products?search=${word}`);
  await expect(page.getByRole('main').getByRole('link', { name })).toHaveCount(0);
  await page.goto(`/admin/products/${id}`);
  await main.getByRole('link', { name: 'Delete' }).click();
  const ask = main.getByRole('region', { name: 'Delete this product?' });
  await expect(ask).toContainText(name);
  await ask.getByRole('button', { name: 'Delete product' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/products\\?deleted=${id}$`));
  await expect(main.getByRole('status')).toHaveText(`Product ${id} deleted.`);
  expect((await page.request.get(`/admin/products/${id}`)).status()).toBe(404);
  await context.close();
});

test('an admin ships an order and the customer sees the courier and tracking number', async ({
  browser,
  consoleErrors,
}) => {
  test.slow(); // two browsers, the CLI and six pages in one journey
  const shopper = await customerContext(browser, consoleErrors, 'Meena Iyer');
  const orderId = await placeOrder(shopper, 'Meena Iyer');

  const admin = await adminContext(browser, consoleErrors);
  const page = await admin.newPage();
  await open(page, `/admin/orders/${orderId}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
  const form = main.getByRole('form', { name: 'Change status' });
  // Only the moves the lifecycle allows are offered.
  await expect(form.getByLabel('New status').locator('option')).toHaveText(['Processing']);
  await form.getByRole('button', { name: 'Update status' }).click();
  await expect(form.getByRole('status')).toHaveText('Order moved to Processing.');

  await expect(form.getByLabel('New status')).toHaveValue('Shipped');
  await form.getByLabel('Courier').fill('Blue Dart');
  await form.getByLabel('Tracking number').fill('BD123456789IN');
  await form.getByRole('button', { name: 'Update status' }).click();
  await expect(form.getByRole('status')).toHaveText('Order moved to Shipped.');
  await expect(main.getByRole('region', { name: 'History' })).toContainText(
    'Blue Dart · BD123456789IN',
  );
  await expect(page.getByRole('table', { name: 'Order lines' })).toBeVisible();

  // The order list filtered by status finds it.
  await open(page, `/admin/orders?status=Shipped&q=${orderId}`);
  await expect(
    page.getByRole('table', { name: 'Orders' }).getByRole('link', { name: orderId }),
  ).toBeVisible();
  await admin.close();

  // The customer's view: the API, the public tracking page and the Orders tab.
  const mine = await shopper.context.request.get(`/api/orders/${orderId}`);
  expect(mine.status()).toBe(200);
  const detail = (
    (await mine.json()) as {
      order: { status: string; shipment: { carrier: string; trackingNumber: string } | null };
    }
  ).order;
  expect(detail.status).toBe('Shipped');
  // Typed in by hand: no courier events, only the courier and its number.
  expect(detail.shipment).toEqual({
    carrier: 'Blue Dart',
    trackingNumber: 'BD123456789IN',
    events: [],
  });

  const customerPage = await shopper.context.newPage();
  await open(customerPage, '/track-order');
  const trackMain = customerPage.getByRole('main');
  await trackMain.getByLabel('Order ID').fill(orderId);
  await trackMain.getByLabel('Email or phone').fill(shopper.email);
  await trackMain.getByRole('button', { name: 'Track Order' }).click();
  const tracking = trackMain.getByRole('region', { name: `Order ${orderId}` });
  await expect(tracking).toContainText('Shipped');
  await expect(tracking).toContainText('Blue Dart');
  await expect(tracking).toContainText('BD123456789IN');

  await open(customerPage, '/orders');
  await expect(customerPage.getByRole('main')).toContainText(orderId);
  await expect(customerPage.getByRole('main')).toContainText('Shipped');
  await shopper.context.close();
});

test('cancelling an order asks first, in a second step of the page', async ({
  browser,
  consoleErrors,
}) => {
  const shopper = await customerContext(browser, consoleErrors, 'Farah Khan');
  const orderId = await placeOrder(shopper, 'Farah Khan');
  await shopper.context.close();
  const admin = await adminContext(browser, consoleErrors);
  const page = await admin.newPage();
  await open(page, `/admin/orders/${orderId}`);
  const main = page.getByRole('main');
  const form = main.getByRole('form', { name: 'Change status' });
  const ask = main.getByRole('region', { name: 'Cancel this order?' });

  // Keep order answers no: nothing changes.
  await form.getByRole('link', { name: 'Cancel order' }).click();
  await expect(page).toHaveURL(/\?confirm=cancel/);
  await expect(ask).toContainText(`Cancel order ${orderId}? Its items go back into stock.`);
  await expect(ask.getByRole('heading', { name: 'Cancel this order?' })).toBeFocused();
  await ask.getByRole('link', { name: 'Keep order' }).click();
  await expect(ask).toHaveCount(0);
  await expect(form.getByRole('status')).toHaveCount(0);
  await expect(form.getByLabel('New status')).toHaveValue('Processing');

  // Saying yes cancels it.
  await form.getByRole('link', { name: 'Cancel order' }).click();
  await ask.getByRole('button', { name: 'Cancel order' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Order cancelled.' })).toBeVisible();
  await expect(main).toContainText('This order is Cancelled; its status cannot change any more.');
  await admin.close();
});

test('the back office refuses customers and sends guests to log in', async ({
  browser,
  page,
  consoleErrors,
}) => {
  const shopper = await customerContext(browser, consoleErrors, 'Ravi Kumar');
  const customerPage = await shopper.context.newPage();
  const res = await customerPage.goto('/admin/orders');
  expect(res?.status()).toBe(403);
  await expect(customerPage.getByRole('heading', { name: 'Staff only' })).toBeVisible();
  await expect(customerPage.getByText('This area is for the shop’s staff only.')).toBeVisible();
  await expect(customerPage.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // The admin link is for staff only.
  await openUserMenu(customerPage, 'Ravi Kumar');
  await expect(customerPage.getByRole('menuitem', { name: 'Orders' })).toBeVisible();
  await expect(customerPage.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
  await shopper.context.close();

  await page.goto('/admin/products');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fproducts$/);
});

test('an admin reaches the back office from the user menu and sees every screen', async ({
  browser,
  consoleErrors,
}) => {
  test.slow(); // six screens in one journey
  const context = await cliAdminContext(browser, consoleErrors);
  const page = await context.newPage();
  await open(page, '/');
  await openUserMenu(page, /^admin-/);
  await page.getByRole('menuitem', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Last 30 days', exact: true })).toContainText('₹');
  // The chart is drawn on the server: its SVG is in the page, its figures in a table.
  const chart = main.getByRole('region', { name: 'Daily revenue and orders, last 30 days' });
  // One drawing for the screen's size: the wide one here, and 360 px gets its own (larger labels).
  await expect(chart.locator('svg[viewBox="0 0 720 220"]').first()).toBeVisible();
  await expect(chart.locator('svg[viewBox="0 0 360 200"]').first()).toBeHidden();
  await expect(chart.getByRole('table', { includeHidden: true })).toHaveCount(1);
  // Its own frame: no storefront header, footer or chat; a way back to the shop.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Chat' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'View shop' })).toHaveAttribute('href', '/');

  const nav = main.getByRole('navigation', { name: 'Back office' });
  for (const [link, heading] of [
    ['Products', 'Products'],
    ['Orders', 'Orders'],
    ['Messages', 'Messages'],
    ['Customers', 'Customers'],
    ['Audit log', 'Audit log'],
  ] as const) {
    await nav.getByRole('link', { name: link }).click();
    await expect(main.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(main.getByLabel('Loading')).toHaveCount(0);
  }
  // The admin's own promotion is on the audit log.
  await expect(page.getByRole('table', { name: 'Audit log' })).toContainText('customer.make-admin');
  await context.close();
});
