import type { Page } from '@playwright/test';
import { catalogueProduct } from './catalogue-data';
import { expect, test } from './fixtures';
import { resetLinkFromOutbox } from './outbox';

/**
 * The account journeys with JavaScript disabled. Every page here comes from the server
 * with its data, and every write is a form the browser posts itself: sign up, log out, log in
 * (returning to the page that asked), the account's tabs, the profile's edit and its errors, the
 * order history and one order.
 */
test.use({ javaScriptEnabled: false });

let counter = 0;
const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${process.pid}-${++counter}@example.com`.toLowerCase();

const main = (page: Page) => page.getByRole('main');
const banner = (page: Page) => page.getByRole('banner');

async function signUp(page: Page, name: string, email: string, password: string) {
  await page.goto('/login');
  await main(page).getByRole('link', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/login\?mode=signup$/);
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await main(page).getByRole('button', { name: 'Create Account' }).click();
}

test('sign up, log out and log in again without JavaScript', async ({ page }) => {
  const email = uniqueEmail('nojs');
  await signUp(page, 'Meera Iyer', email, 'first-secret');
  await expect(page).toHaveURL(/\/$/);
  await expect(banner(page).getByRole('button', { name: 'Meera Iyer', exact: true })).toBeVisible();

  // The user menu's button leads to the account page until its script can open the menu.
  await banner(page).getByRole('button', { name: 'Meera Iyer', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  // Log out is a form in the account page's heading.
  await main(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner(page).getByRole('link', { name: 'Login' })).toBeVisible();

  // A protected page sends the guest to log in and back; a wrong password is said in red.
  await page.goto('/orders/ORD-NOSUCH');
  await expect(page).toHaveURL(/\/login\?redirect=\/orders\/ORD-NOSUCH$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-secret');
  await main(page).getByRole('button', { name: 'Login', exact: true }).click();
  await expect(main(page).getByRole('alert')).toHaveText('Incorrect email or password');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

  await page.getByLabel('Password', { exact: true }).fill('first-secret');
  await main(page).getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/ORD-NOSUCH$/);
  await expect(main(page).getByRole('heading', { name: 'Order not found' })).toBeVisible();
});

test('sign-up errors come back from the server next to the fields', async ({ page }) => {
  await page.goto('/login?mode=signup');
  await page.getByLabel('Full Name').fill('Ravi');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('123');
  await main(page).getByRole('button', { name: 'Create Account' }).click();
  const emailField = page.getByLabel('Email');
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField).toHaveValue('not-an-email');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    /Password should be at least 6 characters/,
  );
  await expect(page.getByLabel('Full Name')).toHaveValue('Ravi');
});

test('the account page: tabs, profile edit and orders, all from the server', async ({ page }) => {
  const email = uniqueEmail('nojs-profile');
  await signUp(page, 'Kiran Shah', email, 'kiran-secret');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/account');
  await expect(page.getByTestId('profile-view')).toContainText(email);
  await main(page).getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('City', { exact: true }).fill('Surat');
  await page.getByLabel('PIN Code', { exact: true }).fill('12');
  await main(page).getByRole('button', { name: 'Save Changes' }).click();
  // Refused by the server's schema: the typed values stay, the error is next to its field.
  await expect(page.getByLabel('PIN Code', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Surat');
  await page.getByLabel('PIN Code', { exact: true }).fill('395003');
  await page.getByLabel('State', { exact: true }).selectOption('Gujarat');
  await main(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(main(page).getByRole('status')).toHaveText('Profile updated successfully!');
  await expect(page.getByTestId('profile-view')).toContainText('Surat');
  await expect(page.getByTestId('profile-view')).toContainText('395003');
  // Post-redirect-get: reloading shows the page again and posts nothing.
  await page.reload();
  await expect(page.getByTestId('profile-view')).toContainText('Surat');

  // An order placed through the API shows in the Orders tab and on its own page.
  const placed = await page.request.post('/api/orders', {
    data: {
      items: [
        { productId: (await catalogueProduct(page.request, { minStock: 10 })).id, quantity: 1 },
      ],
      shipping: {
        name: 'Kiran Shah',
        email,
        phone: '9876543210',
        address: '4 Ring Road',
        city: 'Surat',
        state: 'Gujarat',
        pincode: '395003',
      },
      paymentMethod: 'upi',
    },
    headers: { 'x-requested-with': 'fetch', 'idempotency-key': `e2e-${crypto.randomUUID()}` },
  });
  expect(placed.status()).toBe(201);
  const { orderId } = ((await placed.json()) as { order: { orderId: string } }).order;

  await main(page).getByRole('tab', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/account\?tab=orders$/);
  const card = main(page).getByTestId('order-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(orderId);
  await card.getByRole('link', { name: /view order details/ }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  await expect(main(page).getByRole('heading', { level: 1 })).toContainText(orderId);
});

test('change password, other devices, forgotten password and reset, without JavaScript', async ({
  page,
}) => {
  const email = uniqueEmail('nojs-password');
  await signUp(page, 'Anil Desai', email, 'old-secret');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/account?tab=settings');
  await page.getByLabel('Current password', { exact: true }).fill('old-secret');
  await page.getByLabel('New password', { exact: true }).fill('new-secret');
  await page.getByLabel('Confirm new password', { exact: true }).fill('other-secret');
  await main(page).getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByLabel('Confirm new password', { exact: true }),
  ).toHaveAccessibleDescription('The two passwords do not match');
  await page.getByLabel('Current password', { exact: true }).fill('old-secret');
  await page.getByLabel('New password', { exact: true }).fill('new-secret');
  await page.getByLabel('Confirm new password', { exact: true }).fill('new-secret');
  await main(page).getByRole('button', { name: 'Change password' }).click();
  await expect(main(page).getByRole('status')).toHaveText(
    'Password changed. You have been signed out on your other devices.',
  );
  await main(page).getByRole('button', { name: 'Sign out of all other devices' }).click();
  await expect(main(page).getByRole('status')).toHaveText(
    'You were not signed in on any other device.',
  );

  await main(page).getByRole('button', { name: 'Logout' }).click();
  await page.goto('/forgot-password');
  const since = Date.now();
  await page.getByLabel('Email').fill(email);
  await main(page).getByRole('button', { name: 'Send reset link' }).click();
  await expect(main(page).getByRole('status')).toContainText('If an account exists');
  const link = await resetLinkFromOutbox(email, since);
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('reset-secret');
  await page.getByLabel('Confirm new password', { exact: true }).fill('reset-secret');
  await main(page).getByRole('button', { name: 'Set new password' }).click();
  await expect(main(page).getByRole('status')).toHaveText(
    'Your password has been reset. Please log in with the new password.',
  );
  await expect(page).toHaveURL(/\/reset-password\?done=1$/);
  await main(page).getByRole('link', { name: 'Login' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('reset-secret');
  await main(page).getByRole('button', { name: 'Login', exact: true }).click();
  await expect(banner(page).getByRole('button', { name: 'Anil Desai', exact: true })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu button leads to the site links', async ({ page }) => {
    await page.goto('/about');
    await banner(page).getByRole('button', { name: 'Menu' }).click();
    await expect(page).toHaveURL(/#site-links$/);
    const links = page.locator('#site-links');
    await expect(links).toBeInViewport();
    await links.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});
