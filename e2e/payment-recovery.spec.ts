import crypto from 'node:crypto';
import path from 'node:path';
import SQLite from '../scripts/server-sqlite.mjs';
import { expect, hydrated, test } from './fixtures';
import { placeOrder, uniqueEmail, xhr } from './people';

/**
 * ADR 060 and 061 on the demo shop: a payment that fails comes back to its order page as
 * "Payment failed" with Pay again, which pays it; the unsubscribe link of a cart reminder works
 * without JavaScript and without signing in.
 */

/** The unsubscribe token the shop signs for a customer (ADR 061), with the e2e database's key. */
function unsubscribeToken(userId: number): string {
  const file = path.join(process.env.E2E_DATA_DIR!, 'shop.sqlite');
  const db = new SQLite(file, { readonly: true });
  try {
    const row = db.prepare("select secret from signing_keys where name = 'email-links'").get() as {
      secret: string;
    }; // the row migration 018 made
    const mac = crypto
      .createHmac('sha256', row.secret)
      .update(`cart-reminders:unsubscribe:${userId}`)
      .digest('base64url');
    return `${userId}.${mac}`;
  } finally {
    db.close();
  }
}

test('a demo payment fails: the order page says so, and Pay again pays it', async ({ page }) => {
  test.slow(); // two payment dialogs, each followed by the page's loaders read again
  const email = uniqueEmail('recover');
  const signup = await page.request.post('/api/auth/signup', {
    data: { name: 'Nisha Verma', email, password: 'recover-secret-1' },
    headers: xhr,
  });
  expect(signup.status()).toBe(201);
  const orderId = await placeOrder({ context: page.context(), email }, 'Nisha Verma');

  // The pay link of the email opens the payment at once; cancelling is the demo's failure.
  await page.goto(`/orders/${orderId}?pay=now`);
  await hydrated(page);
  const ask = page.getByRole('dialog', { name: 'Demo payment' });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  const main = page.getByRole('main');
  await expect(main.getByRole('alert').filter({ hasText: 'Payment failed.' })).toContainText(
    'nothing was charged',
  );
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}\\??$`));
  await expect(main.getByTestId('payment-status')).toHaveText('Failed');

  // The account's order list says the same.
  await page.goto('/orders');
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Pay again (demo)' }),
  ).toBeVisible();
  await page.goto(`/orders/${orderId}`);
  await hydrated(page);
  await main.getByRole('button', { name: 'Pay again (demo)' }).click();
  await ask.getByRole('button', { name: 'Mark as paid (demo)' }).click();
  await expect(
    main.getByRole('status').filter({ hasText: 'Demo Payment Successful!' }),
  ).toBeVisible();
  await expect(main.getByRole('button', { name: /Pay again/ })).toHaveCount(0);
  await expect(main.getByRole('alert').filter({ hasText: 'Payment failed.' })).toHaveCount(0);
  await expect(main.getByTestId('payment-status')).toHaveText('Paid');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the unsubscribe link asks first, then unsubscribes; a forged link is refused', async ({
    page,
    browser,
  }) => {
    test.slow(); // a second browser context, and the page read before and after its form
    // The customer signs up elsewhere; this browser is not signed in.
    const other = await browser.newContext();
    const signup = await other.request.post('/api/auth/signup', {
      data: { name: 'Ravi Menon', email: uniqueEmail('unsub'), password: 'unsub-secret-1' },
      headers: xhr,
    });
    expect(signup.status()).toBe(201);
    const { user } = (await signup.json()) as { user: { id: number } };
    await other.close();
    const token = unsubscribeToken(user.id);
    const address = `/unsubscribe?token=${encodeURIComponent(token)}`;

    const opened = await page.goto(address);
    expect(opened?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main).toContainText('Stop emails reminding you about items left in your cart?');
    // Opening the link changed nothing (mail clients fetch links ahead of the reader).
    const before = await page.request.get(
      `/api/cart-reminders/subscription?token=${encodeURIComponent(token)}`,
    );
    expect(await before.json()).toEqual({ subscribed: true });

    await main.getByRole('button', { name: 'Unsubscribe from cart reminders' }).click();
    await expect(page).toHaveURL(address);
    await expect(main.getByRole('status')).toContainText('You are unsubscribed');
    const after = await page.request.get(
      `/api/cart-reminders/subscription?token=${encodeURIComponent(token)}`,
    );
    expect(await after.json()).toEqual({ subscribed: false });

    // A forged link: a 400 page (read as a request, so the browser logs no failed load).
    const forged = await page.request.get(`/unsubscribe?token=${user.id}.${'A'.repeat(43)}`);
    expect(forged.status()).toBe(400);
    expect(await forged.text()).toContain('This unsubscribe link is not valid');

    // A pay link (ADR 060) opened signed out asks to log in, then comes back to the same address.
    await page.goto('/orders/ORD1700000000000?pay=now');
    await expect(page).toHaveURL(/\/login\?redirect=\/orders\/ORD1700000000000%3Fpay%3Dnow$/);
  });
});
