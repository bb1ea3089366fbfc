import type { Locator, Page } from '@playwright/test';
import { catalogueProduct } from './catalogue-data';
import { expect, open, submitToCart, test } from './fixtures';

/**
 * Live-mode payment journeys (project 'live'): the shop runs with a Razorpay key against the
 * Razorpay look-alike (apps/server/test/razorpay-fake), whose checkout.js "pays" at once and
 * hands Checkout's handler a correctly signed answer. Only the server marks an order Paid, after
 * checking that signature. See playwright.config.ts for the three servers.
 */

let counter = 0;
const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${process.pid}-${++counter}@example.com`.toLowerCase();
const WRITE = { 'x-requested-with': 'fetch' };
const PAID = /Payment successful! Payment ID: (pay_[A-Za-z0-9]+)/;
const SDK_MISSING =
  'Razorpay SDK is not loaded. Please check your internet connection and refresh the page.';
const SAVED_NOT_PAID =
  'Payment not completed. Your order is saved: you can pay for it from your account.';

/** Signs the page's browser in as a new shopper whose profile has a delivery address. */
async function signUpWithAddress(page: Page, tag: string) {
  const signup = await page.request.post('/api/auth/signup', {
    data: { name: 'Live Buyer', email: uniqueEmail(tag), password: 'live-pay-secret' },
    headers: WRITE,
  });
  expect(signup.status()).toBe(201);
  const profile = await page.request.put('/api/account/profile', {
    data: {
      name: 'Live Buyer',
      phone: '9876543210',
      address: '4 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
    },
    headers: WRITE,
  });
  expect(profile.status()).toBe(200);
}

/** The payment id in the spec's success text, said in a status region within `where`. */
async function paidNote(where: Locator): Promise<string> {
  const note = where.getByRole('status').filter({ hasText: PAID });
  await expect(note).toBeVisible();
  return PAID.exec((await note.textContent()) ?? '')![1]!;
}

async function orderOf(page: Page, orderId: string) {
  const res = await page.request.get(`/api/orders/${orderId}`);
  expect(res.status()).toBe(200);
  return (await res.json()).order;
}

async function onlyOrderId(page: Page): Promise<string> {
  const { orders } = await (await page.request.get('/api/orders')).json();
  expect(orders).toHaveLength(1);
  return orders[0].orderId;
}

const buyBox = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** A product with stock to spare (found in the live shop's catalogue), other than `but`. */
const onSale = (page: Page, but?: number) =>
  catalogueProduct(page.request, { minStock: 10, where: (p) => p.id !== but });

test('checkout in live mode: Razorpay Checkout pays, the server verifies and the order shows Paid', async ({
  page,
}) => {
  await signUpWithAddress(page, 'live-checkout');
  await open(page, `/product/${(await onSale(page)).id}`);
  await submitToCart(
    page,
    page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first(),
  );
  await expect(page.getByRole('main').getByRole('button', { name: 'Added' }).first()).toBeVisible();

  await open(page, '/checkout');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await main.getByLabel('Full name').fill('Live Buyer');
  await main.getByLabel('Mobile number').fill('98765 43210');
  await main.getByLabel('PIN code').fill('560001');
  await main.getByLabel('Address').fill('4 MG Road');
  await main.getByLabel('City').fill('Bengaluru');
  await main.getByLabel('State').selectOption('Karnataka');
  await main.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(main.getByRole('heading', { name: /Payment method/ })).toBeVisible();
  await expect(main.getByRole('radio', { name: /^UPI/ })).toBeChecked();
  await main.getByRole('button', { name: 'Review Order' }).click();
  await expect(main.getByRole('heading', { name: /Review your order/ })).toBeVisible();

  // Place Order is a form (ADR 049); the confirmation opens Razorpay Checkout at once.
  await main.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/account\?tab=orders&placed=ORD\d+/);
  const orderId = new URL(page.url()).searchParams.get('placed')!;

  // The look-alike's checkout.js "pays"; the handler's signed answer goes to the server.
  await expect(main.getByRole('heading', { name: 'Order placed successfully!' })).toBeVisible();
  const paymentId = await paidNote(main);
  const opened = await page.evaluate(
    () =>
      (window as unknown as { __razorpayFakeOpened: Record<string, unknown>[] })
        .__razorpayFakeOpened,
  );
  expect(opened).toHaveLength(1);
  expect(opened[0]).toMatchObject({ key: 'rzp_test_LookAlike0001', currency: 'INR' });

  const order = await orderOf(page, orderId);
  expect(order.paymentStatus).toBe('Paid');
  expect(order.payment).toMatchObject({ reference: paymentId, demo: false });
  expect(opened[0]!.amount).toBe(order.totalPaise);

  // The order's page says so too.
  await open(page, `/orders/${orderId}`);
  await expect(main.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
  await expect(main.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(main.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
});

test('Buy Now in live mode opens Razorpay Checkout, the server verifies and the order is Paid', async ({
  page,
}) => {
  await signUpWithAddress(page, 'live-buy');
  // Something already in the cart, which Buy Now must leave as it is.
  const bought = await onSale(page);
  const inCart = await onSale(page, bought.id);
  await open(page, `/product/${inCart.id}`);
  await submitToCart(
    page,
    page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first(),
  );
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('cart')))
    .toContain(`"id":${inCart.id}`);
  const cartBefore = await page.evaluate(() => localStorage.getItem('cart'));

  await open(page, `/product/${bought.id}`);
  const box = buyBox(page, bought.name);
  await box.getByRole('button', { name: 'Increase quantity' }).click();
  await box.getByRole('button', { name: 'Buy Now' }).click();
  // The order lands on its confirmation on the account's Orders tab (ADR 048).
  const paymentId = await paidNote(page.getByTestId('order-confirmation'));

  const orderId = await onlyOrderId(page);
  const order = await orderOf(page, orderId);
  expect(order.paymentStatus).toBe('Paid');
  expect(order.payment).toMatchObject({ reference: paymentId, demo: false });
  expect(order.lines).toEqual([expect.objectContaining({ productId: bought.id, quantity: 2 })]);

  // Checkout was opened with the server's amount for this order and the shopper's details.
  const opened = await page.evaluate(
    () =>
      (window as unknown as { __razorpayFakeOpened: Record<string, unknown>[] })
        .__razorpayFakeOpened,
  );
  expect(opened).toHaveLength(1);
  expect(opened[0]).toMatchObject({
    key: 'rzp_test_LookAlike0001',
    amount: order.totalPaise,
    currency: 'INR',
    prefill: expect.objectContaining({ contact: '9876543210' }),
  });
  expect(String(opened[0]!.order_id)).toMatch(/^order_/);
  // Buy Now never touches the cart.
  // The same lines (the cart may be written again, in another key order).
  const cartAfter = await page.evaluate(() => localStorage.getItem('cart'));
  expect(JSON.parse(cartAfter!)).toEqual(JSON.parse(cartBefore!));
});

test('without the Razorpay script: the SDK text in the page, the order stays Pending, and Pay now pays it later', async ({
  page,
  consoleErrors,
}) => {
  await signUpWithAddress(page, 'live-nosdk');
  // checkout.js cannot be loaded (offline, blocked).
  await page.route('**/v1/checkout.js', (route) => route.abort());
  const product = await onSale(page);
  await open(page, `/product/${product.id}`);
  const box = buyBox(page, product.name);
  await box.getByRole('button', { name: 'Buy Now' }).click();

  // Both texts of spec §8, in the red box of the order's confirmation (ADR 048).
  const refused = page.getByTestId('order-confirmation').getByRole('alert');
  await expect(refused).toContainText(SDK_MISSING);
  await expect(refused).toContainText(SAVED_NOT_PAID);
  const orderId = await onlyOrderId(page);
  expect((await orderOf(page, orderId)).paymentStatus).toBe('Pending');
  // The aborted script request is logged by Chromium as a failed resource: that error, and only
  // it, is expected here.
  const before = consoleErrors.length;
  for (let i = consoleErrors.length - 1; i >= 0; i--) {
    if (/net::ERR_FAILED.*\/v1\/checkout\.js/.test(consoleErrors[i]!)) consoleErrors.splice(i, 1);
  }
  expect(before - consoleErrors.length).toBe(1);

  // The script is reachable again: the order's own page offers Pay now, which takes the payment.
  await page.unroute('**/v1/checkout.js');
  await open(page, `/orders/${orderId}`);
  // Until it is paid, the page says by when (ADR 022).
  const { payBy } = await orderOf(page, orderId);
  const payByNote = page.getByRole('main').getByTestId('pay-by');
  await expect(payByNote.locator(`time[datetime="${payBy}"]`)).toBeVisible();
  await expect(payByNote).toContainText('not paid within 30 minutes are cancelled');
  const payNow = page.getByRole('main').getByRole('button', { name: 'Pay now' });
  await payNow.click();
  await paidNote(page.getByRole('main'));
  await expect.poll(async () => (await orderOf(page, orderId)).paymentStatus).toBe('Paid');
  await expect(payNow).toBeHidden();
  await expect(payByNote).toHaveCount(0);
});
