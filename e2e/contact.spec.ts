import {
  CONTACT_MESSAGE_HIDE_MS,
  CONTACT_TEXTS,
} from '../packages/shared/src/contact/contact-message';
import { SHOP } from '../packages/shared/src/shop/identity';
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, hydrated, test } from './fixtures';

/** A form control by its label (the asterisk after each label is hidden from the name). */
const field = (page: Page, name: string) =>
  page.getByRole(name === 'Subject' ? 'combobox' : 'textbox', { name, exact: true });

async function fillForm(page: Page, email: string) {
  await field(page, 'Full Name').fill('Meena Iyer');
  await field(page, 'Email').fill(email);
  await field(page, 'Phone').fill('98765 43210');
  await field(page, 'Subject').selectOption('Request a quote');
  await field(page, 'Message').fill(
    'Please quote for 3 thermal printers and 2 barcode scanners for our pharmacy.',
  );
}

test.describe('/contact', () => {
  test('shows the form, the store details and the review summary', async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(CONTACT_TEXTS.allRequired)).toBeVisible();
    await expect(field(page, 'Subject').locator('option').first()).toHaveText('Select a subject');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/contact$/);

    const store = page.getByRole('region', { name: 'Store details' });
    await expect(store.getByRole('link', { name: SHOP.phone })).toHaveAttribute(
      'href',
      `tel:+${SHOP.phoneDigits}`,
    );
    await expect(store.getByRole('link', { name: SHOP.email })).toHaveAttribute(
      'href',
      `mailto:${SHOP.email}`,
    );
    await expect(store).toContainText('Monday–Saturday, 9 AM–7 PM IST');
    await expect(store).toContainText(SHOP.address.pincode);
    await expect(store.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/${SHOP.phoneDigits}\\?text=`),
    );
    const reviews = page.getByRole('region', { name: 'What our customers say' });
    // Every approved review counted (ADR 051; the figures are checked in reviews.spec.ts).
    await expect(reviews).toContainText(/from \d+ verified reviews/);
    await expect(reviews.getByRole('img', { name: /Rated \d(\.\d)? out of 5/ })).toBeVisible();

    // The honeypot is in the form for bots but out of sight and out of the tab order.
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).not.toBeInViewport();
  });

  test('sends a message: Sending..., the success text with the email, gone after 5 s', async ({
    page,
  }) => {
    await page.goto('/contact');
    await hydrated(page);
    const email = `meena.${Date.now()}@example.com`;
    await fillForm(page, email);
    let sent: Record<string, string> = {};
    // The request is held until the sending state has been seen, then let through.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/contact.data*', async (route) => {
      // The post; the page's data read afterwards (GET) goes to the same address.
      if (route.request().method() !== 'POST') return route.continue();
      sent = Object.fromEntries(new URLSearchParams(route.request().postData() ?? ''));
      await released;
      await route.continue();
    });

    const button = page.getByRole('button', { name: 'Send Message' });
    await button.click();
    const busy = page.getByRole('button', { name: 'Sending...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();

    const success = page.getByRole('status').getByText(CONTACT_TEXTS.success(email));
    await expect(success).toBeVisible();
    expect(sent).toMatchObject({ email, phone: '98765 43210', subject: 'Request a quote' });
    // The form starts afresh.
    await expect(field(page, 'Full Name')).toHaveValue('');
    await expect(field(page, 'Subject')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();

    await expect(success).toBeHidden({ timeout: CONTACT_MESSAGE_HIDE_MS + 2_000 });
  });

  test('shows the failure text with the shop email when sending fails', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/contact');
    await hydrated(page);
    await fillForm(page, 'ravi@example.com');
    // The post never reaches the shop (network down).
    await page.route('**/contact.data*', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Send Message' }).click();

    const failure = page.getByRole('alert').filter({ hasText: CONTACT_TEXTS.failure });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText(SHOP.email);
    // What was typed stays, so the shopper can try again.
    await expect(field(page, 'Full Name')).toHaveValue('Meena Iyer');
    await expect(failure).toBeHidden({ timeout: CONTACT_MESSAGE_HIDE_MS + 2_000 });

    // The browser logs the failure we forced; that one is expected, anything else still fails.
    const forced = consoleErrors.filter((e) => e.includes('ERR_CONNECTION_REFUSED'));
    expect(forced.length).toBeGreaterThan(0);
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !forced.includes(e)),
    );
  });

  test('an empty form shows every field error and sends nothing', async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
    let requests = 0;
    await page.route('**/contact.data*', (route) => {
      requests++;
      return route.abort();
    });
    await page.getByRole('button', { name: 'Send Message' }).click();

    for (const label of ['Full Name', 'Email', 'Phone', 'Subject', 'Message']) {
      await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(page.getByText('Enter your full name')).toBeVisible();
    await expect(page.getByText('Choose a subject')).toBeVisible();
    await expect(page.getByText('Enter your message')).toBeVisible();
    await expect(field(page, 'Full Name')).toBeFocused();

    // Fixing a field clears its error; a short message is refused by the same rule as the server's.
    await field(page, 'Full Name').fill('Meena');
    await expect(page.getByText('Enter your full name')).toBeHidden();
    await field(page, 'Message').fill('Hi');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
    expect(requests).toBe(0);
  });

  test('has no serious or critical axe violations, idle and with errors shown', async ({
    page,
  }) => {
    await page.goto('/contact');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    for (const state of ['idle', 'errors']) {
      if (state === 'errors') {
        await page.getByRole('button', { name: 'Send Message' }).click();
        await expect(field(page, 'Message')).toHaveAttribute('aria-invalid', 'true');
      }
      await expectAccessible(page, `/contact (${state})`);
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the form is checked and sent by the server', async ({ page }) => {
      await page.goto('/contact');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(field(page, 'Full Name')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Choose a subject')).toBeVisible();

      const email = `nojs.${Date.now()}@example.com`;
      await fillForm(page, email);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByRole('status').getByText(CONTACT_TEXTS.success(email))).toBeVisible();
      await expect(field(page, 'Full Name')).toHaveValue('');
      // Said once: a reload shows the form without the notice, and sends nothing again.
      await page.reload();
      await expect(page.getByText(CONTACT_TEXTS.success(email))).toHaveCount(0);
    });
  });
});
