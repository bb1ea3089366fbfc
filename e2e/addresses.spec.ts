import type { Page } from '@playwright/test';
import { catalogueProduct, catalogueProducts } from './catalogue-data';
import { expect, hydrated, submitToCart, test } from './fixtures';

/**
 * Addresses with JavaScript (ADR 053): a guest's checkout goes through /login, which
 * shows the cart, and comes back with the cart intact; the PIN code fills the city and state
 * from India Post's directory (and leaves typed ones alone); "Save this address" keeps it; the
 * next checkout is four actions from the cart with the default address picked.
 */

let counter = 0;
const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${process.pid}-${++counter}@example.com`.toLowerCase();
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });

test.describe('address book and checkout with JavaScript', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a guest signs up from checkout with the cart kept; PIN autofill; a returning checkout in four actions', async ({
    page,
  }) => {
    // A guest's cart: two products with stock to spare (found at run time).
    for (const { id } of (await catalogueProducts(page.request))
      .filter((p) => p.stock >= 10)
      .slice(0, 2)) {
      await page.goto(`/product/${id}`);
      await hydrated(page);
      await submitToCart(
        page,
        page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first(),
      );
    }
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

    // Checkout asks to sign in, and the login page shows what is being checked out.
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/login\?redirect=\/checkout$/);
    const summary = page.getByTestId('login-cart-summary');
    await expect(summary).toContainText('Sign in to check out your cart');
    await expect(summary.getByRole('listitem')).toHaveCount(2);
    await expect(summary).toContainText('2 items');
    await hydrated(page);
    await page.getByRole('link', { name: 'Create Account' }).click();
    const main = page.getByRole('main');
    await main.getByLabel('Full Name').fill('Lakshmi Traders');
    await main.getByLabel('Email').fill(uniqueEmail('addresses'));
    await main.getByLabel('Password', { exact: true }).fill('correct-horse-42');
    await main.getByRole('button', { name: 'Create Account' }).click();

    // Back at checkout with the same cart: merged once, never doubled.
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByText('Subtotal (2 items)')).toBeVisible();
    await hydrated(page);

    // The PIN fills the city and state; a second PIN refills what it filled.
    await main.getByLabel('Mobile number').fill('98450 12345');
    await main.getByLabel('PIN code').fill('560001');
    await expect(main.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Bangalore');
    await expect(main.getByRole('combobox', { name: 'State', exact: true })).toHaveValue(
      'Karnataka',
    );
    await expect(main.getByText('Bangalore, Karnataka')).toBeVisible();
    await main.getByLabel('PIN code').fill('400093');
    await expect(main.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Mumbai');
    await expect(main.getByRole('combobox', { name: 'State', exact: true })).toHaveValue(
      'Maharashtra',
    );
    // A city the shopper typed is theirs: the next PIN leaves it.
    await main.getByRole('textbox', { name: 'City', exact: true }).fill('Andheri East, Mumbai');
    await main.getByLabel('PIN code').fill('400069');
    await expect(main.getByText('Mumbai, Maharashtra')).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'City', exact: true })).toHaveValue(
      'Andheri East, Mumbai',
    );
    // An unlisted PIN is said, not refused.
    await main.getByLabel('PIN code').fill('999999');
    await expect(main.getByText(/not in India Post’s directory/)).toBeVisible();
    // A PIN of another state than the one chosen is refused by the server, next to the PIN.
    await main.getByLabel('PIN code').fill('400069');
    await main.getByRole('combobox', { name: 'State', exact: true }).selectOption('Gujarat');
    await main.getByRole('textbox', { name: 'Address', exact: true }).fill('4 Chakala Road');
    await expect(main.getByText('Your first address is saved to your address book')).toBeVisible();
    await main.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(main.getByLabel('PIN code')).toHaveAccessibleDescription(
      /PIN code 400069 is in Maharashtra, not Gujarat/,
    );
    await main.getByRole('combobox', { name: 'State', exact: true }).selectOption('Maharashtra');
    await main.getByRole('button', { name: 'Continue to Payment' }).click();
    await main.getByRole('button', { name: 'Review Order' }).click();
    await main.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/account\?tab=orders&placed=ORD\d+/);

    // The address is in the book, as the default.
    await page.goto('/account?tab=addresses');
    await expect(main.getByRole('list', { name: 'Saved addresses' })).toContainText(
      '4 Chakala Road, Andheri East, Mumbai, Maharashtra 400069',
    );
    await expect(main.getByRole('list', { name: 'Saved addresses' })).toContainText('Default');

    // A returning customer: cart → Proceed → Continue → Review → Place Order (four actions).
    await page.goto(`/product/${(await catalogueProduct(page.request, { minStock: 10 })).id}`);
    await hydrated(page);
    await submitToCart(
      page,
      page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first(),
    );
    await page.goto('/cart');
    await hydrated(page);
    await main.getByRole('link', { name: /Proceed to Checkout/ }).click(); // 1
    await expect(main.getByRole('radio', { name: /4 Chakala Road/ })).toBeChecked();
    await expect(main.getByRole('textbox', { name: 'Address', exact: true })).toBeHidden();
    await main.getByRole('button', { name: 'Continue to Payment' }).click(); // 2
    await main.getByRole('button', { name: 'Review Order' }).click(); // 3
    await expect(main.getByText('Mumbai, Maharashtra 400069')).toBeVisible();
    await main.getByRole('button', { name: 'Place Order' }).click(); // 4
    await expect(page).toHaveURL(/\/account\?tab=orders&placed=ORD\d+/);
  });
});
