import crypto from 'node:crypto';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';
import { mailFromOutbox } from './outbox';
import { adminContext, customerContext, uniqueEmail, watch, xhr } from './people';

/**
 * The back office's inbox and accounts: the pages carry their data in the first HTML
 * and their forms post to the route's action, so staff can work without JavaScript; disabling an
 * account asks in a second step, never in a browser dialog.
 */

// Each journey makes a staff member with the CLI (several seconds) and uses two browsers.
test.slow();

/** A staff member's browser with JavaScript off (the session made through the API). */
async function staffWithoutJs(browser: Browser, errors: string[]): Promise<BrowserContext> {
  const signedIn = await adminContext(browser, errors);
  const context = watch(
    await browser.newContext({
      javaScriptEnabled: false,
      storageState: await signedIn.storageState(),
    }),
    errors,
  );
  await signedIn.close();
  return context;
}

/** At 360 px wide the page does not scroll sideways. */
async function fitsPhone(page: Page) {
  await page.setViewportSize({ width: 360, height: 800 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A contact message from a new sender, sent as a visitor would; answers the sender's name. */
async function sendMessage(context: BrowserContext): Promise<{ name: string; email: string }> {
  const name = `Ravi Menon ${crypto.randomBytes(3).toString('hex')}`;
  const email = uniqueEmail('writer');
  const res = await context.request.post('/api/contact', {
    data: {
      name,
      email,
      phone: '98765 43210',
      subject: 'Request a quote',
      message: 'Please quote for ten thermal printers for our shops.',
    },
    headers: xhr,
  });
  expect(res.status()).toBeLessThan(300);
  return { name, email };
}

test('without JavaScript staff open a message, mark it read and unread again', async ({
  browser,
  consoleErrors,
}) => {
  const context = await staffWithoutJs(browser, consoleErrors);
  const { name: sender, email } = await sendMessage(context);
  const page = await context.newPage();
  await page.goto('/admin/messages');
  const main = page.getByRole('main');
  const item = main.getByRole('link', { name: new RegExp(`^Unread: Request a quote.*${sender}`) });
  await expect(item).toBeVisible();
  await item.click();

  const opened = main.getByRole('article', { name: 'Request a quote' });
  await expect(opened).toContainText(sender);
  await fitsPhone(page);
  // An empty reply is refused in place; a written one is emailed and kept with the message.
  await opened.getByRole('button', { name: 'Send reply' }).click();
  await expect(opened.getByText('Write the reply')).toBeVisible();
  const since = Date.now();
  await opened
    .getByRole('textbox', { name: /^Reply to Ravi Menon/ })
    .fill('Ten TP-80 printers: ₹84,990 + GST. We can deliver on Monday.');
  await opened.getByRole('button', { name: 'Send reply' }).click();
  await expect(page).toHaveURL(/[?&]saved=reply/);
  await expect(opened.getByRole('status')).toHaveText('Reply sent by email.');
  await expect(opened.getByRole('region', { name: 'Replies sent' })).toContainText(
    'We can deliver on Monday.',
  );
  const mail = await mailFromOutbox(email, /Re: Request a quote/, since);
  expect(mail).toContain('We can deliver on Monday.');
  expect(mail).toContain('> Please quote for ten thermal printers for our shops.');
  await opened.getByRole('button', { name: 'Mark unread' }).click();
  await expect(opened.getByRole('status')).toHaveText('Marked as unread.');
  await opened.getByRole('button', { name: 'Mark read' }).click();
  await expect(page).toHaveURL(/[?&]saved=read/);
  await expect(opened.getByRole('status')).toHaveText('Marked as read.');
  await expect(
    main.getByRole('link', { name: new RegExp(`^Request a quote.*${sender}`) }),
  ).toBeVisible();

  await opened.getByRole('button', { name: 'Mark unread' }).click();
  await expect(opened.getByRole('status')).toHaveText('Marked as unread.');
  await expect(item).toBeVisible();
  await context.close();
});

test('without JavaScript staff disable an account after a second step, then enable it', async ({
  browser,
  consoleErrors,
}) => {
  const context = await staffWithoutJs(browser, consoleErrors);
  const shopper = await customerContext(browser, consoleErrors, 'Anjali Desai');
  const page = await context.newPage();
  await page.goto(`/admin/customers?q=${encodeURIComponent(shopper.email)}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('searchbox')).toHaveValue(shopper.email);
  await main
    .getByRole('table', { name: 'Customers' })
    .getByRole('link', { name: 'Anjali Desai' })
    .click();
  await expect(main.getByRole('heading', { name: 'Anjali Desai', level: 1 })).toBeVisible();

  // The first click only asks; going back leaves the account as it was.
  await main.getByRole('link', { name: 'Disable account' }).click();
  const ask = main.getByRole('region', { name: 'Disable this account?' });
  await expect(ask).toContainText(shopper.email);
  await fitsPhone(page);
  await ask.getByRole('link', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  await expect(main.getByRole('region', { name: 'Account' })).toContainText('Active');

  await main.getByRole('link', { name: 'Disable account' }).click();
  await ask.getByRole('button', { name: 'Yes, disable account' }).click();
  const account = main.getByRole('region', { name: 'Account' });
  await expect(account.getByRole('status')).toContainText('Account disabled.');
  await expect(account).toContainText('Disabled');
  const profile = await shopper.context.request.get('/api/account/profile', { headers: xhr });
  expect(profile.status()).toBe(401);

  await account.getByRole('button', { name: 'Enable account' }).click();
  await expect(account.getByRole('status')).toContainText('Account enabled.');
  await expect(account).toContainText('Active');
  await expect(account.getByRole('link', { name: 'Disable account' })).toBeVisible();
  await shopper.context.close();
  await context.close();
});

test('the inbox and the accounts are in the first HTML; with JavaScript a form posts in place', async ({
  browser,
  consoleErrors,
}) => {
  const context = await adminContext(browser, consoleErrors);
  const { name: sender } = await sendMessage(context);
  const inbox = await context.request.get('/admin/messages');
  expect(inbox.status()).toBe(200);
  expect(await inbox.text()).toContain(sender);

  const shopper = await customerContext(browser, consoleErrors, 'Kavya Rao');
  const list = await context.request.get(`/admin/customers?q=${encodeURIComponent(shopper.email)}`);
  expect(list.status()).toBe(200);
  const html = await list.text();
  expect(html).toContain(shopper.email);
  const id = /\/admin\/customers\/(\d+)/.exec(html)?.[1];
  expect(id).toBeDefined();
  const detail = await context.request.get(`/admin/customers/${id}`);
  expect(await detail.text()).toContain('Kavya Rao');
  expect((await context.request.get('/admin/customers/99999999')).status()).toBe(404);

  // With JavaScript the same forms post without reloading the page: an owner adds it as staff.
  const page = await context.newPage();
  await page.goto(`/admin/customers/${id}`);
  await hydrated(page);
  await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Add as staff' }).click();
  const ask = main.getByRole('region', { name: 'Add this account as staff?' });
  await ask.getByRole('button', { name: 'Yes, add as staff' }).click();
  const account = main.getByRole('region', { name: 'Account' });
  await expect(account.getByRole('status')).toHaveText(
    'The account is now staff: it can open the back office.',
  );
  await expect(account).toContainText('Staff');
  await expect(ask).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Add as staff' })).toHaveCount(0);
  expect(await page.evaluate(() => 'stillThisPage' in window)).toBe(true);
  const staffNow = await shopper.context.request.get('/api/admin/dashboard', { headers: xhr });
  expect(staffNow.status()).toBe(200);
  await shopper.context.close();
  await context.close();
});
