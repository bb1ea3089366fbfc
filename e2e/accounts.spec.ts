import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { catalogueProduct } from './catalogue-data';
import {
  expect,
  hydrated,
  open,
  openUserMenu,
  openWithScriptHeld,
  submitToCart,
  test,
  userMenuButton,
} from './fixtures';
import { expectAccessible } from './axe';
import { resetLinkFromOutbox } from './outbox';

/**
 * The account browser journeys: sign up, the user menu, log out, Remember me, the protected
 * checkout, the profile, password reset through the emailed link, login errors and the cart
 * following a shopper to another browser.
 */

const DAY_S = 24 * 60 * 60;
let counter = 0;
const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${process.pid}-${++counter}@example.com`.toLowerCase();

const main = (page: Page) => page.getByRole('main');
const banner = (page: Page) => page.getByRole('banner');
const loginButton = (page: Page) => main(page).getByRole('button', { name: 'Login', exact: true });

/**
 * A refused request (a wrong password answers 401) is logged by Chromium as a console error.
 * The fixture fails a test on any console error, so the ones a test provokes on purpose are
 * taken off its list, and only those.
 */
function forgiveConsoleErrors(errors: string[], expected: RegExp) {
  for (let i = errors.length - 1; i >= 0; i--) if (expected.test(errors[i]!)) errors.splice(i, 1);
}

async function createAccount(
  request: APIRequestContext,
  name: string,
  email: string,
  password: string,
) {
  const res = await request.post('/api/auth/signup', {
    data: { name, email, password },
    headers: { 'x-requested-with': 'fetch' },
  });
  expect(res.status()).toBe(201);
  // The signup answer signed this request context in; pages get their own sessions.
  await request.post('/api/auth/logout', { headers: { 'x-requested-with': 'fetch' } });
}

/** Signs up through the API with the page's own cookies: the page is signed in at once. */
async function signedUp(page: Page, name: string, email: string, password: string) {
  const res = await page.request.post('/api/auth/signup', {
    data: { name, email, password },
    headers: { 'x-requested-with': 'fetch' },
  });
  expect(res.status()).toBe(201);
}

async function logIn(
  page: Page,
  email: string,
  password: string,
  opts: { remember?: boolean } = {},
) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (opts.remember) await main(page).getByLabel('Remember me').check();
  await loginButton(page).click();
}

async function logOutFromMenu(page: Page, name: string) {
  await openUserMenu(page, name);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(banner(page).getByRole('link', { name: 'Login' })).toBeVisible();
}

/** The session cookie as the browser holds it. */
async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === 'sid');
}

test('sign up, the user menu by keyboard, log out, and log in with Remember me', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('journey');
  const first = 'first-secret-1';

  // Sign up.
  await open(page, '/login');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Login to your account');
  for (const name of ['Google', 'Facebook']) {
    const button = main(page).getByRole('button', { name });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      'Google and Facebook sign-in are not available yet',
    );
  }
  await main(page).getByRole('link', { name: 'Create Account' }).click();
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Create Account');
  await page.getByLabel('Full Name').fill('Asha Rao');
  await page.getByLabel('Email').fill(email);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill(first);
  const toggle = main(page).getByRole('button', { name: 'Show password' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(password).toHaveAttribute('type', 'password');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(password).toHaveAttribute('type', 'text');
  await toggle.click();
  await expect(password).toHaveAttribute('type', 'password');
  await main(page).getByRole('button', { name: 'Create Account' }).click();

  // Signed in: home page, the name in the header, already in the server-rendered HTML.
  await expect(page).toHaveURL(/\/$/);
  const userButton = banner(page).getByRole('button', { name: 'Asha Rao', exact: true });
  await expect(userButton).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
  const html = await (await page.request.get('/products')).text();
  expect(html).toContain('Asha Rao');
  expect(html).not.toContain('href="/login"');
  // Without Remember me the cookie ends with the browser.
  expect((await sessionCookie(context))?.expires).toBe(-1);

  // The user menu by keyboard: Enter opens on the first item, arrows move, Escape closes.
  await userMenuButton(page, 'Asha Rao');
  await userButton.focus();
  await page.keyboard.press('Enter');
  await expect(userButton).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('menuitem', { name: 'My Account' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Orders' })).toBeFocused();
  await expect(page.getByRole('menuitem', { name: 'Orders' })).toHaveAttribute('href', '/orders');
  await page.keyboard.press('Escape');
  await expect(userButton).toHaveAttribute('aria-expanded', 'false');
  await expect(userButton).toBeFocused();
  await expect(page.getByRole('menu')).toHaveCount(0);

  // Log out: the header shows Login again.
  await logOutFromMenu(page, 'Asha Rao');
  await expect(page).toHaveURL(/\/$/);
  await expect(banner(page).getByRole('button', { name: 'Asha Rao' })).toHaveCount(0);
  expect(await sessionCookie(context)).toBeUndefined();

  // Log in with Remember me: the cookie now lasts 30 days.
  await banner(page).getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, first, { remember: true });
  await expect(page).toHaveURL(/\/$/);
  await expect(userButton).toBeVisible();
  const remembered = await sessionCookie(context);
  const now = Date.now() / 1000;
  expect(remembered?.httpOnly).toBe(true);
  expect(remembered?.sameSite).toBe('Lax');
  expect(remembered?.expires).toBeGreaterThan(now + 29 * DAY_S);
  expect(remembered?.expires).toBeLessThan(now + 31 * DAY_S);
  // A signed-in shopper who opens /login is sent on to their account.
  await open(page, '/login');
  await expect(page).toHaveURL(/\/account$/);
});

test('the login form keeps what was typed before its script arrived, then signs in with it', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('early');
  const password = 'early-secret-1';
  await createAccount(request, 'Asha Rao', email, password);
  // /login fetches its script on the first interaction (ADR 113): held here until both fields
  // are filled.
  const release = await openWithScriptHeld(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  release();
  await hydrated(page);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(password);
  await loginButton(page).click();
  // Signed in, and sent home as a login without ?redirect= is.
  await expect(banner(page).getByRole('button', { name: 'Asha Rao', exact: true })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
});

test('checkout asks a guest to log in, then comes back to it with the cart', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('checkout');
  const first = 'first-secret-1';
  await createAccount(request, 'Asha Rao', email, first);

  // Checkout needs a login: a guest is sent to /login with the path saved, and comes back.
  // The guest has something to buy: an empty cart at /checkout is sent back to /cart instead.
  // (Put in the guest's server cart, whose cookie the page's requests share; ADR 042.)
  const added = await page.request.post('/api/cart/items', {
    headers: { 'x-requested-with': 'fetch' },
    data: { productId: (await catalogueProduct(page.request, { minStock: 10 })).id, quantity: 1 },
  });
  expect(added.status()).toBe(200);
  await open(page, '/checkout');
  await expect(page).toHaveURL(/\/login\?redirect=\/checkout$/);
  await logIn(page, email, first);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(main(page).getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await hydrated(page);
  await expect(page.getByRole('textbox', { name: /PIN code|Pincode/i }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
});

test('the profile: a refused PIN code, Cancel, Save Changes said in the page; the Orders and Settings tabs', async ({
  page,
}) => {
  const email = uniqueEmail('profile');
  await signedUp(page, 'Asha Rao', email, 'first-secret-1');
  await open(page, '/');

  // Profile: Edit, a refused PIN code, Save Changes with the spec's alert, then a reload.
  await openUserMenu(page, 'Asha Rao');
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  const view = page.getByTestId('profile-view');
  await expect(view).toContainText('Asha Rao');
  await expect(view).toContainText(email);
  await main(page).getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Mobile Number').fill('+91 98200 45678');
  await page.getByLabel('Address', { exact: true }).fill('12 MG Road, Shivajinagar');
  await page.getByLabel('City', { exact: true }).fill('Pune');
  await page.getByLabel('State', { exact: true }).selectOption('Maharashtra');
  const pin = page.getByLabel('PIN Code', { exact: true });
  await pin.fill('012345');
  await main(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(pin).toHaveAttribute('aria-invalid', 'true');
  await expect(pin).toHaveAccessibleDescription('PIN code must be exactly 6 digits');
  await expect(pin).toBeFocused();
  // Cancel restores the saved profile.
  await main(page).getByRole('link', { name: 'Cancel' }).click();
  await expect(view).not.toContainText('Pune');
  await main(page).getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Mobile Number').fill('+91 98200 45678');
  await page.getByLabel('Address', { exact: true }).fill('12 MG Road, Shivajinagar');
  await page.getByLabel('City', { exact: true }).fill('Pune');
  await page.getByLabel('State', { exact: true }).selectOption('Maharashtra');
  await page.getByLabel('PIN Code', { exact: true }).fill('411 005');
  await main(page).getByRole('button', { name: 'Save Changes' }).click();
  // Said in the page (a status region), not in a browser alert.
  await expect(
    main(page).getByRole('status').filter({ hasText: 'Profile updated successfully!' }),
  ).toBeVisible();
  for (const text of ['9820045678', '12 MG Road, Shivajinagar', 'Pune', 'Maharashtra', '411005']) {
    await expect(view).toContainText(text);
  }
  await page.reload();
  for (const text of ['9820045678', '12 MG Road, Shivajinagar', 'Pune', 'Maharashtra', '411005']) {
    await expect(view).toContainText(text);
  }

  // /orders is the same screen on its Orders tab; arrow keys move between tabs.
  await open(page, '/orders');
  await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
  await expect(main(page).getByText('No orders yet')).toBeVisible();
  await page.getByRole('tab', { name: 'Orders' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Settings' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    main(page).getByRole('button', { name: 'Sign out of all other devices' }),
  ).toBeVisible();
});

test('a forgotten password: the neutral answer, the emailed link works once, then the new password', async ({
  page,
  request,
  consoleErrors,
}) => {
  const email = uniqueEmail('reset');
  const first = 'first-secret-1';
  const second = 'second-secret-2';
  await createAccount(request, 'Asha Rao', email, first);
  const userButton = banner(page).getByRole('button', { name: 'Asha Rao', exact: true });

  // Forgot password: the neutral answer, then the link from the outbox.
  await open(page, '/login');
  await main(page).getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The address changes before the new page is drawn: the login page's own Email field could
  // still be the one filled.
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Forgot Password?');
  const asked = Date.now();
  await page.getByLabel('Email').fill(email);
  await main(page).getByRole('button', { name: 'Send reset link' }).click();
  await expect(main(page).getByRole('status')).toHaveText(
    'If an account exists for this email, we have sent it a link to reset the password. The link works once, within 1 hour.',
  );
  const link = await resetLinkFromOutbox(email, asked);

  await open(page, link);
  await page.getByLabel('New password', { exact: true }).fill(second);
  await page.getByLabel('Confirm new password', { exact: true }).fill(`${second}x`);
  await main(page).getByRole('button', { name: 'Set new password' }).click();
  await expect(
    page.getByLabel('Confirm new password', { exact: true }),
  ).toHaveAccessibleDescription('The two passwords do not match');
  await page.getByLabel('Confirm new password', { exact: true }).fill(second);
  await main(page).getByRole('button', { name: 'Set new password' }).click();
  await expect(main(page).getByRole('status')).toHaveText(
    'Your password has been reset. Please log in with the new password.',
  );
  // The link works once.
  await open(page, link);
  await page.getByLabel('New password', { exact: true }).fill('third-secret-3');
  await page.getByLabel('Confirm new password', { exact: true }).fill('third-secret-3');
  await main(page).getByRole('button', { name: 'Set new password' }).click();
  await expect(main(page).getByRole('alert')).toContainText(
    'This password reset link is invalid or has expired.',
  );

  // The old password no longer works; the new one does.
  await open(page, '/login');
  await logIn(page, email, first);
  await expect(main(page).getByRole('alert')).toHaveText('Incorrect email or password');
  await page.getByLabel('Password', { exact: true }).fill(second);
  await loginButton(page).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(userButton).toBeVisible();

  forgiveConsoleErrors(consoleErrors, /status of (400|401)/);
});

test('login errors: the server’s text in a red box, inline field errors, the toggle clears both', async ({
  page,
  request,
  consoleErrors,
}) => {
  const email = uniqueEmail('errors');
  await createAccount(request, 'Ravi Kumar', email, 'right-secret');
  await open(page, '/login');

  // Nothing typed: the shared schema's texts under the fields, tied to them.
  await loginButton(page).click();
  const emailBox = page.getByLabel('Email');
  await expect(emailBox).toHaveAttribute('aria-invalid', 'true');
  await expect(emailBox).toHaveAccessibleDescription('Enter your email address');
  await expect(emailBox).toBeFocused();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'Enter your password',
  );
  await expect(main(page).getByRole('alert')).toHaveCount(0);

  // A wrong password: the server's text in the red box.
  await logIn(page, email, 'wrong-secret');
  const alert = main(page).getByRole('alert');
  await expect(alert).toHaveText('Incorrect email or password');
  await expect(alert).toHaveClass(/bg-red-50/);

  // Switching to Create Account clears the error and the form; and back again.
  await main(page).getByRole('link', { name: 'Create Account' }).click();
  await expect(main(page).getByRole('alert')).toHaveCount(0);
  await expect(page.getByLabel('Email')).toHaveValue('');
  await expect(page.getByLabel('Full Name')).toBeVisible();

  // Signing up with a taken email: the server's text.
  await page.getByLabel('Full Name').fill('Someone Else');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('another-secret');
  await main(page).getByRole('button', { name: 'Create Account' }).click();
  await expect(main(page).getByRole('alert')).toHaveText(
    'An account with this email already exists',
  );
  await main(page).getByRole('link', { name: 'Login', exact: true }).click();
  await expect(main(page).getByRole('alert')).toHaveCount(0);
  await expect(page.getByLabel('Email')).toHaveValue('');
  await expect(page.getByLabel('Full Name')).toHaveCount(0);

  // The request itself fails (network): the spec's fallback text.
  await page.route('**/login.data*', (route) => route.abort('connectionrefused'));
  await logIn(page, email, 'right-secret');
  await expect(main(page).getByRole('alert')).toHaveText('An error occurred. Please try again.');
  await page.unroute('**/login.data*');

  // An address outside the shop is never followed after login.
  await open(page, '/login?redirect=//evil.example/');
  await logIn(page, email, 'right-secret');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(banner(page).getByRole('button', { name: 'Ravi Kumar', exact: true })).toBeVisible();

  forgiveConsoleErrors(consoleErrors, /status of (401|409)|ERR_CONNECTION_REFUSED|ERR_FAILED/);
});

test('without a user, /account and /orders ask to log in and come back after', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('prompt');
  await createAccount(request, 'Meera Shah', email, 'meera-secret');
  for (const [path, name] of [
    ['/account', 'Profile'],
    ['/orders', 'Orders'],
  ] as const) {
    await open(page, path);
    await expect(main(page).getByText('Please login to view your account')).toBeVisible();
    const login = main(page).getByRole('link', { name: 'Login' });
    await expect(login).toHaveAttribute('href', `/login?redirect=${path}`);
    if (path === '/orders') {
      await login.click();
      await logIn(page, email, 'meera-secret');
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    }
  }
});

test('a guest cart is kept at login and follows the shopper to another browser', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('cart');
  const secret = 'cart-secret-1';
  await createAccount(request, 'Kiran Patel', email, secret);
  const cartLink = (p: Page) => banner(p).getByRole('link', { name: /^Cart/ });
  // A guest adds with the product page's own Add to Cart (related products have theirs below).
  const addAsGuest = async (p: Page, id: number) => {
    await open(p, `/product/${id}`);
    // Waits for the cart's answer: on a loaded machine the count can follow it by seconds.
    await submitToCart(p, main(p).getByRole('button', { name: 'Add to Cart' }).first());
    await expect(cartLink(p)).toHaveAccessibleName('Cart, 1 item', { timeout: 15_000 });
  };

  // Two products with stock to spare, found at run time.
  const first = await catalogueProduct(request, { minStock: 10 });
  const second = await catalogueProduct(request, {
    minStock: 10,
    where: (p) => p.id !== first.id,
  });

  // Browser A: a guest puts the first in the cart, then logs in (ADR 042: the server merges the
  // guest cart named by the cart_id cookie into the account's).
  await addAsGuest(page, first.id);
  await open(page, '/login');
  await logIn(page, email, secret);
  await expect(page).toHaveURL(/\/$/);
  await expect(
    banner(page).getByRole('button', { name: 'Kiran Patel', exact: true }),
  ).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

  // A reload reads the account's cart; nothing is merged twice.
  await page.reload();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

  // Browser B: another guest cart (the second product); logging in adds the two together.
  const other = await browser.newContext();
  const pageB = await other.newPage();
  await addAsGuest(pageB, second.id);
  await open(pageB, '/login');
  await logIn(pageB, email, secret);
  await expect(pageB).toHaveURL(/\/$/);
  await open(pageB, '/cart');
  const linesB = pageB.getByTestId('cart-line');
  await expect(linesB).toHaveCount(2);
  await expect(linesB.filter({ hasText: first.name })).toHaveCount(1);
  await expect(linesB.filter({ hasText: second.name })).toHaveCount(1);

  // A change in B is posted to the server's cart and shows in A.
  const saved = pageB.waitForResponse(
    (r) => new URL(r.url()).pathname === '/cart.data' && r.request().method() === 'POST',
  );
  await pageB.getByRole('button', { name: `Increase quantity of ${second.name}` }).click();
  expect((await saved).status()).toBe(200);
  await open(page, '/cart');
  const linesA = page.getByTestId('cart-line');
  await expect(linesA).toHaveCount(2);
  await expect(page.getByLabel(`Quantity of ${second.name}`, { exact: true })).toHaveText('2');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  await other.close();

  // Logging out leaves the account's cart on the server, not in the browser; it is back at login.
  await logOutFromMenu(page, 'Kiran Patel');
  await expect(cartLink(page)).toHaveAccessibleName('Cart');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
  await expect(cartLink(page)).toHaveAccessibleName('Cart');
  await open(page, '/login');
  await logIn(page, email, secret);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
});

test('the signed-in header survives navigations that reload the page data', async ({ page }) => {
  await signedUp(page, 'Farah Khan', uniqueEmail('nav'), 'farah-secret');
  await open(page, '/account');

  // A new name shows in the header at once.
  await main(page).getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Full Name').fill('Farah K. Khan');
  page.once('dialog', (d) => void d.accept());
  await main(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    banner(page).getByRole('button', { name: 'Farah K. Khan', exact: true }),
  ).toBeVisible();
  await expect(main(page).getByTestId('profile-view')).toContainText('Farah K. Khan');

  // A client-side search navigation (new query string) keeps the shopper signed in.
  await hydrated(page);
  const search = banner(page).getByRole('searchbox', { name: 'Search products' });
  await search.fill('printer');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=printer$/);
  await expect(
    banner(page).getByRole('button', { name: 'Farah K. Khan', exact: true }),
  ).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
});

test('the account screens pass axe, with errors showing and menus open', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000); // seven screens, each checked with axe
  const email = uniqueEmail('axe');
  await createAccount(request, 'Zoya Ali', email, 'zoya-secret');
  await open(page, '/login');
  await loginButton(page).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, '/login with field errors');
  await logIn(page, email, 'not-her-secret');
  await expect(main(page).getByRole('alert')).toBeVisible();
  await expectAccessible(page, '/login with the error box');
  await open(page, '/forgot-password');
  await expectAccessible(page, '/forgot-password');
  await open(page, '/reset-password?token=abc');
  await expectAccessible(page, '/reset-password');

  await open(page, '/login?redirect=/account');
  await logIn(page, email, 'zoya-secret');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('profile-view')).toContainText(email);
  await expectAccessible(page, '/account profile');
  await main(page).getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('PIN Code', { exact: true }).fill('1');
  await main(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByLabel('PIN Code', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectAccessible(page, '/account profile form with an error');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expectAccessible(page, '/account settings');
  await banner(page).getByRole('button', { name: 'Zoya Ali', exact: true }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page, 'the open user menu');
  // Outside click closes the menu.
  await main(page).getByRole('heading', { name: 'My Account' }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);

  await page.setViewportSize({ width: 360, height: 740 });
  await open(page, '/orders');
  await banner(page).getByRole('button', { name: 'Menu' }).click();
  const account = banner(page).getByRole('navigation', { name: 'Account' });
  await expect(account).toContainText('Signed in as Zoya Ali');
  await expect(account.getByRole('link', { name: 'Orders' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectAccessible(page, '/orders at 360 px with the mobile menu open');

  forgiveConsoleErrors(consoleErrors, /status of 401/);
});
