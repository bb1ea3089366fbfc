import type { Page } from '@playwright/test';
import { catalogueProduct, productDetail, rupees, withGst, type Product } from './catalogue-data';
import { expect, open, test } from './fixtures';

/** The buy box: the section named after the product (related cards have their own buttons). */
const buyBox = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** An in-stock product with stock to spare: orders placed by other specs cannot sell it out. */
const onSale = { minStock: 10 } as const;

/** A price cut the page shows: original above price. */
const discounted = (p: Product) => p.originalPrice !== null && p.originalPrice > p.price;

const mainPicture = (page: Page) =>
  page.getByRole('group', { name: /pictures$/ }).getByRole('img', { name: /picture \d of \d/ });

test('gallery arrows, thumbnails and arrow keys change the main picture', async ({ page }) => {
  const { id, images } = await catalogueProduct(page.request, {
    where: (p) => p.images.length >= 4,
  });
  const n = images.length;
  await open(page, `/product/${id}`);
  const main = mainPicture(page);
  await expect(main).toHaveAttribute('alt', new RegExp(`picture 1 of ${n}$`));
  await expect(main).toHaveAttribute('src', images[0]!);

  await page.getByRole('button', { name: 'Next picture' }).click();
  await expect(main).toHaveAttribute('src', images[1]!);
  await page.getByRole('button', { name: 'Previous picture' }).click();
  await page.getByRole('button', { name: 'Previous picture' }).click();
  await expect(main).toHaveAttribute('src', images[n - 1]!);
  await expect(main).toHaveAttribute('alt', new RegExp(`picture ${n} of ${n}$`));

  const third = page.getByRole('button', { name: `Show picture 3 of ${n}` });
  await third.click();
  await expect(main).toHaveAttribute('src', images[2]!);
  await expect(third).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('button', { name: `Show picture 1 of ${n}` })).not.toHaveAttribute(
    'aria-current',
    'true',
  );

  await page.keyboard.press('ArrowRight');
  await expect(main).toHaveAttribute('src', images[3]!);
  await expect(page.getByRole('button', { name: `Show picture 4 of ${n}` })).toBeFocused();
});

test('tabs switch by click and by arrow keys', async ({ page }) => {
  const product = await catalogueProduct(page.request, {
    where: (p) => p.specifications.length > 2 && p.features.length > 0,
  });
  await open(page, `/product/${product.id}`);
  const tab = (name: string) => page.getByRole('tab', { name });
  await expect(tab('Description')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText(product.description.slice(0, 60));

  await tab('Specifications').click();
  await expect(tab('Specifications')).toHaveAttribute('aria-selected', 'true');
  const specs = page.getByRole('tabpanel', { name: 'Specifications' });
  await expect(specs.getByRole('table')).toBeVisible();
  await expect(specs.getByRole('row')).toHaveCount(product.specifications.length);
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
  const { id, name, price } = await catalogueProduct(page.request, onSale);
  await open(page, `/product/${id}`);
  const box = buyBox(page, name);
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
    .toEqual([expect.objectContaining({ id, quantity: 3, price })]);
  await expect(page.getByRole('link', { name: /^Cart, 3 items/ })).toBeVisible();

  // Typing below the minimum is corrected back to 1.
  await quantity.fill('0');
  await quantity.blur();
  await expect(quantity).toHaveValue('1');
});

test('Buy Now asks a guest to sign in and leaves the cart alone (ADR 017)', async ({ page }) => {
  const { id, name } = await catalogueProduct(page.request, onSale);
  await open(page, `/product/${id}`);
  const box = buyBox(page, name);
  await box.getByRole('button', { name: 'Increase quantity' }).click();
  await box.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fproduct%2F${id}$`));
  const cart = JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]');
  expect(cart).toEqual([]);
});

test('price, saving, discount and stock are shown', async ({ page }) => {
  // A cut-price product under the free-delivery threshold, returnable, with one year's warranty.
  const cheap = await catalogueProduct(page.request, {
    ...onSale,
    where: (p) => discounted(p) && p.price <= 5000 && p.returnable && p.warrantyYears === 1,
  });
  const original = cheap.originalPrice!; // discounted: not null
  await open(page, `/product/${cheap.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cheap.name);
  const box = buyBox(page, cheap.name);
  await expect(box.getByText(rupees(cheap.price), { exact: true })).toBeVisible();
  await expect(box.locator('s')).toHaveText(new RegExp(rupees(original)));
  await expect(box.getByText(`Save ${rupees(original - cheap.price)}`)).toBeVisible();
  const percent = Math.round(((original - cheap.price) / original) * 100);
  await expect(box.getByText(`${percent}% off`)).toBeVisible();
  // Catalogue prices exclude GST (ADR 043): the page says so and shows the price with it.
  await expect(box.getByTestId('price-with-gst')).toHaveText(
    `+ 18% GST · ${withGst(cheap.price)} with GST`,
  );
  await expect(page.getByText('Inclusive of all taxes')).toHaveCount(0);
  await expect(box.getByText('In Stock', { exact: true })).toBeVisible();
  // Badges from the product's data (ADR 045): it does not ship free on its own, and its warranty
  // is one year.
  for (const badge of ['Free delivery above ₹5,000', '30 Days Return', '1 Year Warranty']) {
    await expect(box.getByText(badge, { exact: true })).toBeVisible();
  }
  await expect(box.getByText('Free Delivery', { exact: true })).toHaveCount(0);
  await expect(box.getByText('3 Year Warranty', { exact: true })).toHaveCount(0);

  // No price cut and sold out: no discount, no saving, nothing to buy.
  const gone = await catalogueProduct(page.request, {
    inStock: false,
    where: (p) => !discounted(p),
  });
  await open(page, `/product/${gone.id}`);
  const soldOut = buyBox(page, gone.name);
  await expect(soldOut.getByText(/Save ₹/)).toHaveCount(0);
  await expect(soldOut.getByText(/% off/)).toHaveCount(0);
  await expect(soldOut.locator('s')).toHaveCount(0);
  await expect(soldOut.getByText('Out of Stock', { exact: true }).first()).toBeVisible();
  await expect(soldOut.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
  await expect(soldOut.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  await expect(soldOut.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();

  // A product dearer than ₹5,000 ships free; its warranty years are its own.
  const dear = await catalogueProduct(page.request, {
    where: (p) => p.price > 5000 && p.returnable && p.warrantyYears > 1,
  });
  await open(page, `/product/${dear.id}`);
  const computer = buyBox(page, dear.name);
  for (const badge of ['Free Delivery', '30 Days Return', `${dear.warrantyYears} Year Warranty`]) {
    await expect(computer.getByText(badge, { exact: true })).toBeVisible();
  }
  // Software: not returnable, no warranty.
  const licence = await catalogueProduct(page.request, {
    where: (p) => !p.returnable && p.warrantyYears === 0,
  });
  await open(page, `/product/${licence.id}`);
  const software = buyBox(page, licence.name);
  await expect(software.getByText('Not returnable', { exact: true })).toBeVisible();
  await expect(software.getByText(/Year Warranty/)).toHaveCount(0);
});

test('the breadcrumb leads back to the catalogue', async ({ page }) => {
  const { id, name } = await catalogueProduct(page.request);
  await open(page, `/product/${id}`);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Products', name]);
  await expect(crumbs.getByText(name, { exact: true })).toHaveAttribute('aria-current', 'page');
  await crumbs.getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('an unknown or invalid id lands on the catalogue', async ({ page }) => {
  // The largest id a product can have: none will ever reach it.
  await page.goto('/product/2147483647');
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products');
  await page.goto('/product/abc');
  await expect(page).toHaveURL(/\/products$/);
});

test('related products link to other product pages', async ({ page }) => {
  const { id } = await catalogueProduct(page.request);
  const { related: expected } = await productDetail(page.request, id);
  expect(expected.length).toBeGreaterThan(0);
  // The route manifest comes whole, once, as a file: no page asks the server for part of it
  // (ADR 094).
  const manifestAsks: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/__manifest')) manifestAsks.push(r.url());
  });
  const manifestFile = page.waitForResponse((r) => /\/assets\/manifest-\w+\.js$/.test(r.url()));
  await open(page, `/product/${id}`);
  expect((await manifestFile).ok()).toBe(true);
  const related = page.getByRole('region', { name: 'Related Products' });
  const links = related.getByRole('heading').getByRole('link');
  await expect(links).toHaveCount(expected.length);
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs.every((h) => /^\/product\/\d+$/.test(h ?? '') && h !== `/product/${id}`)).toBe(true);
  const name = await links.first().innerText();
  await links.first().click();
  await expect(page).toHaveURL(hrefs[0]!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  expect(manifestAsks).toEqual([]);
});

test('the server-rendered page carries the name, the price and JSON-LD without JS', async ({
  request,
}) => {
  // An in-stock product with approved reviews, so the page rates it.
  const product = await catalogueProduct(request, { ...onSale, where: (p) => p.reviews > 0 });
  const res = await request.get(`/product/${product.id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(`${product.name.replaceAll('&', '&amp;')}</h1>`);
  expect(html).toContain(rupees(product.price));
  const blocks = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  const ld = blocks.find((b) => b['@type'] === 'Product');
  const price = product.price.toFixed(2);
  expect(ld).toMatchObject({
    name: product.name,
    sku: String(product.id),
    brand: { name: product.brand },
    // From its approved reviews (ADR 051), as the catalogue API counts them.
    aggregateRating: { ratingValue: product.rating, reviewCount: product.reviews },
    offers: {
      priceCurrency: 'INR',
      price,
      priceSpecification: { price, valueAddedTaxIncluded: false },
      availability: 'https://schema.org/InStock',
    },
  });
  expect((ld?.image as string[])[0]).toMatch(/^https?:\/\/.+\//);
  expect((ld?.image as string[])[0]!.endsWith(product.images[0]!)).toBe(true);
  const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList');
  expect(crumbs?.itemListElement).toHaveLength(3);
  expect(html).toMatch(
    new RegExp(`<link rel="canonical" href="https?://[^"]+/product/${product.id}"`),
  );
});
