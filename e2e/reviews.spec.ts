import crypto from 'node:crypto';
import { catalogueProducts, newProduct } from './catalogue-data';
import { expect, hydrated, test } from './fixtures';
import { adminContext, customerContext, deliver, placeOrder } from './people';

/**
 * Reviews where shoppers and staff meet it (ADR 049): a buyer whose order was delivered
 * reviews the product without JavaScript; staff publish it, and the product page, its rating
 * and its JSON-LD show it; hidden, it stops counting and its writer is told why.
 */

// Both tests read the shop's review figures: run one after the other, never beside each other.
test.describe.configure({ mode: 'serial' });

/** The Product JSON-LD of a product page. */
async function productLd(page: import('@playwright/test').Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b)).find((d) => d['@type'] === 'Product');
}

test('a buyer reviews a delivered product without JavaScript; staff publish and hide it', async ({
  browser,
  consoleErrors,
}) => {
  test.slow(); // two contexts, the CLI and several pages
  const admin = await adminContext(browser, consoleErrors);
  const buyer = await customerContext(browser, consoleErrors, 'Meera Iyer', {
    javaScriptEnabled: false,
  });
  const page = await buyer.context.newPage();
  const title = `Kitchen printer ${crypto.randomBytes(3).toString('hex')}`;
  // A product of the test's own, so it has no reviews but this one.
  const { id: PRODUCT } = await newProduct(
    admin.request,
    `Thermal Kitchen Printer ${title.slice(-6)}`,
  );

  // Ordered but not delivered: no form yet.
  const orderId = await placeOrder(buyer, 'Meera Iyer', PRODUCT);
  await page.goto(`/product/${PRODUCT}`);
  const reviews = page.locator('#reviews');
  await expect(reviews.getByText(/once an order containing it has been delivered/)).toBeVisible();
  await expect(reviews.getByRole('button', { name: 'Submit review' })).toHaveCount(0);
  expect((await productLd(page)).aggregateRating).toBeUndefined();

  await deliver(admin, orderId);
  // The delivered order's page leads to the form.
  await page.goto(`/orders/${orderId}`);
  await page.getByRole('link', { name: /Review this product/ }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${PRODUCT}#your-review$`));
  // Refused without a rating: the error is next to the stars, what was typed stays.
  await reviews.getByLabel('Title (optional)').fill(title);
  await reviews.getByLabel('Your review').fill('Prints KOTs fast and the cutter is clean.');
  await reviews.getByRole('button', { name: 'Submit review' }).click();
  await expect(reviews.getByText('Choose a rating from 1 to 5 stars')).toBeVisible();
  await expect(reviews.getByLabel('Your review')).toHaveValue(
    'Prints KOTs fast and the cutter is clean.',
  );
  await reviews.locator('label').filter({ hasText: '4 stars' }).click();
  await reviews.getByRole('button', { name: 'Submit review' }).click();
  await expect(page).toHaveURL(/review=saved/);
  await expect(reviews.getByRole('status')).toContainText('will appear once our team');
  // Waiting for moderation: not in the list, not counted.
  await expect(reviews.getByRole('heading', { name: title })).toHaveCount(0);

  // Staff publish it from the queue.
  const staff = await admin.newPage();
  await staff.goto('/admin/reviews?status=pending');
  await hydrated(staff);
  const card = staff.getByRole('article', { name: new RegExp(title) });
  await card.getByRole('button', { name: 'Publish' }).click();
  // Off the pending list, into the published one.
  await expect(card).toHaveCount(0);

  // Everyone sees it now: the review, its buyer, the rating, the JSON-LD.
  const guest = await browser.newPage();
  await guest.goto(`/product/${PRODUCT}`);
  const shown = guest.locator('#reviews');
  await expect(shown.getByRole('heading', { name: title })).toBeVisible();
  await expect(shown.getByText('Meera I., Mumbai')).toBeVisible();
  await expect(shown.getByText('Verified purchase')).toBeVisible();
  await expect(guest.getByText('(1 review)').first()).toBeVisible();
  const ld = await productLd(guest);
  expect(ld.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
  expect(ld.review[0]).toMatchObject({ name: title, reviewRating: { ratingValue: 4 } });
  await expect(shown.getByRole('link', { name: 'Sign in' })).toBeVisible();

  // Hidden for a published reason: off the page, and its writer is told why.
  await staff.goto('/admin/reviews?status=approved');
  await hydrated(staff);
  const published = staff.getByRole('article', { name: new RegExp(title) });
  await expect(published.getByText('Published')).toBeVisible();
  await published.getByLabel('Hide because').selectOption('Not about this product');
  await published.getByRole('button', { name: 'Hide review' }).click();
  await expect(staff.getByRole('article', { name: new RegExp(title) })).toHaveCount(0);
  await guest.reload();
  await expect(guest.locator('#reviews').getByRole('heading', { name: title })).toHaveCount(0);
  await expect(guest.getByText('No reviews yet').first()).toBeVisible();
  await page.goto(`/product/${PRODUCT}`);
  await expect(reviews.getByText('Not published: Not about this product')).toBeVisible();
  await guest.close();
});

test('the shop rating on /contact is the demo reviews counted, and home quotes them', async ({
  page,
  request,
}) => {
  const items = await catalogueProducts(request);
  const count = items.reduce((n, p) => n + p.reviews, 0);
  expect(count).toBeGreaterThan(0);
  await page.goto('/contact');
  await expect(page.getByText(`from ${count} verified reviews`)).toBeVisible();
  await page.goto('/');
  await expect(page.getByText(new RegExp(`/5 from ${count} reviews`))).toBeVisible();
  await expect(page.getByText('Verified purchase').first()).toBeAttached();
});
