import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Opens a page and waits until React has hydrated it, so clicks reach their handlers. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('main') ?? {}).some((k) => k.startsWith('__react')),
  );
}

/** The buy box: the section named after the product (related cards have their own buttons). */
const buyBox = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

const mainPicture = (page: Page) =>
  page.getByRole('group', { name: /pictures$/ }).getByRole('img', { name: /picture \d of \d/ });

test('gallery arrows, thumbnails and arrow keys change the main picture', async ({ page }) => {
  await open(page, '/product/2');
  const main = mainPicture(page);
  await expect(main).toHaveAttribute('alt', /picture 1 of 4$/);
  await expect(main).toHaveAttribute('src', '/images/products/p2-1.svg');

  await page.getByRole('button', { name: 'Next picture' }).click();
  await expect(main).toHaveAttribute('src', '/images/products/p2-2.svg');
  await page.getByRole('button', { name: 'Previous picture' }).click();
  await page.getByRole('button', { name: 'Previous picture' }).click();
  await expect(main).toHaveAttribute('src', '/images/products/p2-4.svg');
  await expect(main).toHaveAttribute('alt', /picture 4 of 4$/);

  const third = page.getByRole('button', { name: 'Show picture 3 of 4' });
  await third.click();
  await expect(main).toHaveAttribute('src', '/images/products/p2-3.svg');
  await expect(third).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('button', { name: 'Show picture 1 of 4' })).not.toHaveAttribute(
    'aria-current',
    'true',
  );

  await page.keyboard.press('ArrowRight');
  await expect(main).toHaveAttribute('src', '/images/products/p2-4.svg');
  await expect(page.getByRole('button', { name: 'Show picture 4 of 4' })).toBeFocused();
});

test('tabs switch by click and by arrow keys', async ({ page }) => {
  await open(page, '/product/1');
  const tab = (name: string) => page.getByRole('tab', { name });
  await expect(tab('Description')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('thermal printer');

  await tab('Specifications').click();
  await expect(tab('Specifications')).toHaveAttribute('aria-selected', 'true');
  const specs = page.getByRole('tabpanel', { name: 'Specifications' });
  await expect(specs.getByRole('table')).toBeVisible();
  expect(await specs.getByRole('row').count()).toBeGreaterThan(2);
  await expect(page.getByRole('tabpanel', { name: 'Description' })).toBeHidden();

  await tab('Specifications').press('ArrowRight');
  await expect(tab('Description')).toBeFocused();
  await expect(tab('Description')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tab('Features')).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Features' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(tab('Description')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(tab('Specifications')).toHaveAttribute('aria-selected', 'true');
});

test('the quantity stepper starts at 1 and Add to Cart adds that many', async ({ page }) => {
  await open(page, '/product/1');
  const box = buyBox(page, 'GST Billing Machine SB-100 with Printer');
  const quantity = box.getByRole('spinbutton', { name: 'Quantity' });
  const less = box.getByRole('button', { name: 'Decrease quantity' });
  await expect(quantity).toHaveValue('1');
  await expect(less).toBeDisabled();
  await box.getByRole('button', { name: 'Increase quantity' }).click();
  await box.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity).toHaveValue('3');
  await expect(less).toBeEnabled();
  await box.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(box.getByRole('button', { name: 'Added' })).toBeVisible();

  await expect
    .poll(async () => JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]'))
    .toEqual([expect.objectContaining({ id: 1, quantity: 3, price: 8499 })]);
  await expect(page.getByRole('link', { name: /^Cart, 3 items/ })).toBeVisible();

  // Typing below the minimum is corrected back to 1.
  await quantity.fill('0');
  await quantity.blur();
  await expect(quantity).toHaveValue('1');
});

test('Buy Now asks a guest to sign in and leaves the cart alone (ADR 017)', async ({ page }) => {
  await open(page, '/product/32');
  const box = buyBox(page, 'Fast Charging Mobile Charger 25W');
  await box.getByRole('button', { name: 'Increase quantity' }).click();
  await box.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fproduct%2F32$/);
  const cart = JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]');
  expect(cart).toEqual([]);
});

test('price, saving, discount and stock are shown', async ({ page }) => {
  await open(page, '/product/32');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Fast Charging Mobile Charger 25W',
  );
  const box = buyBox(page, 'Fast Charging Mobile Charger 25W');
  await expect(box.getByText('₹1,200', { exact: true })).toBeVisible();
  await expect(box.locator('s')).toHaveText(/₹2,500/);
  await expect(box.getByText('Save ₹1,300')).toBeVisible();
  await expect(box.getByText('52% off')).toBeVisible();
  // Catalogue prices exclude GST (ADR 043): the page says so and shows the price with it.
  await expect(box.getByTestId('price-with-gst')).toHaveText('+ 18% GST · ₹1,416.00 with GST');
  await expect(page.getByText('Inclusive of all taxes')).toHaveCount(0);
  await expect(box.getByText('In Stock', { exact: true })).toBeVisible();
  // Badges from the product's data (ADR 045): a ₹1,200 charger does not ship free on its own,
  // and its warranty is one year.
  for (const badge of ['Free delivery above ₹5,000', '30 Days Return', '1 Year Warranty']) {
    await expect(box.getByText(badge, { exact: true })).toBeVisible();
  }
  await expect(box.getByText('Free Delivery', { exact: true })).toHaveCount(0);
  await expect(box.getByText('3 Year Warranty', { exact: true })).toHaveCount(0);

  // Same price as the original and sold out: no discount, no saving, nothing to buy.
  await open(page, '/product/25');
  const soldOut = buyBox(page, 'Thermal Receipt Printer TM-T82X');
  await expect(soldOut.getByText(/Save ₹/)).toHaveCount(0);
  await expect(soldOut.getByText(/% off/)).toHaveCount(0);
  await expect(soldOut.locator('s')).toHaveCount(0);
  await expect(soldOut.getByText('Out of Stock', { exact: true }).first()).toBeVisible();
  await expect(soldOut.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
  await expect(soldOut.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  await expect(soldOut.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();

  // A ₹38,999 computer with three years' onsite warranty ships free; software is not returnable.
  await open(page, '/product/11');
  const computer = buyBox(page, await page.getByRole('heading', { level: 1 }).innerText());
  for (const badge of ['Free Delivery', '30 Days Return', '3 Year Warranty']) {
    await expect(computer.getByText(badge, { exact: true })).toBeVisible();
  }
  await open(page, '/product/5');
  const software = buyBox(page, await page.getByRole('heading', { level: 1 }).innerText());
  await expect(software.getByText('Not returnable', { exact: true })).toBeVisible();
  await expect(software.getByText(/Year Warranty/)).toHaveCount(0);
});

test('the breadcrumb leads back to the catalogue', async ({ page }) => {
  await open(page, '/product/1');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('listitem')).toHaveText([
    'Home',
    'Products',
    'GST Billing Machine SB-100 with Printer',
  ]);
  await expect(crumbs.getByText('GST Billing Machine SB-100 with Printer')).toHaveAttribute(
    'aria-current',
    'page',
  );
  await crumbs.getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('an unknown or invalid id lands on the catalogue', async ({ page }) => {
  await page.goto('/product/9999');
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products');
  await page.goto('/product/abc');
  await expect(page).toHaveURL(/\/products$/);
});

test('related products link to other product pages', async ({ page }) => {
  await open(page, '/product/1');
  const related = page.getByRole('region', { name: 'Related Products' });
  const links = related.getByRole('heading').getByRole('link');
  await expect(links).toHaveCount(4);
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs.every((h) => /^\/product\/\d+$/.test(h ?? '') && h !== '/product/1')).toBe(true);
  const name = await links.first().innerText();
  await links.first().click();
  await expect(page).toHaveURL(hrefs[0]!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('the server-rendered page carries the name, the price and JSON-LD without JS', async ({
  request,
}) => {
  const res = await request.get('/product/1');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('GST Billing Machine SB-100 with Printer</h1>');
  expect(html).toContain('₹8,499');
  const blocks = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  const product = blocks.find((b) => b['@type'] === 'Product');
  expect(product).toMatchObject({
    name: 'GST Billing Machine SB-100 with Printer',
    sku: '1',
    brand: { name: 'Shubh' },
    // From the demo's approved reviews of product 1 (ADR 051): 5, 4 and 3 stars.
    aggregateRating: { ratingValue: 4, reviewCount: 3 },
    offers: {
      priceCurrency: 'INR',
      price: '8499.00',
      priceSpecification: { price: '8499.00', valueAddedTaxIncluded: false },
      availability: 'https://schema.org/InStock',
    },
  });
  expect((product?.image as string[])[0]).toMatch(/^https?:\/\/.+\/images\/products\/p1-1\.svg$/);
  const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList');
  expect(crumbs?.itemListElement).toHaveLength(3);
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/product\/1"/);
});
