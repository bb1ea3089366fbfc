import crypto from 'node:crypto';
import { expect, test } from './fixtures';
import { adminContext, xhr } from './people';

/**
 * Stock alerts (ADR 069), with JavaScript off: staff set a product's low-stock alert, find it
 * on the dashboard's low-stock list and under the product list's Low stock filter, change its
 * stock and read the change in the product's stock history.
 */

const uniqueWord = () =>
  `Zs${Array.from(crypto.randomBytes(6), (b) => String.fromCharCode(97 + (b % 26))).join('')}`;

test('staff set a low-stock alert, see it on the dashboard and read a stock edit in the history', async ({
  browser,
  consoleErrors,
}) => {
  test.slow(); // the CLI makes the staff account; several pages
  const admin = await adminContext(browser, consoleErrors, { javaScriptEnabled: false });
  const word = uniqueWord();
  const name = `${word} Label Printer`;
  // The product itself is made through the API, as the import tests do.
  const created = await admin.request.post('/api/admin/products', {
    headers: xhr,
    data: {
      name,
      category: 'barcode-printer',
      brand: 'Stockline',
      price: 6999,
      originalPrice: null,
      badge: null,
      stock: 2,
      warrantyYears: 1,
      returnable: true,
      hsn: '8443',
      description: 'Prints shelf labels.',
      features: [],
      specifications: [],
      images: ['/images/products/p1-1.svg'],
      lowStockThreshold: 0,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).product as { id: number };

  const page = await admin.newPage();
  const main = page.getByRole('main');
  await page.goto(`/admin/products/${id}`);
  const alert = main.getByLabel('Low-stock alert at');
  await expect(alert).toHaveValue('0');
  await alert.fill('5');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/products/${id}\\?saved=1$`));
  await expect(main.getByLabel('Low-stock alert at')).toHaveValue('5');

  // The dashboard lists it with its alert level.
  await page.goto('/admin');
  const lowList = main.getByRole('region', { name: 'Low stock' });
  const item = lowList.getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText('2 left');
  await expect(item).toContainText('alert at 5');

  // The product list's filter is a GET form: "Low stock" lands in the address.
  await page.goto('/admin/products');
  await main.getByLabel('Name, brand or id').fill(word);
  await main.getByLabel('Stock', { exact: true }).selectOption('low');
  await main.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/stock=low/);
  const table = page.getByRole('table', { name: 'Products' });
  await expect(table.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(table).toContainText('alert at 5');

  // A stock edit is the newest line of the history, with who and why.
  await page.goto(`/admin/products/${id}`);
  await main.getByLabel('Stock', { exact: true }).fill('9');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\?saved=1$/);
  const history = page.getByRole('table', { name: 'Stock history' });
  const rows = history.getByRole('row');
  await expect(rows).toHaveCount(3); // the header, the edit, the creation
  await expect(rows.nth(1)).toContainText('Edited in the back office');
  await expect(rows.nth(1)).toContainText('+7');
  await expect(rows.nth(1)).toContainText(/admin-.*@example\.com/);
  await expect(rows.nth(2)).toContainText('Product created');

  // Above its alert now, it leaves the dashboard's list.
  await page.goto('/admin');
  const stillLow = main.getByRole('region', { name: 'Low stock' }).getByText(name);
  await expect(main.getByRole('heading', { name: 'Low stock' })).toBeVisible();
  await expect(stillLow).toHaveCount(0);
  await admin.close();
});
