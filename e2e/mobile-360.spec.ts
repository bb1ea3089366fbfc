import type { Locator, Page } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { catalogueProducts, rupees, type Product } from './catalogue-data';
import { expect, hydrated, open, test } from './fixtures';

/**
 * A 360 × 740 phone. No page scrolls sideways; the header keeps the search box;
 * the catalogue shows two cards a row; a product page shows name, price, stock and Add to Cart on
 * the first screen; cart lines keep name, price, quantity and Remove in view.
 */
test.use({ viewport: { width: 360, height: 740 } });

const xhr = { 'x-requested-with': 'fetch' };

const PUBLIC_ROUTES = [
  '/',
  '/products',
  '/products?view=list',
  '/products?category=pos',
  '/cart',
  '/wishlist',
  '/about',
  '/contact',
  '/careers',
  '/blog',
  '/blog/setting-up-gst-compliant-billing',
  '/help',
  '/shipping',
  '/returns',
  '/refund',
  '/track-order',
  '/privacy',
  '/terms',
  '/cookies',
  '/login',
  '/login?mode=signup',
  '/forgot-password',
  '/no-such-page',
];

/**
 * A narrow screen's hardest products, found in the catalogue at run time: the longest name and
 * the dearest price, both in stock with some to spare.
 */
async function hardest(
  request: APIRequestContext,
): Promise<{ longest: Product; dearest: Product }> {
  const onSale = (await catalogueProducts(request)).filter((p) => p.stock >= 5);
  expect(onSale.length, 'products in stock').toBeGreaterThan(0);
  const most = (key: (p: Product) => number) =>
    onSale.reduce((best, p) => (key(p) > key(best) ? p : best));
  return { longest: most((p) => p.name.length), dearest: most((p) => p.price) };
}

async function scrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test('no page scrolls sideways at 360 px, for a guest or a signed-in shopper', async ({ page }) => {
  test.slow(); // about thirty page loads
  const { longest, dearest } = await hardest(page.request);
  for (const path of [...PUBLIC_ROUTES, `/product/${longest.id}`, `/product/${dearest.id}`]) {
    await page.goto(path);
    expect(await scrollWidth(page), path).toBeLessThanOrEqual(360);
  }

  // Signed in, with something in the cart: account, orders, an order and checkout.
  const email = `phone-${Date.now()}@example.com`;
  const signup = await page.request.post('/api/auth/signup', {
    headers: xhr,
    data: { name: 'Meera Iyer', email, password: 'phone-secret-1' },
  });
  expect(signup.status()).toBe(201);
  await page.request.post('/api/cart/items', {
    headers: xhr,
    data: { productId: longest.id, quantity: 1 },
  });
  for (const path of ['/account', '/account?tab=orders', '/account?tab=settings', '/checkout']) {
    await page.goto(path);
    expect(await scrollWidth(page), path).toBeLessThanOrEqual(360);
  }
});

test('the header keeps the search box on a phone', async ({ page }) => {
  await page.goto('/products');
  const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
  await expect(search).toBeInViewport();
});

test('the catalogue shows two cards a row, each with its name, price and Add to Cart', async ({
  page,
}) => {
  await page.goto('/products');
  const cards = page.getByRole('main').getByRole('article');
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
  expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
  for (const card of [cards.nth(0), cards.nth(1)]) {
    await expect(card.getByRole('heading')).toBeInViewport();
    await expect(card.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  }
});

test('a product page shows name, price, stock and Add to Cart on the first screen', async ({
  page,
}) => {
  // The hardest product: the longest name in stock (three lines at 360 px), few left first (its
  // stock line is the longest, beside the quantity).
  const [product] = (await catalogueProducts(page.request))
    .filter((p) => p.inStock)
    .sort((a, b) => b.name.length - a.name.length || a.stock - b.stock);
  if (!product) throw new Error('no product in stock');
  await page.goto(`/product/${product.id}`);
  const box = page.getByRole('region', { name: product.name, exact: true });
  for (const part of [
    box.getByRole('heading', { level: 1 }),
    box.getByText(rupees(product.price), { exact: true }),
    box.getByText(/^In Stock/), // with '– only N left' when few are left
    box.getByRole('button', { name: 'Add to Cart' }),
  ]) {
    await expect(part).toBeInViewport({ ratio: 1 });
  }
});

test('a cart line keeps name, price, quantity and Remove in view', async ({ page }) => {
  const { dearest } = await hardest(page.request);
  await page.request.post('/api/cart/items', {
    headers: xhr,
    data: { productId: dearest.id, quantity: 2 },
  });
  await page.goto('/cart');
  await hydrated(page);
  const line = page.getByTestId('cart-line').first();
  for (const part of [
    line.getByRole('link', { name: dearest.name }),
    line.getByText(rupees(dearest.price), { exact: true }),
    line.getByLabel(/^Quantity of /),
    line.getByRole('button', { name: /^Remove / }),
  ]) {
    await expect(part).toBeInViewport({ ratio: 1 });
  }
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
});

/** The area of `control` the chat button covers: 0 when it is elsewhere or has stepped aside. */
async function chatCover(page: Page, control: Locator): Promise<number> {
  const chat = await page.getByRole('link', { name: 'Chat with us on WhatsApp' }).boundingBox();
  const box = await control.boundingBox();
  if (!chat || !box) return 0;
  const width = Math.min(chat.x + chat.width, box.x + box.width) - Math.max(chat.x, box.x);
  const height = Math.min(chat.y + chat.height, box.y + box.height) - Math.max(chat.y, box.y);
  return Math.max(0, width) * Math.max(0, height);
}

const chatWidth = async (page: Page) =>
  (await page.getByRole('link', { name: 'Chat with us on WhatsApp' }).boundingBox())?.width ?? 0;

/**
 * ADR 050: wherever a shopper scrolls a main action (or a field), the chat
 * button is not over it: brought into view, under the chat button's own corner, and at the page's very end.
 */
async function expectChatClearOf(page: Page, control: Locator, what: string): Promise<void> {
  // At the very bottom the chat button shows (so its script runs) and covers nothing.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => chatWidth(page), `${what}: chat shown at the end`).toBeGreaterThan(40);
  await expect.poll(() => chatCover(page, control), `${what} at the end`).toBe(0);

  await control.scrollIntoViewIfNeeded();
  await expect.poll(() => chatCover(page, control), `${what} scrolled into view`).toBe(0);

  // Where the page opens, and the worst case: the button's bottom level with the chat button's
  // middle (when the page is long enough to scroll it there).
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => chatCover(page, control), `${what} at the top`).toBe(0);
  const box = (await control.boundingBox())!;
  await page.evaluate((y) => window.scrollTo(0, y), box.y + box.height - 700);
  await expect.poll(() => chatCover(page, control), `${what} in the chat's corner`).toBe(0);
}

test('the chat button never covers a main action', async ({ page }) => {
  test.slow(); // seven pages, each scrolled three ways
  const { longest } = await hardest(page.request);
  // The chat button comes with the page's script: on a product page, at the first touch.
  await open(page, `/product/${longest.id}`);
  const product = page.getByRole('region', { name: longest.name, exact: true });
  await expectChatClearOf(
    page,
    product.getByRole('button', { name: 'Add to Cart' }),
    'Add to Cart',
  );
  await expectChatClearOf(page, product.getByRole('button', { name: 'Buy Now' }), 'Buy Now');

  await page.request.post('/api/cart/items', {
    headers: xhr,
    data: { productId: longest.id, quantity: 1 },
  });
  // The chat button comes with the page's script: on /cart and /checkout, at the first touch.
  await open(page, '/cart');
  const proceed = page.getByRole('main').getByRole('link', { name: 'Proceed to Checkout' });
  await expectChatClearOf(page, proceed, 'Proceed to Checkout');

  for (const [path, name] of [
    ['/login', 'Login'],
    ['/login?mode=signup', 'Create Account'],
    ['/contact', 'Send Message'],
  ] as const) {
    // The chat button comes with the page's script: on /login, at the first touch (ADR 113).
    await open(page, path);
    const button = page.getByRole('main').getByRole('button', { name, exact: true });
    await expectChatClearOf(page, button, name);
  }

  const signup = await page.request.post('/api/auth/signup', {
    headers: xhr,
    data: {
      name: 'Meera Iyer',
      email: `chat-${Date.now()}@example.com`,
      password: 'phone-secret-1',
    },
  });
  expect(signup.status()).toBe(201);
  await open(page, '/checkout');
  const next = page.getByRole('main').getByRole('button', { name: 'Continue to Payment' });
  await expectChatClearOf(page, next, 'Continue to Payment');
  // Nor a field being typed in: on a phone the chat button rides above the keyboard.
  for (const field of ['PIN code', 'Address', 'City']) {
    const box = page.getByRole('main').getByRole('textbox', { name: new RegExp(`^${field}\\b`) });
    await expectChatClearOf(page, box, field);
  }
});
