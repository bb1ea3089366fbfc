import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

/**
 * ADR 042: the cart works without JavaScript, for guests too. Add to Cart is a form the browser
 * posts to /cart, which adds to the server's cart (named by the cart_id cookie) and comes back
 * to the page with ?added=<id>; the cart page's buttons are forms too; at log in the guest cart
 * joins the account's.
 */
const ROLL = '58mm Thermal Paper Roll 15m'; // product 6, ₹20
const CHARGER = 'Fast Charging Mobile Charger 25W'; // product 32, ₹1,200

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });
/** The product page's own Add to Cart (related products below have theirs). */
const addButton = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first();
const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('link', { name, exact: true }) });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a guest adds from the list and the detail page, changes the cart and keeps it at log in', async ({
    page,
    request,
  }) => {
    // An account that already holds a roll in its cart (made through the API, elsewhere).
    const email = `cart-nojs-${Date.now()}-${process.pid}@example.com`;
    const headers = { 'x-requested-with': 'fetch' };
    const signup = await request.post('/api/auth/signup', {
      headers,
      data: { name: 'Kiran Shah', email, password: 'cart-secret-1' },
    });
    expect(signup.status()).toBe(201);
    await request.put('/api/cart', { headers, data: { items: [{ id: 6, quantity: 1 }] } });

    await page.goto('/products?category=paper-rolls');
    await card(page, ROLL).getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(/\/products\?category=paper-rolls&added=6$/);
    await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toContainText(ROLL);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

    await page.goto('/product/32');
    await page.getByLabel('Quantity', { exact: true }).fill('2');
    await addButton(page).click();
    await expect(page).toHaveURL(/\/product\/32\?added=32$/);
    await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toContainText(
      CHARGER,
    );
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');

    await cartLink(page).click();
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    await expect(page.getByTestId('summary-subtotal')).toHaveText('₹2,420');

    await page.getByRole('button', { name: `Increase quantity of ${CHARGER}` }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('summary-subtotal')).toHaveText('₹3,620');
    await page.getByRole('button', { name: `Remove ${ROLL} from cart` }).click();
    await expect(lines).toHaveCount(1);
    await expect(page.getByTestId('summary-subtotal')).toHaveText('₹3,600');
    await expect(page.getByTestId('summary-shipping')).toHaveText('₹500');
    await expect(page.getByTestId('summary-tax')).toHaveText('₹648');
    await expect(page.getByTestId('summary-total')).toHaveText('₹4,748');

    // Log in: the guest's chargers join the account's roll.
    await page.goto('/login?redirect=/cart');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('cart-secret-1');
    await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(lines).toHaveCount(2);
    await expect(page.getByTestId('summary-subtotal')).toHaveText('₹3,620');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 4 items');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'cart_id')).toBeUndefined();

    // Clear empties it.
    await page.getByRole('button', { name: 'Clear Cart' }).click();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
  });
});

test('Add to Cart clicked before the page has hydrated adds exactly one', async ({ page }) => {
  // Hold the page's scripts until after the click, so the native form is what posts.
  const held: (() => Promise<void>)[] = [];
  let holding = true;
  await page.route('**/assets/*.js', async (route) => {
    if (!holding) return route.continue();
    await new Promise<void>((resolve) => held.push(async () => resolve()));
    await route.continue();
  });
  await page.goto('/product/6', { waitUntil: 'domcontentloaded' });
  await addButton(page).click();
  holding = false;
  await Promise.all(held.map((release) => release()));
  await expect(page).toHaveURL(/\/product\/6\?added=6$/);
  await hydrated(page);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByLabel(`Quantity of ${ROLL}`, { exact: true })).toHaveText('1');
  // The localStorage mirror follows the server's cart.
  await hydrated(page);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]').length))
    .toBe(1);
});
