import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { BLOG_POSTS } from '../packages/shared/src/content/blog';
import { expect, test } from './fixtures';

/** Every public page of the shop (issue 6: axe-core on every public page). */
const PAGES: { path: string; status?: number }[] = [
  { path: '/' },
  { path: '/products' },
  { path: '/product/1' },
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

const BLOCKING = new Set(['serious', 'critical']);

/** Runs axe (WCAG 2 A and AA) and fails on serious or critical violations, listing each one. */
async function expectNoSeriousViolations(page: Page, label: string, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  if (include) builder.include(include);
  const results = await builder.analyze();
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const report = results.violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 8)
        .map(
          (n) => `      ${n.target.join(' ')}\n        ${n.failureSummary?.split('\n').join(' ')}`,
        )
        .join('\n');
      const more = v.nodes.length > 8 ? `\n      … and ${v.nodes.length - 8} more` : '';
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
  if (report) console.log(`axe on ${label}:\n${report}`);
  expect(
    blocking.map(
      (v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
    `serious or critical axe violations on ${label}`,
  ).toEqual([]);
}

test.describe('accessibility (axe-core, WCAG 2 A/AA)', () => {
  for (const { path, status = 200 } of PAGES) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(status);
      await expect(page.locator('h1')).toBeVisible();
      // Let client-only content (cart, wishlist) settle after hydration.
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page, path);
    });
  }

  test('a phone-sized page with the menu open has no serious or critical violations', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/shipping');
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, '/shipping at 360 px');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectNoSeriousViolations(page, 'the open mobile menu');
  });

  test('a cart with items has no serious or critical violations', async ({ page }) => {
    await page.goto('/product/1');
    await page.waitForLoadState('networkidle');
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
    await expectNoSeriousViolations(page, '/cart with an item');
  });

  test('the open quick-view dialog has no serious or critical violations', async ({ page }) => {
    await page.goto('/products');
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('button', { name: /^Quick view / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page, 'the quick-view dialog', 'dialog[open]');
  });
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
