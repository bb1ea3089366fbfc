import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminContext } from './people';

/**
 * Every back office list fits beside the sidebar at 1024 px, turns into cards under
 * 640 px, and keeps its search, filters, sort and page in the address (a GET form that works
 * without JavaScript).
 */
const LISTS = [
  ['/admin/products', 'Products'],
  ['/admin/orders', 'Orders'],
  ['/admin/customers', 'Customers'],
  ['/admin/audit', 'Audit log'],
] as const;
const OTHER_LISTS = ['/admin/returns', '/admin/messages', '/admin/reviews'];

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('each list fits at 1024 px and becomes cards at 360 px, with no sideways scroll', async ({
  browser,
  consoleErrors,
}) => {
  test.slow(); // seven pages at two widths
  const page = await (await adminContext(browser, consoleErrors)).newPage();
  for (const [path, label] of LISTS) {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto(path);
    const table = page.getByRole('table', { name: label });
    await expect(table).toBeVisible();
    expect(await sideways(page), path).toBe(0);
    const box = (await table.boundingBox())!;
    const frame = (await page.getByRole('main').boundingBox())!;
    expect(box.x + box.width, path).toBeLessThanOrEqual(frame.x + frame.width + 1);
    await expect(table.locator('thead')).toBeVisible();

    await page.setViewportSize({ width: 360, height: 800 });
    expect(await sideways(page), path).toBe(0);
    await expect(table.locator('thead')).toBeHidden();
    // A row is a card: its cells stacked, each named by its column.
    const row = table.locator('tbody tr').first();
    const cells = row.locator('td');
    const [first, second] = [
      (await cells.nth(0).boundingBox())!,
      (await cells.nth(1).boundingBox())!,
    ];
    expect(second.y, path).toBeGreaterThanOrEqual(first.y + first.height - 1);
    await expect(cells.nth(1)).toHaveAttribute('data-label', /\w/);
  }
  for (const path of OTHER_LISTS) {
    for (const width of [360, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('search')).toBeVisible();
      expect(await sideways(page), `${path} at ${width}`).toBe(0);
    }
  }
  // The dashboard's chart on a phone is drawn for it: labels large enough to read (4 px when the
  // desktop drawing was scaled down to fit).
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/admin');
  const chart = page.getByRole('region', { name: /^Daily revenue and orders/ });
  await expect(chart.locator('svg:visible').first()).toHaveAttribute('viewBox', '0 0 360 200');
  const label = await chart.locator('svg:visible text').first().boundingBox();
  expect(label!.height).toBeGreaterThan(9);
  expect(await sideways(page)).toBe(0);
});

test('without JavaScript the products list is filtered and sorted by the address', async ({
  browser,
  consoleErrors,
}) => {
  const page = await (
    await adminContext(browser, consoleErrors, { javaScriptEnabled: false })
  ).newPage();
  await page.goto('/admin/products');
  const filters = page.getByRole('search', { name: 'Filter products' });
  await filters.getByLabel('Category').selectOption({ label: 'Thermal Printers' });
  await filters.getByLabel('Sort by').selectOption({ label: 'Price (high to low)' });
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/category=thermal-printer/);
  await expect(page).toHaveURL(/sort=price-high/);

  const table = page.getByRole('table', { name: 'Products' });
  const categories = await table.locator('td[data-label="Category"]').allInnerTexts();
  expect(categories.length).toBeGreaterThan(1);
  expect(new Set(categories)).toEqual(new Set(['Thermal Printers']));
  const prices = (await table.locator('td[data-label="Price"]').allInnerTexts()).map((p) =>
    Number(p.replace(/[^\d]/g, '')),
  );
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
  // The choices stay in the form after the reload, and Clear goes back to the whole list.
  await expect(filters.getByLabel('Sort by')).toHaveValue('price-high');
  await filters.getByRole('link', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);

  // A value the list does not know is said next to its field; the whole list is shown.
  await page.goto('/admin/products?sort=cheapest');
  await expect(filters.getByText(/Sort must be one of/)).toBeVisible();
  await expect(table.locator('tbody tr').first()).toBeVisible();
});
