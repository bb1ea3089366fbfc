import type { Page } from '@playwright/test';
import { catalogueProduct, productDetail } from './catalogue-data';
import { expect, test } from './fixtures';

/**
 * ADR 049: checkout and Buy Now without JavaScript. Each checkout step is a form posted to the
 * /checkout action, the step in the address; a refused field is said next to it; Back is a link;
 * Place Order lands on the confirmation (post-redirect-get), a second post of the same page
 * lands on the same order; the demo Pay now is a form too. Buy Now posts the product page's
 * quantity form to /buy-now, asks for the address the profile lacks, and lands on the
 * confirmation.
 */

let counter = 0;
const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${process.pid}-${++counter}@example.com`.toLowerCase();
const WRITE = { 'x-requested-with': 'fetch' };

/** Signs the browser in: the page's own request context shares its cookies. */
async function signUp(page: Page, name: string, email: string) {
  const res = await page.request.post('/api/auth/signup', {
    data: { name, email, password: 'correct-horse-42' },
    headers: WRITE,
  });
  expect(res.status()).toBe(201);
}

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });
const orderOf = async (page: Page, orderId: string) =>
  (await (await page.request.get(`/api/orders/${orderId}`)).json()).order;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 90_000 });

  test('checkout: three steps as forms, a refused field, Back, Place Order once, demo Pay', async ({
    page,
    request,
  }) => {
    // The account exists; this browser is a guest until checkout asks it to log in.
    const email = uniqueEmail('checkout-nojs');
    const created = await request.post('/api/auth/signup', {
      data: { name: 'Meera Stores', email, password: 'correct-horse-42' },
      headers: WRITE,
    });
    expect(created.status()).toBe(201);
    // Browse with a filter, add from the list and from a product page, change a quantity.
    await page.goto('/products?category=paper-rolls');
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page).toHaveURL(/\/products\?category=paper-rolls&added=\d+$/);
    const roll = (
      await productDetail(request, Number(new URL(page.url()).searchParams.get('added')))
    ).product;
    expect(roll.category).toBe('paper-rolls');
    const machine = await catalogueProduct(request, {
      minStock: 10,
      where: (p) => p.category !== 'paper-rolls',
    });
    await page.goto(`/product/${machine.id}`);
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/product/${machine.id}\\?added=${machine.id}$`));
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
    await cartLink(page).click();
    await page
      .getByRole('button', { name: `Increase quantity of ${roll.name}`, exact: true })
      .click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
    // Checkout needs an account: log in, and come back to it.
    await page.getByRole('link', { name: /Proceed to Checkout/ }).click();
    await expect(page).toHaveURL(/\/login\?redirect=\/checkout$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('correct-horse-42');
    await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    // Shipping: prefilled from the account; a bad PIN code is refused by the server, in place.
    const main = page.getByRole('main');
    await expect(main.getByLabel('Email')).toHaveValue(email);
    await expect(main.getByLabel('Full name')).toHaveValue('Meera Stores');
    await main.getByLabel('Mobile number').fill('98765 43210');
    await main.getByLabel('PIN code').fill('012345');
    await main.getByLabel('Address').fill('7 Residency Road');
    await main.getByLabel('City').fill('Bengaluru');
    await main.getByLabel('State').selectOption('Karnataka');
    await main.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(main.getByLabel('PIN code')).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByLabel('PIN code')).toHaveAccessibleDescription(
      'PIN code must be exactly 6 digits',
    );
    // What was typed is still there.
    await expect(main.getByLabel('Address')).toHaveValue('7 Residency Road');
    await main.getByLabel('PIN code').fill('560025');
    await main.getByRole('button', { name: 'Continue to Payment' }).click();

    // Payment: UPI by default; net banking's banks show by CSS alone; no card fields at all.
    await expect(page).toHaveURL(/\/checkout\?step=payment$/);
    await expect(main.getByRole('heading', { name: /Payment method/ })).toBeVisible();
    await expect(main.getByRole('radio', { name: /^UPI/ })).toBeChecked();
    await main.getByRole('radio', { name: /Credit \/ Debit Card/ }).check();
    await expect(main.getByText('Razorpay collects your card details securely')).toBeVisible();
    await expect(main.getByLabel('Card number')).toHaveCount(0);
    await expect(main.getByLabel('CVV')).toHaveCount(0);
    await main.getByRole('radio', { name: /Net Banking/ }).check();
    await main.getByRole('radio', { name: 'HDFC Bank' }).check();
    await main.getByRole('button', { name: 'Review Order' }).click();

    // Review, Back (a link) and forward again: the choice is kept.
    await expect(page).toHaveURL(/\/checkout\?step=review$/);
    await expect(page.getByTestId('review-method')).toHaveText('Net Banking');
    await expect(main.getByText('HDFC Bank')).toBeVisible();
    await expect(main.getByText('Bengaluru, Karnataka 560025')).toBeVisible();
    await main.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/checkout\?step=payment$/);
    await expect(main.getByRole('radio', { name: /Net Banking/ })).toBeChecked();
    await expect(main.getByRole('radio', { name: 'HDFC Bank' })).toBeChecked();
    await main.getByRole('button', { name: 'Review Order' }).click();
    await expect(page).toHaveURL(/\/checkout\?step=review$/);

    const key = await main.locator('input[name="key"]').inputValue();
    await main.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/account\?tab=orders&placed=ORD\d+$/);
    const orderId = new URL(page.url()).searchParams.get('placed')!;
    const confirmation = main.getByTestId('order-confirmation');
    await expect(confirmation).toContainText('Order placed successfully!');
    await expect(confirmation).toContainText(`Order ID: ${orderId}`);
    await expect(cartLink(page)).toHaveAccessibleName('Cart');

    // Priced by the server from the catalogue; nothing paid yet.
    const order = await orderOf(page, orderId);
    expect(order.paymentStatus).toBe('Pending');
    expect(order.paymentMethod).toBe('NETBANKING');
    expect(
      order.lines
        .map((l: { productId: number }) => l.productId)
        .sort((a: number, b: number) => a - b),
    ).toEqual([roll.id, machine.id].sort((a, b) => a - b));

    // The same Place Order posted again (a double click, history) lands on the same order.
    const again = await page.request.post('/checkout?step=review', {
      form: { intent: 'place', key },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(302);
    expect(again.headers().location).toContain(`placed=${orderId}`);
    const { orders } = await (await page.request.get('/api/orders')).json();
    expect(orders).toHaveLength(1);

    // Pay now in demo mode is a form, and says it is a demo.
    await confirmation.getByRole('button', { name: 'Pay now (demo)' }).click();
    await expect(page).toHaveURL(new RegExp(`/account\\?tab=orders&placed=${orderId}$`));
    await expect(main.getByTestId('order-confirmation')).toContainText(
      'Payment received. This was a demo payment: nothing was charged.',
    );
    await expect(main.getByRole('button', { name: /Pay now/ })).toHaveCount(0);
    const paid = await orderOf(page, orderId);
    expect(paid.paymentStatus).toBe('Paid');
    expect(paid.payment.demo).toBe(true);
  });

  test('Buy Now: a guest signs in first; the address form once; the order on its confirmation', async ({
    page,
  }) => {
    // Two products with stock to spare: one bought now, one in the cart meanwhile.
    const bought = await catalogueProduct(page.request, { minStock: 10 });
    const other = await catalogueProduct(page.request, {
      minStock: 10,
      where: (p) => p.id !== bought.id,
    });
    // A guest is sent to log in and comes back to the product.
    await page.goto(`/product/${bought.id}`);
    await page
      .getByRole('region', { name: bought.name, exact: true })
      .getByRole('button', { name: 'Buy Now' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fproduct%2F${bought.id}$`));

    await signUp(page, 'Ravi Traders', uniqueEmail('buy-nojs'));
    // Something in the cart, which Buy Now leaves as it is.
    await page.goto(`/product/${other.id}`);
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

    // The quantity typed on the product page goes with Buy Now (the same form, another action).
    await page.goto(`/product/${bought.id}`);
    const box = page.getByRole('region', { name: bought.name, exact: true });
    await box.getByLabel('Quantity', { exact: true }).fill('2');
    await box.getByRole('button', { name: 'Buy Now' }).click();

    // No address in the profile yet: asked once, checked by the server.
    await expect(page).toHaveURL(new RegExp(`/buy-now\\?product=${bought.id}&quantity=2$`));
    const main = page.getByRole('main');
    await expect(main).toContainText(`2 × ${bought.name}`);
    await main.getByLabel('Mobile Number').fill('12345');
    await main.getByLabel('PIN Code').fill('400093');
    await main.getByLabel('Address').fill('12 Andheri Kurla Road');
    await main.getByLabel('City').fill('Mumbai');
    await main.getByLabel('State').selectOption('Maharashtra');
    await main.getByRole('button', { name: 'Save and place order' }).click();
    await expect(main.getByLabel('Mobile Number')).toHaveAccessibleDescription(
      /Enter a valid 10-digit mobile number/,
    );
    await expect(main.getByLabel('Address')).toHaveValue('12 Andheri Kurla Road');
    await main.getByLabel('Mobile Number').fill('98765 43210');
    await main.getByRole('button', { name: 'Save and place order' }).click();

    await expect(page).toHaveURL(/\/account\?tab=orders&placed=ORD\d+$/);
    const orderId = new URL(page.url()).searchParams.get('placed')!;
    await expect(main.getByTestId('order-confirmation')).toContainText(`Order ID: ${orderId}`);
    const order = await orderOf(page, orderId);
    expect(order.paymentStatus).toBe('Pending');
    expect(order.lines).toEqual([expect.objectContaining({ productId: bought.id, quantity: 2 })]);
    expect(order.shippingAddress).toMatchObject({ city: 'Mumbai', pincode: '400093' });
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

    // With the address saved, the next Buy Now goes straight to its confirmation.
    await page.goto(`/product/${other.id}`);
    await page.getByRole('main').getByRole('button', { name: 'Buy Now' }).first().click();
    await expect(page).toHaveURL(/\/account\?tab=orders&placed=ORD\d+$/);
    expect(new URL(page.url()).searchParams.get('placed')).not.toBe(orderId);
  });
});
