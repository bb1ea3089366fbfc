import crypto from 'node:crypto';
import { expectAccessible } from './axe';
import { newProduct } from './catalogue-data';
import { expect, hydrated, test } from './fixtures';
import { downloadText } from './downloads';
import { adminContext, customerContext, xhr } from './people';

/** The India month now, 'YYYY-MM' (the month an invoice issued now belongs to). */
function indiaMonthNow(): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(new Date());
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}`;
}

const BUYER_GSTIN = '27AAPFU0939F1ZV';

/**
 * GST returns with JavaScript off: staff open GST returns, pick the month with the GET form,
 * read its figures and download the GSTR-1 JSON and the sales register CSV, both of which carry
 * the business order shipped a moment ago.
 */
test('without JavaScript staff pick a month on GST returns and download GSTR-1 and the sales register', async ({
  browser,
  consoleErrors,
}) => {
  test.slow(); // two browsers and several requests
  const off = { javaScriptEnabled: false };
  const admin = await adminContext(browser, consoleErrors, off);
  // A product of the test's own, at a price and HSN code whose tax figures are written out below.
  const product = await newProduct(admin.request, `Thermal Printer GST-${Date.now()}`, {
    price: 5499,
    hsn: '844332',
  });
  const shopper = await customerContext(browser, consoleErrors, 'Meera Joshi', off);
  const placed = await shopper.context.request.post('/api/orders', {
    data: {
      items: [{ productId: product.id, quantity: 1 }],
      shipping: {
        name: 'Meera Joshi',
        email: shopper.email,
        phone: '9876543210',
        address: '12 MG Road, Fort',
        city: 'Mumbai',
        state: 'Maharashtra',
        pincode: '400001',
      },
      business: { name: 'Joshi Traders', gstin: BUYER_GSTIN },
      paymentMethod: 'upi',
    },
    headers: { ...xhr, 'idempotency-key': `e2e-${crypto.randomUUID()}` },
  });
  expect(placed.status()).toBe(201);
  const orderId = ((await placed.json()) as { order: { orderId: string } }).order.orderId;
  await shopper.context.close();

  for (const data of [
    { status: 'Processing' },
    { status: 'Shipped', carrier: 'Delhivery', trackingNumber: `AWB${Date.now()}` },
  ]) {
    const res = await admin.request.post(`/api/admin/orders/${orderId}/status`, {
      data,
      headers: xhr,
    });
    expect(res.status()).toBe(200);
  }
  const detail = await admin.request.get(`/api/admin/orders/${orderId}`);
  const { invoiceNumber } = ((await detail.json()) as { order: { invoiceNumber: string } }).order;
  expect(invoiceNumber).toMatch(/^INV\//);

  const page = await admin.newPage();
  const main = page.getByRole('main');
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'GST returns' })
    .click();
  await expect(main.getByRole('heading', { name: 'GST returns', level: 1 })).toBeVisible();

  const month = indiaMonthNow();
  const form = main.getByRole('form', { name: 'Return month' });
  await form.getByLabel('Month').fill(month);
  await form.getByRole('button', { name: 'Show month' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/gst\\?month=${month}$`));
  const label = new Intl.DateTimeFormat('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
  const figures = main.getByRole('table', { name: `GST figures for ${label}` });
  await expect(figures).toBeVisible();
  const invoicesRow = figures.getByRole('row', { name: /^Invoices/ });
  const count = Number(await invoicesRow.getByRole('cell').nth(1).textContent());
  expect(count).toBeGreaterThanOrEqual(1);
  await expect(main.getByRole('region', { name: 'GSTR-1 sections' })).toContainText('B2B invoices');

  // GSTR-1: the offline tool's JSON for the month, the order's invoice under the buyer's GSTIN.
  const downloads = main.getByRole('region', { name: `Downloads for ${label}` });
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    downloads.getByRole('link', { name: 'GSTR-1 JSON' }).click(),
  ]);
  expect(json.suggestedFilename()).toBe(
    `GSTR1_27AAKCS1234F1ZI_${month.slice(5)}${month.slice(0, 4)}.json`,
  );
  const file = JSON.parse(await downloadText(json)) as {
    fp: string;
    b2b: {
      ctin: string;
      inv: { inum: string; val: number; itms: { itm_det: { txval: number } }[] }[];
    }[];
    doc_issue: { doc_det: { doc_num: number; docs: { totnum: number }[] }[] };
  };
  expect(file.fp).toBe(`${month.slice(5)}${month.slice(0, 4)}`);
  const mine = file.b2b
    .find((g) => g.ctin === BUYER_GSTIN)
    ?.inv.find((i) => i.inum === invoiceNumber);
  expect(mine?.itms[0]?.itm_det.txval).toBe(5499);
  expect(
    file.doc_issue.doc_det.find((d) => d.doc_num === 1)?.docs[0]?.totnum,
  ).toBeGreaterThanOrEqual(count);

  // The sales register: the order's line, with its invoice number, GSTIN and tax.
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    downloads.getByRole('link', { name: 'Sales register CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe(`sales-register-${month}.csv`);
  const text = await downloadText(csv);
  expect(text.split('\r\n')[0]).toContain('Document,Number,Date (IST),Against invoice,Order ID');
  const row = text.split('\r\n').find((l) => l.includes(orderId));
  expect(row).toContain(`Invoice,${invoiceNumber},`);
  expect(row).toContain(BUYER_GSTIN);
  expect(row).toContain(',844332,NOS,1,5499,18,0,0,9,494.91,9,494.91,6488.82');
  await admin.close();
});

test('at 360 px with JavaScript a bad month is refused beside the picker and a good one shows its figures', async ({
  browser,
  consoleErrors,
}) => {
  const admin = await adminContext(browser, consoleErrors);
  const page = await admin.newPage();
  await page.setViewportSize({ width: 360, height: 780 });
  const res = await page.goto('/admin/gst?month=2026-13');
  expect(res?.status()).toBe(400);
  // The browser logs the page's deliberate 400; that one entry is expected, not a broken resource.
  await expect.poll(() => consoleErrors.some((e) => e.includes('status of 400'))).toBe(true);
  consoleErrors.splice(
    consoleErrors.findIndex((e) => e.includes('status of 400')),
    1,
  );
  const main = page.getByRole('main');
  const form = main.getByRole('form', { name: 'Return month' });
  await expect(form.getByText('Month must be a month written YYYY-MM')).toBeVisible();
  await expect(main.getByRole('link', { name: 'GSTR-1 JSON' })).toHaveCount(0);

  await hydrated(page);
  await form.getByLabel('Month').fill('2019-04');
  await form.getByRole('button', { name: 'Show month' }).click();
  await expect(page).toHaveURL(/\/admin\/gst\?month=2019-04$/);
  const figures = main.getByRole('table', { name: 'GST figures for April 2019' });
  await expect(figures).toContainText('Net (declared)');
  await expect(main.getByText('No invoice or credit note in this month.')).toBeVisible();
  await expect(main.getByRole('link', { name: 'GSTR-1 JSON' })).toHaveAttribute(
    'href',
    '/api/admin/gst/gstr1?month=2019-04',
  );
  // The page itself never scrolls sideways; a wide table scrolls in its own box.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page, '/admin/gst');
  await admin.close();
});
