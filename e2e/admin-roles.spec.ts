import type { APIRequestContext } from '@playwright/test';
import { catalogueProduct, newProduct } from './catalogue-data';
import { expect, test } from './fixtures';
import { adminContext, customerContext, deliver, payInDemo, placeOrder, xhr } from './people';

/**
 * Owner and staff roles (ADR 070) with JavaScript off: an owner adds a member of staff on the Staff
 * page; the member of staff runs orders and stock but sees no price fields, no refund button and
 * no Staff page, and their direct posts of an owner's forms are refused with nothing changed; the
 * owner then removes their access after a second step.
 */

/** A returnable catalogue product with stock to spare, found at run time. */
const returnableProduct = async (request: APIRequestContext) =>
  (await catalogueProduct(request, { minStock: 10, where: (p) => p.returnable })).id;

test('an owner adds staff, who cannot see or do what only owners may', async ({
  browser,
  consoleErrors,
}) => {
  test.slow(); // three browsers and several round trips
  const off = { javaScriptEnabled: false };
  const owner = await adminContext(browser, consoleErrors, off); // npm run admin:create: an owner
  const clerk = await customerContext(browser, consoleErrors, 'Suresh Kumar', off);

  // A delivered, paid order with a return received and waiting for its refund (through the API).
  const buyer = await customerContext(browser, consoleErrors, 'Arjun Rao', off);
  const orderId = await placeOrder(
    buyer,
    'Arjun Rao',
    await returnableProduct(buyer.context.request),
  );
  await payInDemo(buyer.context, orderId);
  await deliver(owner, orderId);
  const asked = await buyer.context.request.post(`/api/orders/${orderId}/returns`, {
    headers: xhr,
    data: { lines: [{ lineNo: 1, quantity: 1 }], reason: 'faulty' },
  });
  expect(asked.status()).toBe(200);
  const returnStatus = async () => {
    const res = await owner.request.get(`/api/admin/orders/${orderId}/returns`, { headers: xhr });
    return (await res.json()).returns[0] as { id: number; status: string };
  };
  const returnId = (await returnStatus()).id;
  for (const step of ['approve', 'receive']) {
    const res = await owner.request.post(`/api/admin/returns/${returnId}/${step}`, {
      headers: xhr,
      data: {},
    });
    expect(res.status()).toBe(200);
  }

  // The owner adds the clerk's account as staff.
  const desk = await owner.newPage();
  await desk.goto('/admin/staff');
  const ownerMain = desk.getByRole('main');
  await ownerMain.getByLabel('Email').fill(clerk.email);
  await ownerMain.getByLabel('Role').selectOption('staff');
  await ownerMain.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(ownerMain.getByRole('status')).toHaveText(/^Added\. They can open the back office/);
  const member = ownerMain
    .getByRole('list', { name: 'Staff accounts' })
    .getByRole('listitem')
    .filter({ hasText: clerk.email });
  await expect(member).toContainText('Staff');
  await expect(member.getByRole('button', { name: `Make owner ${clerk.email}` })).toBeVisible();

  // The clerk: the day's work is there, an owner's is not.
  const page = await clerk.context.newPage();
  const main = page.getByRole('main');
  await page.goto('/admin');
  const nav = main.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await expect(main).toContainText(`${clerk.email} · Staff`);

  await page.goto('/admin/products');
  await expect(main.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expect(main.getByRole('link', { name: 'New product' })).toHaveCount(0);
  // A product of the test's own: the clerk changes its stock.
  const own = await newProduct(owner.request, `Thermal Printer RC-${Date.now()}`);
  await page.goto(`/admin/products/${own.id}`);
  await expect(main.getByRole('spinbutton', { name: 'Stock', exact: true })).toBeVisible();
  await expect(main.getByLabel('Price (₹)')).toHaveCount(0);
  await expect(main.getByLabel('Original price (₹)')).toHaveCount(0);
  await expect(main.getByText(/^Price: ₹/)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Delete' })).toHaveCount(0);
  // Stock is theirs to change: the form saves with the price posted back as it was.
  await main.getByRole('spinbutton', { name: 'Stock', exact: true }).fill('42');
  await main.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(main.getByText('Saved. The shop shows the change now.')).toBeVisible();
  await expect(main.getByRole('spinbutton', { name: 'Stock', exact: true })).toHaveValue('42');

  await page.goto(`/admin/orders/${orderId}`);
  const panel = page.locator('#returns');
  await expect(panel.getByText('Received: waiting for an owner to refund it.')).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Refund/ })).toHaveCount(0);

  const staffPage = await page.goto('/admin/staff');
  expect(staffPage?.status()).toBe(403);
  await expect(main.getByText('Only an owner can manage staff accounts.')).toBeVisible();

  // Direct posts of an owner's forms: refused with the reason, and nothing changes.
  const refund = await clerk.context.request.post(`/admin/orders/${orderId}`, {
    form: { intent: 'refund', id: String(returnId) },
  });
  expect(await refund.text()).toContain('Only an owner can refund money.');
  expect((await returnStatus()).status).toBe('received');
  const promote = await clerk.context.request.post('/admin/staff', {
    form: { intent: 'add', email: 'someone.else@example.com', role: 'owner' },
  });
  expect(await promote.text()).toContain('Only an owner can manage staff accounts.');
  const me = await clerk.context.request.get('/api/auth/me', { headers: xhr });
  expect((await me.json()).user.role).toBe('staff');
  const staffList = await owner.request.get('/api/admin/staff', { headers: xhr });
  const emails = ((await staffList.json()).items as { email: string }[]).map((m) => m.email);
  expect(emails).not.toContain('someone.else@example.com');

  // The owner refunds it from the same page.
  await desk.goto(`/admin/orders/${orderId}`);
  await desk
    .locator('#returns')
    .getByRole('button', { name: `Refund return #${returnId}` })
    .click();
  await expect(
    desk
      .locator('#returns')
      .getByText(/refunded/)
      .first(),
  ).toBeVisible();
  // Every step is on the audit log, with the role it was taken in.
  await desk.goto('/admin/audit');
  const log = desk.getByRole('table', { name: 'Audit log' });
  await expect(log).toContainText(`${clerk.email} · Staff`);
  await expect(log).toContainText('staff.add');

  // The owner takes the clerk's access away, after a second step; the clerk is signed out.
  await desk.goto('/admin/staff');
  await member.getByRole('link', { name: `Remove access for ${clerk.email}` }).click();
  const ask = member.getByRole('region', { name: `Remove ${clerk.email}’s back-office access?` });
  await expect(ask).toContainText('signed out everywhere');
  await ask.getByRole('button', { name: 'Yes, remove access' }).click();
  await expect(ownerMain.getByRole('status')).toHaveText(/^Back-office access removed\./);
  await expect(member).toHaveCount(0);
  const after = await clerk.context.request.get('/api/auth/me', { headers: xhr });
  expect((await after.json()).user).toBeNull();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);

  await Promise.all([owner.close(), clerk.context.close(), buyer.context.close()]);
});
