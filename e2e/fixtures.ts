import { test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * Every journey fails on a console error, an uncaught page error or a browser dialog, so broken
 * hydration, a CSP violation or an alert() shows up as a red test rather than going unnoticed.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        // A page that deliberately answers 404 (the not-found page) is not a broken resource.
        const url = msg.location().url;
        const isPage404 =
          msg.text().includes('status of 404') &&
          !/\.[a-z0-9]+(\?|$)/i.test(new URL(url || 'http://x/').pathname);
        if (!isPage404) errors.push(`${msg.text()} (${url})`);
      });
      page.on('pageerror', (err) => errors.push(err.message));
      // No page may call alert(), confirm() or prompt(): outcomes are said in the page
      // and questions asked in its own dialogs. A browser dialog is dismissed and fails the test.
      page.on('dialog', (dialog) => {
        if (dialog.type() === 'beforeunload') return;
        errors.push(`browser ${dialog.type()}(): ${dialog.message()}`);
        void dialog.dismiss();
      });
      await use(errors);
      expect(errors, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until React has hydrated the page, so clicks and keys reach their handlers. A catalogue
 * page fetches its script on the shopper's first interaction (ADR 112): an event on the window,
 * which reaches no control, stands for it.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.evaluate(() => dispatchEvent(new Event('pointerdown')));
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('main') ?? {}).some((k) => k.startsWith('__react')),
  );
}

/** Opens a page and waits until React has hydrated it, so clicks and keys reach their handlers. */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
}

/**
 * Opens a page that fetches its script on the first interaction (ADRs 112–114) with that script
 * held back, as on a slow connection, and checks that loading it asked for none. Returns what
 * lets the script through.
 */
export async function openWithScriptHeld(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route('**/assets/*.js', async (route) => {
    asked += 1;
    await held;
    await route.continue();
  });
  await page.goto(url);
  // The pointer move Chromium sends to a resting pointer after a layout is not an interaction.
  expect(asked, `${url} asked for its script before any interaction`).toBe(0);
  return release;
}

/**
 * The header's user menu button, once the menu's code has taken it over. That code arrives after
 * hydration (ADR 029); until then the button is its link to /account (`data-ready` says it has).
 */
export async function userMenuButton(page: Page, name: string | RegExp): Promise<Locator> {
  await hydrated(page);
  const button = page.getByRole('banner').getByRole('button', { name, exact: true });
  await expect(button).toHaveAttribute('data-ready', '');
  return button;
}

/** Opens the header's user menu with a click (see userMenuButton). */
export async function openUserMenu(page: Page, name: string | RegExp): Promise<void> {
  const button = await userMenuButton(page, name);
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

/**
 * Clicks an Add to Cart (or another cart form's) button and waits for the server's answer: the
 * page counts the item at once, but the item is in the cart only once the post has landed, so a
 * test that moves on sooner would cancel it (ADR 042).
 */
export async function submitToCart(page: Page, button: Locator): Promise<void> {
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/cart'),
  );
  await button.click();
  expect((await answered).ok()).toBe(true);
}
