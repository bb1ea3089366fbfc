import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminContext, customerContext } from './people';

/**
 * ADR 087: wrong passwords slow down the browser and address they come from. Without JavaScript
 * the login page says so (answered 429); the back office lists the held-back account, and an
 * owner clears it with a real form so its owner can sign in at once.
 */
test('the login page says a guesser is slowed without JavaScript; an owner sees and clears it', async ({
  browser,
  consoleErrors,
}) => {
  test.slow(); // two browsers and several pages in one journey
  const shopper = await customerContext(browser, consoleErrors, 'Rohan Mehta');
  await shopper.context.close();
  const guesser = await browser.newContext({ javaScriptEnabled: false });
  // The 429 is the answer this journey expects; any other console error fails it.
  guesser.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().includes('status of 429')) {
      consoleErrors.push(`${msg.text()} (${msg.location().url})`);
    }
  });
  const page = await guesser.newPage();
  const main = page.getByRole('main');
  const logIn = async (password: string) => {
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    const answer = page.waitForResponse((r) => r.request().method() === 'POST');
    await main.getByRole('button', { name: 'Login', exact: true }).click();
    return (await answer).status();
  };
  await page.goto('/login');
  for (let i = 0; i < 5; i++) {
    await logIn(`wrong-password-${i}`);
    await expect(main.getByRole('alert')).toHaveText('Incorrect email or password');
  }
  // Now even the right password waits, and the page says why.
  expect(await logIn('shopper-password-1')).toBe(429);
  await expect(main.getByRole('alert')).toHaveText(
    'Too many failed attempts, please try again later',
  );

  const admin = await adminContext(browser, consoleErrors);
  const office = await admin.newPage();
  await office.goto('/admin');
  await office.getByRole('link', { name: 'Sign-in limits' }).first().click();
  await expect(office.getByRole('heading', { name: 'Sign-in limits' })).toBeVisible();
  const table = office.getByRole('table', { name: 'Sign-in and sign-up limits' });
  const row = table.getByRole('row').filter({ hasText: shopper.email });
  await expect(row).toContainText('Sign-in to an account from one address');
  await row.getByRole('button', { name: /^Clear the limit on / }).click();
  await expect(office.getByText('Limit cleared. The next try is accepted at once.')).toBeVisible();
  await expect(office.getByText(shopper.email)).toHaveCount(0);

  // The owner of the account is let in at once.
  await signedInAfter(page, () => logIn('shopper-password-1'));
});

async function signedInAfter(page: Page, logIn: () => Promise<number>) {
  await logIn();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Rohan Mehta' })).toBeVisible();
}
