import { expect, test } from './fixtures';
import { adminContext, xhr } from './people';

/**
 * ADR 102, without JavaScript: an owner switches Cash on Delivery off for a PIN code on the back
 * office's page, finds it in the list and in the audit log, and offers it again.
 */
test('an owner switches COD off for a PIN code and back on, audited (JavaScript off)', async ({
  browser,
  consoleErrors,
}) => {
  const owner = await adminContext(browser, consoleErrors, { javaScriptEnabled: false });
  // A PIN code of this run's own, so parallel journeys never share one.
  const pincode = String(560000 + (Date.now() % 1000)).padStart(6, '0');
  const page = await owner.newPage();
  const main = page.getByRole('main');
  await page.goto('/admin');
  await page.getByRole('link', { name: 'COD by PIN code' }).click();
  await expect(main.getByRole('heading', { name: 'Cash on Delivery by PIN code' })).toBeVisible();

  const form = main.getByRole('form', { name: 'Switch Cash on Delivery off' });
  await form.getByLabel('Switch Cash on Delivery off for PIN code').fill('12');
  await form.getByRole('button', { name: 'Switch off' }).click();
  await expect(
    form.getByLabel('Switch Cash on Delivery off for PIN code'),
  ).toHaveAccessibleDescription(/6 digits/);

  await form.getByLabel('Switch Cash on Delivery off for PIN code').fill(pincode);
  await form.getByRole('button', { name: 'Switch off' }).click();
  await expect(page).toHaveURL(/\/admin\/cod-pincodes\?saved=off$/);
  await expect(main.getByText('Cash on Delivery is switched off for that PIN code.')).toBeVisible();
  const list = main.getByRole('table', { name: 'PIN codes without Cash on Delivery' });
  await expect(list.getByRole('cell', { name: pincode, exact: true })).toBeVisible();
  const codes = await owner.request.get('/api/admin/cod-pincodes', { headers: xhr });
  expect(((await codes.json()) as { pincodes: string[] }).pincodes).toContain(pincode);

  await main.getByRole('button', { name: `Offer Cash on Delivery again at ${pincode}` }).click();
  await expect(page).toHaveURL(/\/admin\/cod-pincodes\?saved=on$/);
  await expect(main.getByText('Cash on Delivery is offered again at that PIN code.')).toBeVisible();
  await expect(main.getByRole('cell', { name: pincode, exact: true })).toHaveCount(0);

  await page.goto(`/admin/audit?entity=cod-pincode&entityId=${pincode}`);
  await expect(main.getByText('cod-pincode.off')).toBeVisible();
  await expect(main.getByText('cod-pincode.on')).toBeVisible();
  await owner.close();
});
