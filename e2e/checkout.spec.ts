import type { BrowserContext, Page } from '@playwright/test';
import { catalogueProducts } from './catalogue-data';
import { expect, hydrated, open, openWithScriptHeld, submitToCart, test } from './fixtures';
import { adminContext, payInDemo, placeOrder, xhr } from './people';

/**
 * The checkout browser journeys: sign up → cart → the three-step checkout with validation errors →
 * Place Order and the demo payment → the order in the account; and a paid order → staff move it
 * on → Download Invoice (a PDF) → its timeline → /track-order. The shop's pages have no card
 * fields (ADR 057): Razorpay's window collects the card; the Payment step starts with the
 * delivery options (ADR 055).
 */

let counter = 0;
const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${process.pid}-${++counter}@example.com`.toLowerCase();

const CARRIER = 'Blue Dart';
const TRACKING = 'BD9876543210';

async function signUp(page: Page, name: string, email: string) {
  const res = await page.request.post('/api/auth/signup', {
    data: { name, email, password: 'correct-horse-42' },
    headers: { 'x-requested-with': 'fetch' },
  });
  expect(res.status()).toBe(201);
}

/** Moves an order on as staff do, through the back office's API (the CLI has its API test). */
async function setStatus(staff: BrowserContext, orderId: string, data: Record<string, string>) {
  const res = await staff.request.post(`/api/admin/orders/${orderId}/status`, {
    data,
    headers: xhr,
  });
  expect(res.status()).toBe(200);
}

test.describe('checkout and orders', () => {
  test.describe.configure({ timeout: 120_000 });

  test('places an order through the three steps and pays in the demo', async ({ page }) => {
    const email = uniqueEmail('checkout');
    await signUp(page, 'Asha Retail', email);

    // Two products with stock to spare (found at run time) into the cart with the product pages'
    // buttons.
    for (const { id } of (await catalogueProducts(page.request))
      .filter((p) => p.stock >= 10)
      .slice(0, 2)) {
      await open(page, `/product/${id}`);
      await submitToCart(
        page,
        page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first(),
      );
      await expect(
        page.getByRole('main').getByRole('button', { name: 'Added' }).first(),
      ).toBeVisible();
    }

    await open(page, '/checkout');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Checkout progress' })).toContainText(
      'Shipping',
    );
    // The live summary: two units, and the email prefilled from the account.
    await expect(page.getByText('Subtotal (2 items)')).toBeVisible();
    await expect(main.getByLabel('Email')).toHaveValue(email);
    await expect(main.getByLabel('Full name')).toHaveValue('Asha Retail');

    // Bad pincode and phone: inline errors, aria-invalid, focus on the first bad field.
    await main.getByLabel('Mobile number').fill('12345');
    await main.getByLabel('PIN code').fill('012345');
    await main.getByLabel('Address').fill('12 MG Road, Andheri East');
    await main.getByLabel('City').fill('Mumbai');
    await main.getByLabel('State').selectOption('Maharashtra');
    await main.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(main.getByText('Enter a valid 10-digit mobile number')).toBeVisible();
    await expect(main.getByText('PIN code must be exactly 6 digits')).toBeVisible();
    await expect(main.getByLabel('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByLabel('PIN code')).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByLabel('Mobile number')).toBeFocused();
    await expect(main.getByRole('heading', { name: /Shipping details/ })).toBeVisible();

    await main.getByLabel('Mobile number').fill('98765 43210');
    await main.getByLabel('PIN code').fill('400069');
    await main.getByRole('button', { name: 'Continue to Payment' }).click();

    // Payment: the delivery options for 400069 first, standard chosen, each with its date.
    await expect(main.getByRole('heading', { name: /Payment method/ })).toBeVisible();
    await expect(main.getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
    await expect(main.getByRole('radio', { name: /Express delivery.*Delivery by/ })).toBeVisible();
    // UPI is the default method, with its options.
    await expect(main.getByRole('radio', { name: /^UPI/ })).toBeChecked();
    // No picture of a QR code that pays nothing: the real one is Razorpay's, for the order.
    await expect(main.getByText(/shows a QR code for this order's exact amount/)).toBeVisible();
    await expect(main.getByRole('img', { name: /Scan to pay/ })).toHaveCount(0);
    await expect(main.getByRole('radio', { name: 'WhatsApp Pay' })).toBeVisible();
    await main.getByRole('radio', { name: /Net Banking/ }).check();
    await expect(main.getByRole('radio')).toHaveCount(3 + 5 + 10);
    await main
      .getByRole('radio', { name: /Wallet/ })
      .first()
      .check();
    await expect(main.getByRole('radio', { name: 'JioMoney' })).toBeVisible();
    await main.getByRole('radio', { name: /Credit \/ Debit Card/ }).check();
    await expect(main.getByText('Razorpay collects your card details securely')).toBeVisible();
    // No card fields on the shop's page (ADR 057): Razorpay's window takes them.
    await expect(main.getByRole('textbox', { name: /card number|cvv|expiry/i })).toHaveCount(0);
    await main.getByRole('button', { name: 'Review Order' }).click();

    // Review: Back works, then forward again.
    await expect(main.getByRole('heading', { name: /Review your order/ })).toBeVisible();
    await main.getByRole('link', { name: 'Back' }).click();
    await expect(main.getByRole('radio', { name: /Credit \/ Debit Card/ })).toBeChecked();
    await main.getByRole('button', { name: 'Review Order' }).click();
    await expect(page.getByTestId('review-method')).toHaveText('Credit / Debit Card');
    await expect(main.getByText('12 MG Road, Andheri East')).toBeVisible();
    await expect(main.getByText('Mumbai, Maharashtra 400069')).toBeVisible();
    await expect(page.getByTestId('review-delivery')).toHaveText('Standard delivery');

    // Place Order is a form posted to the /checkout action (ADR 049): only its intent, the key
    // the page was given and `enhanced`; the server prices the order from its own cart.
    const placed = page.waitForRequest(
      (r) => new URL(r.url()).pathname.startsWith('/checkout') && r.method() === 'POST',
    );
    await main.getByRole('button', { name: 'Place Order' }).click();
    const posted = new URLSearchParams((await placed).postData() ?? '');
    expect([...posted.keys()].sort()).toEqual(['enhanced', 'intent', 'key']);
    expect(posted.get('intent')).toBe('place');
    expect(posted.get('key')).toMatch(/^[0-9a-f]{32}$/);
    await page.waitForURL(/\/account\?tab=orders&placed=ORD\d+/);
    const orderId = new URL(page.url()).searchParams.get('placed')!;
    expect(orderId).toMatch(/^ORD\d{13,16}$/);

    // The demo payment asks in the page (an accessible dialog, not a browser confirm), then the
    // order lands on the account's Orders tab, opening on its confirmation (spec §4 and §8).
    const ask = page.getByRole('dialog', { name: 'Demo payment' });
    await expect(ask).toContainText(`for order ${orderId} as paid (demo)?`);
    await ask.getByRole('button', { name: 'Mark as paid (demo)' }).click();
    await expect(ask).toHaveCount(0);
    await page.waitForURL(`**/account?tab=orders&placed=${orderId}`);
    const confirmation = main.getByTestId('order-confirmation');
    await expect(
      confirmation.getByRole('heading', { name: 'Order placed successfully!' }),
    ).toBeFocused();
    await expect(confirmation).toContainText(`Order ID: ${orderId}`);
    await expect(confirmation).toContainText(`A confirmation email has been sent to ${email}.`);
    await expect(
      confirmation.getByRole('status').filter({ hasText: 'Demo Payment Successful!' }),
    ).toBeVisible();
    await expect(confirmation.getByRole('link', { name: `View order ${orderId}` })).toBeVisible();
    await expect(confirmation.getByRole('button', { name: /Pay now/ })).toHaveCount(0);
    // A reload shows it again.
    await page.reload();
    await expect(main.getByTestId('order-confirmation')).toContainText(`Order ID: ${orderId}`);

    const card = page.locator(`[data-order-id="${orderId}"]`);
    await expect(card).toBeVisible();
    await expect(card.getByTestId('order-status')).toHaveText('Placed');
    await expect(card.getByTestId('payment-status')).toHaveText('Paid');
    await expect(card.getByRole('link', { name: 'Download Invoice' })).toHaveCount(0);
    // The cart was cleared.
    expect(await page.evaluate(() => window.localStorage.getItem('cart'))).toBe('[]');
  });

  test('an order followed to Delivered: the invoice, its timeline, its confirmation and /track-order', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    const email = uniqueEmail('delivered');
    await signUp(page, 'Asha Retail', email);
    // A paid order of two products with stock to spare (found at run time), placed through the
    // API: the steps of checkout are the test above.
    const products = (await catalogueProducts(page.request)).filter((p) => p.stock >= 10);
    const buyer = { context: page.context(), email };
    const orderId = await placeOrder(
      buyer,
      'Asha Retail',
      products.slice(0, 2).map((p) => p.id),
    );
    await payInDemo(buyer.context, orderId);
    await open(page, '/account?tab=orders');
    const main = page.getByRole('main');
    const card = page.locator(`[data-order-id="${orderId}"]`);
    await expect(card.getByTestId('payment-status')).toHaveText('Paid');

    // The lifecycle, as staff move it.
    const staff = await adminContext(browser, consoleErrors);
    await setStatus(staff, orderId, { status: 'Processing' });
    await setStatus(staff, orderId, {
      status: 'Shipped',
      carrier: CARRIER,
      trackingNumber: TRACKING,
    });
    await page.reload();
    await hydrated(page);
    await expect(card.getByTestId('order-status')).toHaveText('Shipped');
    await expect(card.getByTestId('order-status')).toHaveClass(/blue/);
    // The tax invoice is issued when the goods ship (ADR 044).
    await expect(card.getByRole('link', { name: /Download Invoice/ })).toBeVisible();
    await setStatus(staff, orderId, { status: 'Delivered' });
    await page.reload();
    await hydrated(page);
    await expect(card.getByTestId('order-status')).toHaveText('Delivered');
    await expect(card.getByTestId('order-status')).toHaveClass(/emerald/);

    // Download Invoice gives a PDF.
    const downloadLink = card.getByRole('link', { name: /Download Invoice/ });
    await expect(downloadLink).toHaveAttribute('href', `/api/orders/${orderId}/invoice`);
    const [download] = await Promise.all([page.waitForEvent('download'), downloadLink.click()]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The order detail: lines, the timeline with the courier and tracking number.
    await card.getByRole('link', { name: /view order details/ }).click();
    await page.waitForURL(`**/orders/${orderId}`);
    await expect(main.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
    await expect(main.getByRole('table')).toContainText('HSN');
    await expect(main.getByRole('table').getByRole('row')).toHaveCount(3);
    const timeline = main.getByRole('list', { name: 'Order status history' });
    await expect(timeline.getByTestId('timeline-status')).toHaveText([
      'Placed',
      'Processing',
      'Shipped',
      'Delivered',
    ]);
    await expect(timeline).toContainText(CARRIER);
    await expect(timeline).toContainText(TRACKING);
    // The order's confirmation is reachable again from its page.
    await main.getByRole('link', { name: 'Order confirmation' }).click();
    await page.waitForURL(`**/account?tab=orders&placed=${orderId}`);
    // Without the payment's words of the moment, the order's own status speaks.
    await expect(main.getByTestId('order-confirmation')).toContainText('Payment received.');

    // Someone else's (or a made-up) order is not found.
    await open(page, '/orders/ORD1000000000000');
    await expect(main.getByRole('heading', { name: 'Order not found' })).toBeVisible();

    // /track-order with the order id and email; then a wrong email gets the not-found answer.
    await open(page, '/track-order');
    await main.getByLabel('Order ID').fill(orderId);
    await main.getByLabel('Email or phone').fill(email);
    await main.getByRole('button', { name: 'Track Order' }).click();
    const result = page.getByTestId('tracking-result');
    await expect(result.getByTestId('order-status')).toHaveText('Delivered');
    await expect(result).toContainText(CARRIER);
    await expect(result).toContainText(TRACKING);
    await main.getByLabel('Email or phone').fill('someone-else@example.com');
    await main.getByRole('button', { name: 'Track Order' }).click();
    await expect(main.getByText("We couldn't find an order with those details")).toBeVisible();
    await expect(result).toHaveCount(0);
  });

  test('the shipping step keeps what was typed before its script arrived, then fills the city from the PIN', async ({
    page,
  }) => {
    await signUp(page, 'Early Typist', uniqueEmail('early'));
    const [product] = (await catalogueProducts(page.request)).filter((p) => p.stock >= 10);
    const added = await page.request.post('/api/cart/items', {
      headers: xhr,
      data: { productId: product!.id, quantity: 1 },
    });
    expect(added.status()).toBe(200);
    const place = await page.request.get('/api/pincodes/400069', { headers: xhr });
    expect(place.status()).toBe(200);
    const { city, states } = (await place.json()) as { city: string; states: string[] };
    // /checkout fetches its script on the first interaction (ADR 114): held here until the
    // fields are filled.
    const release = await openWithScriptHeld(page, '/checkout');
    const main = page.getByRole('main');
    await main.getByLabel('Mobile number').fill('98765 43210');
    await main.getByLabel('PIN code').fill('400069');
    await main.getByLabel('Address').fill('12 MG Road, Andheri East');
    release();
    await hydrated(page);
    await expect(main.getByLabel('Mobile number')).toHaveValue('98765 43210');
    await expect(main.getByLabel('PIN code')).toHaveValue('400069');
    await expect(main.getByLabel('Address')).toHaveValue('12 MG Road, Andheri East');
    // The PIN typed before the script had no one to ask: the script asks once it runs.
    await expect(main.getByLabel('City')).toHaveValue(city);
    await expect(main.getByLabel('State')).toHaveValue(states[0]!);
    await main.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(main.getByRole('heading', { name: /Payment method/ })).toBeVisible();
    await expect(main.getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
  });

  test('an empty cart at /checkout goes to the cart with a message', async ({ page }) => {
    await signUp(page, 'Empty Cart', uniqueEmail('empty'));
    await page.goto('/checkout');
    await page.waitForURL(/\/cart\?notice=empty-checkout$/);
    await expect(page.getByRole('main').getByText(/nothing to check out/)).toBeVisible();
    await expect(
      page.getByRole('main').getByText('Your cart is empty', { exact: true }),
    ).toBeVisible();
  });

  test('a guest at /checkout is sent to log in first', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/login\?redirect=\/checkout$/);
  });
});
