import type { Page } from '@playwright/test';
import { catalogueProduct } from './catalogue-data';
import { expect, test } from './fixtures';

/**
 * Addresses without JavaScript (ADR 053, 054): the account's address book —
 * add (city and state filled by the server from the PIN), edit, make default, delete after a
 * second step — and checkout: a guest is sent to /login, which shows the cart, and comes back
 * to /checkout with it; the saved default address is picked; a GSTIN of another state is refused
 * next to it; the right one is kept on the profile.
 */

let counter = 0;
const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${process.pid}-${++counter}@example.com`.toLowerCase();
const WRITE = { 'x-requested-with': 'fetch' };
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 150_000 });

  test('the address book, login with the cart, checkout to a saved address with a GSTIN', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('addresses-nojs');
    const created = await request.post('/api/auth/signup', {
      data: { name: 'Kiran Shah', email, password: 'correct-horse-42' },
      headers: WRITE,
    });
    expect(created.status()).toBe(201);

    // A guest's cart, then checkout: log in, the cart shown beside the form, and back.
    await page.goto(`/product/${(await catalogueProduct(page.request, { minStock: 10 })).id}`);
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/login\?redirect=\/checkout$/);
    await expect(page.getByTestId('login-cart-summary')).toContainText('1 item');
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill(email);
    await main.getByLabel('Password', { exact: true }).fill('correct-horse-42');
    await main.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByText('Subtotal (1 item)')).toBeVisible();

    // The address book: add one with the city and state left for the server to fill.
    await page.goto('/account?tab=addresses');
    await expect(main).toContainText('No saved addresses yet');
    await main.getByRole('link', { name: 'Add a new address' }).click();
    await main.getByLabel('Full name').fill('Kiran Shah');
    await main.getByLabel('Mobile number').fill('98250 11111');
    await main.getByLabel('PIN code').fill('395003');
    await main.getByRole('textbox', { name: 'Address', exact: true }).fill('21 Ring Road');
    await main.getByRole('button', { name: 'Save address' }).click();
    await expect(main.getByRole('status')).toHaveText('Address saved.');
    const list = main.getByRole('list', { name: 'Saved addresses' });
    await expect(list).toContainText('21 Ring Road, Surat, Gujarat 395003');
    await expect(list).toContainText('Default');

    // A second one, in another state: a PIN of the wrong state is refused next to the PIN.
    await main.getByRole('link', { name: 'Add a new address' }).click();
    await main.getByLabel('Full name').fill('Kiran Shah (shop)');
    await main.getByLabel('Mobile number').fill('98250 22222');
    await main.getByLabel('PIN code').fill('400093');
    await main.getByRole('textbox', { name: 'Address', exact: true }).fill('5 Chakala Road');
    await main.getByRole('textbox', { name: 'City', exact: true }).fill('Mumbai');
    await main.getByRole('combobox', { name: 'State', exact: true }).selectOption('Gujarat');
    await main.getByRole('button', { name: 'Save address' }).click();
    await expect(main.getByLabel('PIN code')).toHaveAccessibleDescription(
      /PIN code 400093 is in Maharashtra, not Gujarat/,
    );
    await expect(main.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue(
      '5 Chakala Road',
    );
    await main.getByRole('combobox', { name: 'State', exact: true }).selectOption('Maharashtra');
    await main.getByRole('button', { name: 'Save address' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);

    // Edit, make default, delete (asked again on the page).
    await main.getByRole('link', { name: /Edit address of Kiran Shah \(shop\)/ }).click();
    await main.getByRole('textbox', { name: 'Address', exact: true }).fill('6 Chakala Road');
    await main.getByRole('button', { name: 'Save address' }).click();
    await expect(list).toContainText('6 Chakala Road, Mumbai, Maharashtra 400093');
    await main.getByRole('button', { name: /Make the address of Kiran Shah \(shop\)/ }).click();
    await expect(main.getByRole('status')).toHaveText('Default address changed.');
    await expect(list.getByRole('listitem').first()).toContainText('Kiran Shah (shop)');
    await expect(list.getByRole('listitem').first()).toContainText('Default');
    await main.getByRole('link', { name: /Delete address of Kiran Shah, 395003/ }).click();
    await expect(main).toContainText('Delete this address?');
    await main.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(main.getByRole('status')).toHaveText('Address deleted.');
    await expect(list.getByRole('listitem')).toHaveCount(1);

    // Checkout: the default picked; a GSTIN of another state refused, then the right one.
    await page.goto('/checkout');
    await expect(main.getByRole('radio', { name: /6 Chakala Road/ })).toBeChecked();
    await main.getByLabel('I need a GST invoice').check();
    await main.getByLabel('Business legal name').fill('Shah Traders');
    await main.getByRole('textbox', { name: 'GSTIN', exact: true }).fill('29AAGCB7383J1Z4');
    await main.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(
      main.getByRole('textbox', { name: 'GSTIN', exact: true }),
    ).toHaveAccessibleDescription(/registered in Karnataka, but the billing state is Maharashtra/);
    await main.getByRole('textbox', { name: 'GSTIN', exact: true }).fill('27AAPFU0939F1ZV');
    await main.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page).toHaveURL(/\/checkout\?step=payment$/);
    await main.getByRole('button', { name: 'Review Order' }).click();
    await main.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/account\?tab=orders&placed=ORD\d+$/);
    const orderId = new URL(page.url()).searchParams.get('placed')!;
    const { order } = await (await page.request.get(`/api/orders/${orderId}`)).json();
    expect(order.business).toEqual({ name: 'Shah Traders', gstin: '27AAPFU0939F1ZV' });
    expect(order.shippingAddress).toMatchObject({ city: 'Mumbai', pincode: '400093' });

    // The GST details are kept on the profile for next time.
    await page.goto('/account');
    await expect(page.getByTestId('profile-view')).toContainText('27AAPFU0939F1ZV');
    await expect(page.getByTestId('profile-view')).toContainText('Shah Traders');
  });
});
