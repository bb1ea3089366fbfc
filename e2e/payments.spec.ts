import type { Page } from '@playwright/test';
import { catalogueProduct } from './catalogue-data';
import { expect, open, submitToCart, test } from './fixtures';

/**
 * Buy Now journeys on the demo shop (no Razorpay key): a guest signs in first and comes
 * back to the product; a shopper without a delivery address gives one on /buy-now, then the
 * demo confirm stands in for the payment window and the order is marked Paid as a demo. The cart
 * is never touched (ADR 017).
 */

let counter = 0;
const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${process.pid}-${++counter}@example.com`.toLowerCase();
const PASSWORD = 'buy-now-secret';
const WRITE = { 'x-requested-with': 'fetch' };

const buyBox = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const readCart = (page: Page) => page.evaluate(() => localStorage.getItem('cart'));

test('Buy Now as a guest asks to log in and comes back to the product', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('guest-buy');
  const signup = await request.post('/api/auth/signup', {
    data: { name: 'Guest Buyer', email, password: PASSWORD },
    headers: WRITE,
  });
  expect(signup.status()).toBe(201);

  const { id, name } = await catalogueProduct(request, { minStock: 10 });
  await open(page, `/product/${id}`);
  await buyBox(page, name).getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fproduct%2F${id}$`));

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  // Nothing was bought on the way: no order, no cart.
  const orders = await page.request.get('/api/orders');
  expect((await orders.json()).orders).toEqual([]);
});

test('Buy Now without an address: the address form, the demo confirm, a demo-paid order and the cart untouched', async ({
  page,
}) => {
  // Signing up through the page's own request context signs the browser in.
  const signup = await page.request.post('/api/auth/signup', {
    data: { name: 'Demo Buyer', email: uniqueEmail('demo-buy'), password: PASSWORD },
    headers: WRITE,
  });
  expect(signup.status()).toBe(201);

  // Two products with stock to spare: one bought now, one already in the cart, which Buy Now
  // must leave as it is.
  const bought = await catalogueProduct(page.request, { minStock: 10 });
  const inCart = await catalogueProduct(page.request, {
    minStock: 10,
    where: (p) => p.id !== bought.id,
  });
  await open(page, `/product/${inCart.id}`);
  const other = buyBox(page, inCart.name);
  await submitToCart(page, other.getByRole('button', { name: 'Add to Cart' }));
  await expect(other.getByRole('button', { name: 'Added' })).toBeVisible();
  await expect.poll(() => readCart(page)).toContain(`"id":${inCart.id}`);
  const cartBefore = await readCart(page);

  await open(page, `/product/${bought.id}`);
  const box = buyBox(page, bought.name);
  await box.getByRole('button', { name: 'Increase quantity' }).click();
  await box.getByRole('button', { name: 'Buy Now' }).click();

  // The profile has no address: Buy Now asks for it on /buy-now (ADR 049), a form of its own.
  await expect(page).toHaveURL(new RegExp(`/buy-now\\?product=${bought.id}&quantity=2$`));
  const address = page.getByRole('main');
  await expect(address).toContainText('Buy Now ships to your default address');
  await expect(address).toContainText(`2 × ${bought.name}`);
  // Checked in the browser with the shared rules before anything is sent.
  await address.getByRole('button', { name: 'Save and place order' }).click();
  await expect(address.getByText('Enter a valid 10-digit mobile number')).toBeVisible();
  await expect(address.getByLabel('Mobile Number')).toHaveAttribute('aria-invalid', 'true');

  await address.getByLabel('Mobile Number').fill('98765 43210');
  await address.getByLabel('PIN Code').fill('400093');
  await address.getByLabel('Address').fill('12 Andheri Kurla Road');
  await address.getByLabel('City').fill('Mumbai');
  await address.getByLabel('State').selectOption('Maharashtra');
  await address.getByRole('button', { name: 'Save and place order' }).click();

  // The order lands on its confirmation at the top of the account's Orders tab (ADR 048), where
  // the demo payment opens at once and asks in the page (not a browser confirm).
  const ask = page.getByRole('dialog', { name: 'Demo payment' });
  await expect(ask).toContainText('nothing will be charged');
  const asked = (await ask.textContent()) ?? '';
  await ask.getByRole('button', { name: 'Mark as paid (demo)' }).click();
  await expect(ask).toBeHidden();
  const placedId = /order (ORD\w+)/.exec(asked)?.[1];
  await page.waitForURL(`**/account?tab=orders&placed=${placedId}`);
  const confirmation = page.getByTestId('order-confirmation');
  await expect(
    confirmation.getByRole('heading', { name: 'Order placed successfully!' }),
  ).toBeVisible();
  await expect(
    confirmation.getByRole('status').filter({ hasText: 'Demo Payment Successful!' }),
  ).toBeVisible();

  // The cart is exactly as it was.
  // The same lines (the cart may be written again, in another key order).
  expect(JSON.parse((await readCart(page))!)).toEqual(JSON.parse(cartBefore!));

  const orderId = /order (ORD\w+)/.exec(asked)?.[1];
  expect(orderId).toBeTruthy();
  const res = await page.request.get(`/api/orders/${orderId}`);
  expect(res.status()).toBe(200);
  const { order } = await res.json();
  expect(order.paymentStatus).toBe('Paid');
  expect(order.payment.demo).toBe(true);
  expect(order.lines).toEqual([expect.objectContaining({ productId: bought.id, quantity: 2 })]);
  expect(order.shippingAddress).toEqual({
    address: '12 Andheri Kurla Road',
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400093',
  });

  // The address was saved as the default of the address book (ADR 053), so the next Buy Now
  // goes straight to the payment.
  const book = await (await page.request.get('/api/account/addresses')).json();
  expect(book.addresses).toEqual([
    expect.objectContaining({ isDefault: true, phone: '9876543210', pincode: '400093' }),
  ]);
});
