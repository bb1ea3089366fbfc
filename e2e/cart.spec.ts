import { CART_ACTION, CART_FIELDS, CART_INTENTS } from '../packages/shared/src/cart/form-fields';
import { FREE_SHIPPING_ABOVE, SHIPPING_CHARGE } from '../packages/shared/src/pricing/cart-totals';
import { catalogueProduct, rupees } from './catalogue-data';
import { expect, hydrated, open, openWithScriptHeld, test } from './fixtures';
import { xhr } from './people';

const readCart = (page: import('@playwright/test').Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('cart') ?? '[]') as { id: number; quantity: number }[],
  );

test.describe('cart', () => {
  test('empty cart says so', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  test('quantities, removal and totals follow spec §9, and the cart survives a reload', async ({
    page,
  }) => {
    // Found at run time: the cheapest roll, and a product of which two with the roll ship at a
    // charge and five ship free.
    const roll = await catalogueProduct(page.request, {
      category: 'paper-rolls',
      sort: 'price-low',
      minStock: 10,
      // Rolls are priced by the quantity from 5 or 10; this cart holds one.
      priceBands: 'any',
    });
    const other = await catalogueProduct(page.request, {
      minStock: 10,
      where: (p) =>
        p.category !== 'paper-rolls' &&
        roll.price + 2 * p.price <= FREE_SHIPPING_ABOVE &&
        5 * p.price > FREE_SHIPPING_ABOVE,
    });
    await open(page, '/');
    // Once the page has run its own start-up (which marks the browser's cart as a mirror), the
    // test stores an old cart; otherwise that start-up may run after it and race the next page.
    await page.waitForFunction(() => localStorage.getItem('cart-mirror') !== null);
    // The product ×2 and the roll ×1, as if added before carts lived on the server (ADR 042):
    // without the 'cart-mirror' key, the stored cart is added to the server's once.
    await page.evaluate(() => localStorage.removeItem('cart-mirror'));
    await page.evaluate(
      ([otherId, rollId]) =>
        localStorage.setItem(
          'cart',
          JSON.stringify([
            {
              id: otherId,
              name: 'Old name',
              image: '',
              price: 1,
              originalPrice: null,
              quantity: 2,
            },
            { id: rollId, name: 'Roll', image: '', price: 20, originalPrice: null, quantity: 1 },
            {
              // The largest id a product can have: none will ever reach it.
              id: 2147483647,
              name: 'Discontinued',
              image: '',
              price: 5,
              originalPrice: null,
              quantity: 1,
            },
          ]),
        ),
      [other.id, roll.id],
    );
    // The stored cart is read by the page's script, which /cart fetches on the first interaction.
    await open(page, '/cart');
    const lines = page.getByTestId('cart-line');
    // The stored cart is adopted: the unknown product goes, names and prices come from the catalogue.
    await expect(lines).toHaveCount(2);
    await expect(lines.first()).toContainText(other.name);
    // Spec §9 with ADR 096: 18% GST on the subtotal and on delivery, shown to the rupee; the
    // delivery row shows the charge with its GST; the total is rounded to the rupee (half up).
    const subtotal = roll.price + 2 * other.price;
    const deliveryGst = (SHIPPING_CHARGE * 18) / 100;
    await expect(page.getByTestId('summary-subtotal')).toHaveText(rupees(subtotal));
    await expect(page.getByTestId('summary-shipping')).toHaveText(
      `${rupees(SHIPPING_CHARGE)} (${rupees(SHIPPING_CHARGE + deliveryGst)} with ${rupees(deliveryGst)} GST)`,
    );
    await expect(page.getByTestId('summary-tax')).toHaveText(
      rupees(Math.round((subtotal * 18) / 100 + deliveryGst)),
    );
    await expect(page.getByTestId('summary-total')).toHaveText(
      rupees(Math.floor(((subtotal + SHIPPING_CHARGE) * 118 + 50) / 100)),
    );

    const more = page.getByRole('button', { name: `Increase quantity of ${other.name}` });
    await more.click();
    await more.click();
    await more.click();
    await expect(page.getByTestId('summary-subtotal')).toHaveText(
      rupees(roll.price + 5 * other.price),
    );
    await expect(page.getByTestId('summary-shipping')).toHaveText('Free');
    await expect(lines.first().getByTestId('line-subtotal')).toHaveText(rupees(5 * other.price));
    // − is a step too: two quick taps both count, whatever order their answers come in.
    const less = page.getByRole('button', { name: `Decrease quantity of ${other.name}` });
    await less.click();
    await less.click();
    await expect(lines.first().getByTestId('line-subtotal')).toHaveText(rupees(3 * other.price));
    await expect(page.getByTestId('summary-subtotal')).toHaveText(
      rupees(roll.price + 3 * other.price),
    );

    const fewer = page.getByRole('button', { name: `Decrease quantity of ${roll.name}` });
    await expect(fewer).toBeDisabled(); // never below 1
    // The line goes on the click; the reload waits for the server's answer, or it may cancel the
    // removal before it is sent.
    const removed = page.waitForResponse(
      (r) =>
        r.request().method() === 'POST' &&
        new URL(r.url()).pathname.startsWith(CART_ACTION) &&
        new URLSearchParams(r.request().postData() ?? '').get(CART_FIELDS.intent) ===
          CART_INTENTS.remove,
    );
    await page.getByRole('button', { name: `Remove ${roll.name} from cart` }).click();
    await expect(lines).toHaveCount(1);
    expect((await removed).ok()).toBe(true);

    await page.reload();
    await hydrated(page);
    await expect(lines).toHaveCount(1);
    await expect(page.getByTestId('summary-subtotal')).toHaveText(rupees(3 * other.price));
    // The browser's mirror follows once the reloaded page has started (the removal's response
    // may have been cut off by the reload), so it is polled, not read once.
    await expect
      .poll(() => readCart(page))
      .toEqual([expect.objectContaining({ id: other.id, quantity: 3, price: other.price })]);
  });

  test('a tap before the script arrives posts the form itself', async ({ page }) => {
    const product = await catalogueProduct(page.request, { minStock: 10 });
    const added = await page.request.post('/api/cart/items', {
      headers: xhr,
      data: { productId: product.id, quantity: 1 },
    });
    expect(added.status()).toBe(200);
    // /cart fetches its script on the first interaction (ADR 114); here it is never let through.
    await openWithScriptHeld(page, '/cart');
    const line = page.getByTestId('cart-line');
    await expect(line.getByTestId('line-subtotal')).toHaveText(rupees(product.price));
    await page.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
    await expect(line.getByTestId('line-subtotal')).toHaveText(rupees(2 * product.price));
    await page.getByRole('button', { name: `Remove ${product.name} from cart` }).click();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
  });

  test('a corrupt stored cart does not break the page', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('cart', '{definitely not json'));
    await open(page, '/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
  });
});

test('an unknown route answers 404 with a way back', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('couldn’t find');
});
