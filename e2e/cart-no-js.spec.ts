import type { APIRequestContext, Page } from '@playwright/test';
import { FREE_SHIPPING_ABOVE, SHIPPING_CHARGE } from '../packages/shared/src/pricing/cart-totals';
import { catalogueProduct, rupees } from './catalogue-data';
import { expect, hydrated, test } from './fixtures';

/**
 * ADR 042: the cart works without JavaScript, for guests too. Add to Cart is a form the browser
 * posts to /cart, which adds to the server's cart (named by the cart_id cookie) and comes back
 * to the page with ?added=<id>; the cart page's buttons are forms too; at log in the guest cart
 * joins the account's.
 */

/** The cheapest paper roll with stock to spare (found at run time). */
const paperRoll = (request: APIRequestContext) =>
  catalogueProduct(request, {
    category: 'paper-rolls',
    sort: 'price-low',
    minStock: 10,
    // Rolls are priced by the quantity from 5 or 10; these carts hold one.
    priceBands: 'any',
  });

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
    // A roll, and another product of which three stay under the free-delivery threshold with
    // the roll, at a price whose 18% GST is whole rupees (a multiple of ₹50).
    const roll = await paperRoll(request);
    const other = await catalogueProduct(request, {
      minStock: 10,
      where: (p) =>
        p.category !== 'paper-rolls' &&
        p.price % 50 === 0 &&
        roll.price + 3 * p.price <= FREE_SHIPPING_ABOVE,
    });
    const [ROLL, CHARGER] = [roll.name, other.name];
    await request.put('/api/cart', { headers, data: { items: [{ id: roll.id, quantity: 1 }] } });

    await page.goto('/products?category=paper-rolls');
    await card(page, ROLL).getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(new RegExp(`/products\\?category=paper-rolls&added=${roll.id}$`));
    await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toContainText(ROLL);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

    await page.goto(`/product/${other.id}`);
    await page.getByLabel('Quantity', { exact: true }).fill('2');
    await addButton(page).click();
    await expect(page).toHaveURL(new RegExp(`/product/${other.id}\\?added=${other.id}$`));
    await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toContainText(
      CHARGER,
    );
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');

    await cartLink(page).click();
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    const subtotal = page.getByTestId('summary-subtotal');
    await expect(subtotal).toHaveText(rupees(roll.price + 2 * other.price));

    await page.getByRole('button', { name: `Increase quantity of ${CHARGER}` }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(subtotal).toHaveText(rupees(roll.price + 3 * other.price));
    await page.getByRole('button', { name: `Decrease quantity of ${CHARGER}` }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(subtotal).toHaveText(rupees(roll.price + 2 * other.price));
    await page.getByRole('button', { name: `Increase quantity of ${CHARGER}` }).click();
    await expect(subtotal).toHaveText(rupees(roll.price + 3 * other.price));
    await page.getByRole('button', { name: `Remove ${ROLL} from cart` }).click();
    await expect(lines).toHaveCount(1);
    // Spec §9 with ADR 096: 18% GST on the subtotal and on the delivery charge below the
    // threshold, the delivery row showing the charge with its GST before anything is paid.
    const three = 3 * other.price;
    const deliveryGst = (SHIPPING_CHARGE * 18) / 100;
    const tax = (three * 18) / 100 + deliveryGst; // whole rupees: the price is a multiple of ₹50
    await expect(subtotal).toHaveText(rupees(three));
    await expect(page.getByTestId('summary-shipping')).toHaveText(
      `${rupees(SHIPPING_CHARGE)} (${rupees(SHIPPING_CHARGE + deliveryGst)} with ${rupees(deliveryGst)} GST)`,
    );
    await expect(page.getByTestId('summary-tax')).toHaveText(rupees(tax));
    await expect(page.getByTestId('summary-total')).toHaveText(
      rupees(three + tax + SHIPPING_CHARGE),
    );

    // Log in: the guest's chargers join the account's roll.
    await page.goto('/login?redirect=/cart');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('cart-secret-1');
    await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(lines).toHaveCount(2);
    await expect(subtotal).toHaveText(rupees(roll.price + 3 * other.price));
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
  const roll = await paperRoll(page.request);
  await page.goto(`/product/${roll.id}`, { waitUntil: 'domcontentloaded' });
  await addButton(page).click();
  holding = false;
  await Promise.all(held.map((release) => release()));
  await expect(page).toHaveURL(new RegExp(`/product/${roll.id}\\?added=${roll.id}$`));
  await hydrated(page);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByLabel(`Quantity of ${roll.name}`, { exact: true })).toHaveText('1');
  // The localStorage mirror follows the server's cart.
  await hydrated(page);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]').length))
    .toBe(1);
});
