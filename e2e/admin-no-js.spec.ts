import { expect, test } from './fixtures';
import { adminContext, customerContext, placeOrder } from './people';

/**
 * The back-office journey with JavaScript off: the order list and detail come in the first
 * HTML, the status form posts to the page's action, and the customer's order page shows the
 * courier and tracking number staff typed.
 */
test('without JavaScript staff ship an order and the customer sees the courier and tracking number', async ({
  browser,
  consoleErrors,
}) => {
  test.slow(); // two browsers and several pages in one journey
  const off = { javaScriptEnabled: false };
  const shopper = await customerContext(browser, consoleErrors, 'Kavya Rao', off);
  const orderId = await placeOrder(shopper, 'Kavya Rao');

  const admin = await adminContext(browser, consoleErrors, off);
  const page = await admin.newPage();
  const main = page.getByRole('main');
  // The list's filter form is a GET form: its search lands in the address.
  await page.goto('/admin/orders');
  await main.getByLabel('Order id, email, phone or name').fill(orderId);
  await main.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${orderId}`));
  await page.getByRole('table', { name: 'Orders' }).getByRole('link', { name: orderId }).click();
  await expect(main.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();

  const form = main.getByRole('form', { name: 'Change status' });
  await form.getByRole('button', { name: 'Update status' }).click();
  await expect(form.getByRole('status')).toHaveText('Order moved to Processing.');

  // Shipped without its courier is refused next to the fields, by the action.
  await expect(form.getByLabel('New status')).toHaveValue('Shipped');
  await form.getByLabel('Tracking number').fill('DL987654321IN');
  await form.getByRole('button', { name: 'Update status' }).click();
  await expect(form.getByText('Enter the courier company')).toBeVisible();
  await expect(form.getByLabel('Tracking number')).toHaveValue('DL987654321IN');

  await form.getByLabel('Courier').fill('Delhivery');
  await form.getByRole('button', { name: 'Update status' }).click();
  await expect(form.getByRole('status')).toHaveText('Order moved to Shipped.');
  await expect(main.getByRole('region', { name: 'History' })).toContainText(
    'Delhivery · DL987654321IN',
  );
  // Reloading the answer does not post again (post-redirect-get).
  await expect(page).toHaveURL(/\?moved=Shipped$/);
  await admin.close();

  const customerPage = await shopper.context.newPage();
  await customerPage.goto(`/orders/${orderId}`);
  const mine = customerPage.getByRole('main');
  await expect(mine).toContainText('Shipped');
  await expect(mine).toContainText('Delhivery');
  await expect(mine).toContainText('DL987654321IN');
  await shopper.context.close();
});
