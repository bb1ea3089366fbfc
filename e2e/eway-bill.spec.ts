import { readFile } from 'node:fs/promises';
import { EWAY_MESSAGES } from '@shop/shared/eway-bills/record';
import { addDays, indiaDate } from '@shop/shared/format/india-time';
import { expectAccessible } from './axe';
import { newProduct } from './catalogue-data';
import { downloadText, pdfPages } from './downloads';
import { expect, hydrated, test } from './fixtures';
import { adminContext, customerContext, payInDemo, watch, xhr } from './people';

/**
 * ADR 097: a ₹59,000 terminal sold to Bengaluru from Mumbai needs an e-way bill. Staff see so in
 * the to-ship queue, download Part A for the portal, are refused the dispatch without the number,
 * record it on the order's page and dispatch; the label, the invoice and the customer's own
 * invoice download carry the number. The queue and the dispatch without JavaScript; the order
 * page's form and the download with it (hydrated), with axe on the queue.
 */
test('staff dispatch a ₹59,000 inter-state order only with its e-way bill, printed on the label and the invoice', async ({
  browser,
  consoleErrors,
}) => {
  test.slow(); // two browsers and several round trips
  const off = { javaScriptEnabled: false };
  const admin = await adminContext(browser, consoleErrors, off);
  const terminal = await newProduct(admin.request, `Touch POS Terminal EWB ${Date.now()}`, {
    category: 'touch-pos',
    price: 50_000,
    hsn: '847050',
  });
  const buyer = await customerContext(browser, consoleErrors, 'Kiran Shetty');
  const placed = await buyer.context.request.post('/api/orders', {
    data: {
      items: [{ productId: terminal.id, quantity: 1 }],
      shipping: {
        name: 'Kiran Shetty',
        email: buyer.email,
        phone: '9876543210',
        address: '4 Residency Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560025',
      },
      paymentMethod: 'upi',
    },
    headers: { ...xhr, 'idempotency-key': `e2e-${crypto.randomUUID()}` },
  });
  expect(placed.status()).toBe(201);
  const orderId = ((await placed.json()) as { order: { orderId: string } }).order.orderId;
  await payInDemo(buyer.context, orderId);

  // The queue says an e-way bill is needed, and why.
  const page = await admin.newPage();
  const main = page.getByRole('main');
  await page.goto('/admin/ship');
  const queue = main.getByRole('table', { name: 'Orders to ship' });
  const row = queue.getByRole('row', { name: new RegExp(orderId) });
  await expect(row).toContainText('E-way bill needed');
  await expect(row).toContainText('goods worth ₹59,000.00 (GST included) going to another state');
  await expect(row).toContainText('Not recorded yet.');

  // Part A downloads as the portal's bulk-upload JSON, its values the invoice's.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: `Download e-way bill JSON for ${orderId}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`e-way-bill-part-a-${orderId}.json`);
  const file = JSON.parse(await downloadText(download));
  expect(file.version).toBe('1.0.0421');
  expect(file.billLists).toHaveLength(1);
  expect(file.billLists[0]).toMatchObject({
    docType: 'INV',
    toGstin: 'URP',
    toPincode: 560025,
    toStateCode: 29,
    totalValue: 50_000,
    igstValue: 9_000,
    totInvValue: 59_000,
    transDistance: 0,
  });
  const invoiceNumber = file.billLists[0].docNo as string;
  expect(invoiceNumber).toMatch(/^INV\//);

  // Dispatch without the number is refused, naming the order and why.
  const form = main.getByRole('form', { name: 'Dispatch orders' });
  await form.getByLabel(`Dispatch ${orderId}`).check();
  await form.getByLabel(`Courier for ${orderId}`).fill('Delhivery');
  await form.getByLabel(`AWB number for ${orderId}`).fill('DLV5566778899');
  await form.getByRole('button', { name: 'Dispatch selected orders' }).click();
  await expect(
    form.getByText(`Order ${orderId} cannot be dispatched without its e-way bill.`, {
      exact: false,
    }),
  ).toBeVisible();
  await expect(queue.getByRole('link', { name: orderId })).toBeVisible();

  // With JavaScript on: the queue passes axe, and the order page records the number.
  const withJs = watch(
    await browser.newContext({ storageState: await admin.storageState() }),
    consoleErrors,
  );
  const jsPage = await withJs.newPage();
  await jsPage.goto('/admin/ship');
  await hydrated(jsPage);
  await expectAccessible(jsPage, '/admin/ship', 'main');
  await jsPage.goto(`/admin/orders/${orderId}`);
  await hydrated(jsPage);
  const record = jsPage.getByRole('form', { name: 'Record the e-way bill' });
  await record.getByLabel('E-way bill number (12 digits)').fill('1234');
  await record.getByRole('button', { name: 'Save e-way bill' }).click();
  await expect(record.getByText(EWAY_MESSAGES.number)).toBeVisible();
  const today = indiaDate(new Date());
  await record.getByLabel('E-way bill number (12 digits)').fill('3310 0299 9920');
  await record.getByLabel('Generated on').fill(today);
  await record.getByLabel('Valid until').fill(addDays(today, 15));
  await record.getByRole('button', { name: 'Save e-way bill' }).click();
  await expect(jsPage.getByText('E-way bill saved.')).toBeVisible();
  await expect(jsPage.getByRole('main')).toContainText('E-way bill 331002999920, valid until');
  await withJs.close();

  // Recorded: the same dispatch goes through.
  await page.goto('/admin/ship');
  await form.getByLabel(`Dispatch ${orderId}`).check();
  await form.getByLabel(`Courier for ${orderId}`).fill('Delhivery');
  await form.getByLabel(`AWB number for ${orderId}`).fill('DLV5566778899');
  await form.getByRole('button', { name: 'Dispatch selected orders' }).click();
  await expect(page).toHaveURL(/\?dispatched=/);
  const shipped = main.getByRole('table', { name: 'Shipped orders' });
  await expect(shipped.getByRole('row', { name: new RegExp(orderId) })).toContainText(
    'E-way bill 331002999920',
  );

  // The invoice and the label carry it; so does the customer's own invoice download.
  await shipped.getByLabel(`Print ${orderId}`).check();
  const [print] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('button', { name: 'Print invoices and labels' }).click(),
  ]);
  const pages = await pdfPages(await readFile((await print.path())!));
  expect(pages).toHaveLength(2);
  expect(pages[0]).toContain(invoiceNumber);
  expect(pages[0]).toContain('E-way bill 331002999920');
  expect(pages[1]).toContain('AWB: DLV5566778899');
  expect(pages[1]).toContain('E-way bill 331002999920');
  const own = await buyer.context.request.get(`/api/orders/${orderId}/invoice`, { headers: xhr });
  expect(own.status()).toBe(200);
  expect((await pdfPages(await own.body())).join(' ')).toContain('E-way bill 331002999920');
});
