import { BLOG_POSTS } from '../packages/shared/src/content/blog';
import { expectAccessible } from './axe';
import { catalogueProduct } from './catalogue-data';
import { expect, open, test } from './fixtures';

/** Every public page of the shop (axe-core on every public page). */
const PAGES: { path: string; status?: number }[] = [
  { path: '/' },
  { path: '/products' },
  { path: '/product/:id' }, // a product with stock to spare, found at run time
  { path: '/cart' },
  { path: '/wishlist' },
  { path: '/about' },
  { path: '/careers' },
  { path: '/blog' },
  { path: `/blog/${BLOG_POSTS[0]!.slug}` },
  { path: '/privacy' },
  { path: '/terms' },
  { path: '/cookies' },
  { path: '/refund' },
  { path: '/help' },
  { path: '/shipping' },
  { path: '/returns' },
  { path: '/track-order' },
  { path: '/contact' },
  { path: '/login' },
  { path: '/no-such-page', status: 404 },
];

/** A product the page can add to the cart: other specs' orders cannot sell it out. */
const onSale = { minStock: 10 };

test.describe('accessibility (axe-core, WCAG 2 A/AA)', () => {
  for (const { path, status = 200 } of PAGES) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      const id = path.includes(':id') ? (await catalogueProduct(page.request, onSale)).id : 0;
      const res = await page.goto(path.replace(':id', String(id)));
      expect(res?.status()).toBe(status);
      await expect(page.locator('h1')).toBeVisible();
      // Let client-only content (cart, wishlist) settle after hydration.
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, path);
    });
  }

  test('a phone-sized page with the menu open has no serious or critical violations', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page, '/shipping');
    await expectAccessible(page, '/shipping at 360 px');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page, 'the open mobile menu');
  });

  test('a cart with items has no serious or critical violations', async ({ page }) => {
    await open(page, `/product/${(await catalogueProduct(page.request, onSale)).id}`);
    // The item is in the server's cart once the cart action has answered (ADR 042).
    const added = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/cart'),
    );
    await page
      .getByRole('button', { name: /add to cart/i })
      .first()
      .click();
    expect((await added).ok()).toBe(true);
    await page.goto('/cart');
    await expect(page.getByRole('button', { name: /remove/i }).first()).toBeVisible();
    await expectAccessible(page, '/cart with an item');
  });

  test('the open quick-view dialog has no serious or critical violations', async ({ page }) => {
    await open(page, '/products');
    await page
      .getByRole('button', { name: /^Quick view / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'the quick-view dialog', 'dialog[open]');
  });
});

test('in forced colours the rating stars and the wishlist heart stay visible', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto('/products');
  const painted = (selector: string, pseudo: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el, p) => {
        const probe = document.createElement('span');
        probe.style.backgroundColor = 'Canvas';
        document.body.append(probe);
        const canvas = getComputedStyle(probe).backgroundColor;
        probe.remove();
        return { fill: getComputedStyle(el, p).backgroundColor, canvas };
      }, pseudo);
  for (const [selector, pseudo] of [
    ['.stars', '::before'],
    ['.stars', '::after'],
    ['.btn-heart', '::before'],
  ] as const) {
    const { fill, canvas } = await painted(selector, pseudo);
    expect(fill, `${selector}${pseudo}`).not.toBe(canvas);
  }
});

test.describe('keyboard', () => {
  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('policy tables that scroll sideways on phones can be reached by keyboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/shipping');
    const region = page.getByRole('region', { name: /business days from dispatch/ });
    await expect(region).toHaveAttribute('tabindex', '0');
    await region.focus();
    await expect(region).toBeFocused();
  });
});
