import type { APIRequestContext, Page } from '@playwright/test';
import { catalogueProduct } from './catalogue-data';
import { expect, hydrated, test } from './fixtures';

/**
 * ADR 047: the wishlist works without JavaScript, for guests too. The heart is a form the browser
 * posts to /wishlist, which saves to the server's wishlist (named by the cart_id cookie) and comes
 * back to the page with ?saved=<id>; Remove on /wishlist is a form too; at log in the guest's
 * wishlist joins the account's.
 */

/** A paper roll (the first the list shows) and a product of another category, found at run time. */
async function twoProducts(request: APIRequestContext) {
  const roll = await catalogueProduct(request, { category: 'paper-rolls', priceBands: 'any' });
  const other = await catalogueProduct(request, { where: (p) => p.category !== 'paper-rolls' });
  return { roll, other };
}

const wishlistLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Wishlist/ });
const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('link', { name, exact: true }) });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a guest saves from a card and the product page, sees and removes them on /wishlist, and keeps them at log in', async ({
    page,
    request,
  }) => {
    // An account that already saved the charger (made through the API, elsewhere).
    const email = `wish-nojs-${Date.now()}-${process.pid}@example.com`;
    const headers = { 'x-requested-with': 'fetch' };
    const signup = await request.post('/api/auth/signup', {
      headers,
      data: { name: 'Kiran Shah', email, password: 'wish-secret-1' },
    });
    expect(signup.status()).toBe(201);
    const { roll, other } = await twoProducts(request);
    const [ROLL, CHARGER] = [roll.name, other.name];
    expect((await request.put(`/api/wishlist/${other.id}`, { headers })).status()).toBe(200);

    await page.goto('/products?category=paper-rolls');
    await card(page, ROLL)
      .getByRole('button', { name: `Add ${ROLL} to wishlist` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/products\\?category=paper-rolls&saved=${roll.id}$`));
    await expect(page.getByRole('status').filter({ hasText: 'Added to wishlist' })).toBeVisible();
    await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 item');
    const savedHeart = card(page, ROLL).getByRole('button', {
      name: `Remove ${ROLL} from wishlist`,
    });
    await expect(savedHeart).toHaveAttribute('aria-pressed', 'true');

    await page.goto(`/product/${other.id}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: `Add ${CHARGER} to wishlist` })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/product/${other.id}\\?saved=${other.id}$`));
    await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 2 items');

    await wishlistLink(page).click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect(page.getByRole('heading', { name: 'My Wishlist' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByRole('link', { name: ROLL, exact: true })).toBeVisible();
    await expect(page.getByText('2 saved products')).toBeVisible();

    await page.getByRole('button', { name: `Remove ${ROLL}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/wishlist\\?unsaved=${roll.id}$`));
    await expect(
      page.getByRole('status').filter({ hasText: 'Removed from wishlist' }),
    ).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('link', { name: CHARGER, exact: true })).toBeVisible();

    // Save the roll again, then log in: the guest's list joins the account's (the charger once).
    await page.goto(`/product/${roll.id}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: `Add ${ROLL} to wishlist` })
      .first()
      .click();
    await page.goto('/login?redirect=/wishlist');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('wish-secret-1');
    await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 2 items');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'cart_id')).toBeUndefined();
  });

  test('an empty wishlist says so in the first HTML', async ({ page }) => {
    await page.goto('/wishlist');
    await expect(page.getByText('Your wishlist is empty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });
});

test('a heart clicked before the page has hydrated saves once, and the page then shows it', async ({
  page,
}) => {
  // Hold the page's scripts until after the click, so the native form is what posts.
  const held: (() => void)[] = [];
  let holding = true;
  await page.route('**/assets/*.js', async (route) => {
    if (!holding) return route.continue();
    await new Promise<void>((resolve) => held.push(resolve));
    await route.continue();
  });
  const { roll } = await twoProducts(page.request);
  const ROLL = roll.name;
  await page.goto(`/product/${roll.id}`, { waitUntil: 'domcontentloaded' });
  await page
    .getByRole('main')
    .getByRole('button', { name: `Add ${ROLL} to wishlist` })
    .first()
    .click();
  holding = false;
  held.forEach((release) => release());
  await expect(page).toHaveURL(new RegExp(`/product/${roll.id}\\?saved=${roll.id}$`));
  await expect(page.getByRole('status').filter({ hasText: 'Added to wishlist' })).toBeVisible();
  await hydrated(page);
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 item');
  // With the script running, the filled heart takes the product off again without a reload.
  const removed = page.waitForResponse(
    (r) => r.url().includes('/wishlist.data') && r.request().method() === 'POST',
  );
  await page
    .getByRole('main')
    .getByRole('button', { name: `Remove ${ROLL} from wishlist` })
    .first()
    .click();
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist');
  await expect(page).toHaveURL(new RegExp(`/product/${roll.id}\\?saved=${roll.id}$`));
  await expect(page.getByRole('status').filter({ hasText: 'Added to wishlist' })).toHaveCount(0);
  expect((await removed).status()).toBe(200);
  await page.goto('/wishlist');
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();
});
