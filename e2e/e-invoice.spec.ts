import crypto from 'node:crypto';
import type { Browser, BrowserContext } from '@playwright/test';
import { E_INVOICE_TEXTS } from '@shop/shared/e-invoices/irp-response';
import { irpResponse } from '../apps/server/test/helpers/irp';
import { expectAccessible } from './axe';
import { newProduct } from './catalogue-data';
import { downloadText, pdfPages } from './downloads';
import { expect, hydrated, test } from './fixtures';
import { adminContext, customerContext, xhr } from './people';

/** A Karnataka buyer: an inter-state supply from Maharashtra, so IGST. */
const BUYER_GSTIN = '29AAPFU0939F1ZR';
const SHOP_GSTIN = '27AAKCS1234F1ZI';

/**
 * E-invoices (ADR 098; the test shop runs with E_INVOICING=on-30-day-limit): staff download a
 * business order's INV-01 JSON, record the portal's response (a response for another document is
 * refused, saying so), and the invoice PDF then carries the IRN.
 */
/** A business order of two terminals to Karnataka, shipped (so invoiced) by `admin`. */
async function businessInvoice(
  browser: Browser,
  consoleErrors: string[],
  admin: BrowserContext,
  options: { javaScriptEnabled?: boolean } = {},
) {
  const product = await newProduct(admin.request, `Touch POS Terminal E-INV-${Date.now()}`, {
    price: 34999,
    hsn: '847050',
    category: 'touch-pos',
  });
  const shopper = await customerContext(browser, consoleErrors, 'Meera Iyer', options);
  const placed = await shopper.context.request.post('/api/orders', {
    data: {
      items: [{ productId: product.id, quantity: 2 }],
      shipping: {
        name: 'Meera Iyer',
        email: shopper.email,
        phone: '9845011223',
        address: '18 Residency Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
      },
      business: { name: 'Rao Traders Pvt Ltd', gstin: BUYER_GSTIN },
      paymentMethod: 'upi',
    },
    headers: { ...xhr, 'idempotency-key': `e2e-${crypto.randomUUID()}` },
  });
  expect(placed.status()).toBe(201);
  const order = ((await placed.json()) as { order: { orderId: string; totalPaise: number } }).order;
  await shopper.context.close();
  // Two terminals to another state need an e-way bill before they leave (ADR 097).
  const ewayBill = await admin.request.post(`/api/admin/orders/${order.orderId}/eway-bill`, {
    data: { mode: 'courier', transporterId: '06AAPCS9575E1ZR' },
    headers: xhr,
  });
  expect(ewayBill.status()).toBe(200);
  for (const data of [
    { status: 'Processing' },
    { status: 'Shipped', carrier: 'Delhivery', trackingNumber: `AWB${Date.now()}` },
  ]) {
    const res = await admin.request.post(`/api/admin/orders/${order.orderId}/status`, {
      data,
      headers: xhr,
    });
    expect(res.status()).toBe(200);
  }
  const detail = await admin.request.get(`/api/admin/orders/${order.orderId}`);
  const { invoiceNumber } = ((await detail.json()) as { order: { invoiceNumber: string } }).order;

  return { order, invoiceNumber };
}

/** What the portal answers for the invoice (its look-alike, apps/server/test/helpers/irp.ts). */
const irpDocOf = (invoiceNumber: string, totalPaise: number) => ({
  sellerGstin: SHOP_GSTIN,
  buyerGstin: BUYER_GSTIN,
  type: 'INV' as const,
  number: invoiceNumber,
  date: '01/01/2026',
  totalRupees: totalPaise / 100,
  itemCount: 1,
  mainHsn: '847050',
});

test('staff export a B2B invoice as INV-01, record the IRP response, and the invoice PDF prints the IRN', async ({
  browser,
  consoleErrors,
}) => {
  test.slow(); // two browsers, a download and PDFs
  const admin = await adminContext(browser, consoleErrors);
  const { order, invoiceNumber } = await businessInvoice(browser, consoleErrors, admin);
  const page = await admin.newPage();
  const main = page.getByRole('main');
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'E-invoices' })
    .click();
  await expect(main.getByRole('heading', { name: 'E-invoices', level: 1 })).toBeVisible();
  await hydrated(page);
  const awaiting = main.getByRole('table', { name: 'Documents awaiting an IRN' });
  await awaiting.getByRole('checkbox', { name: `Export ${invoiceNumber}` }).check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('button', { name: 'Download INV-01 JSON' }).click(),
  ]);
  const docs = JSON.parse(await downloadText(download)) as {
    DocDtls: { No: string };
    BuyerDtls: { Gstin: string };
    ValDtls: { IgstVal: number; TotInvVal: number };
  }[];
  expect(docs.map((d) => d.DocDtls.No)).toEqual([invoiceNumber]);
  expect(docs[0]!.BuyerDtls.Gstin).toBe(BUYER_GSTIN);
  expect(Math.round(docs[0]!.ValDtls.TotInvVal * 100)).toBe(order.totalPaise);
  expect(docs[0]!.ValDtls.IgstVal).toBe(12599.64);

  const irpDoc = irpDocOf(invoiceNumber, order.totalPaise);
  await awaiting
    .getByRole('row', { name: new RegExp(invoiceNumber) })
    .getByRole('link', { name: 'Record response' })
    .click();
  const form = main.getByRole('region', { name: 'Record the portal’s response' });
  await expect(form.getByLabel('Document')).toHaveValue(invoiceNumber);
  const wrong = irpResponse({ ...irpDoc, number: 'INV/99-00/000001' });
  await form.getByLabel('Response (JSON)').fill(JSON.stringify(wrong));
  await form.getByRole('button', { name: 'Record IRN' }).click();
  await expect(
    form.getByText(E_INVOICE_TEXTS.mismatch('document', 'INV/99-00/000001', invoiceNumber)).first(),
  ).toBeVisible();

  const response = irpResponse(irpDoc);
  const field = form.getByLabel('Response (JSON)');
  // The refused post comes back into the form with what was sent; type over it once that has
  // settled, and again if the form was still putting the sent value back.
  await expect(field).toHaveValue(JSON.stringify(wrong));
  // The page reads its data again after the refused post; the form is set from it once that ends.
  await page.waitForLoadState('networkidle');
  await expect(async () => {
    await field.fill(JSON.stringify(response));
    await expect(field).toHaveValue(JSON.stringify(response), { timeout: 500 });
  }).toPass();
  await form.getByRole('button', { name: 'Record IRN' }).click();
  await expect(main.getByText(E_INVOICE_TEXTS.imported(invoiceNumber))).toBeVisible();
  const registered = main.getByRole('table', { name: 'Documents with an IRN' });
  await expect(registered).toContainText(response.Irn);
  await expectAccessible(page, '/admin/e-invoices?state=registered');

  const pdf = await admin.request.get(`/api/admin/orders/${order.orderId}/invoice`);
  expect(pdf.status()).toBe(200);
  const text = (await pdfPages(await pdf.body())).join(' ').replace(/\s+/g, ' ');
  expect(text).toContain(`IRN: ${response.Irn}`);
  expect(text).toContain('Ack No: 112610000000417');
  await admin.close();
});

test('without JavaScript staff record the portal’s response and see the IRN listed', async ({
  browser,
  consoleErrors,
}) => {
  test.slow(); // two browsers
  const off = { javaScriptEnabled: false };
  const admin = await adminContext(browser, consoleErrors, off);
  const { order, invoiceNumber } = await businessInvoice(browser, consoleErrors, admin, off);
  const page = await admin.newPage();
  const main = page.getByRole('main');
  await page.goto(`/admin/e-invoices?document=${encodeURIComponent(invoiceNumber)}`);
  const form = main.getByRole('region', { name: 'Record the portal’s response' });
  await expect(form.getByLabel('Document')).toHaveValue(invoiceNumber);
  await form.getByLabel('Response (JSON)').fill('{"Irn": "not an IRN"');
  await form.getByRole('button', { name: 'Record IRN' }).click();
  await expect(form.getByText(E_INVOICE_TEXTS.notJson).first()).toBeVisible();
  const response = irpResponse(irpDocOf(invoiceNumber, order.totalPaise));
  await form.getByLabel('Response (JSON)').fill(JSON.stringify(response));
  await form.getByRole('button', { name: 'Record IRN' }).click();
  await expect(main.getByText(E_INVOICE_TEXTS.imported(invoiceNumber))).toBeVisible();
  await expect(main.getByRole('table', { name: 'Documents with an IRN' })).toContainText(
    response.Irn,
  );
  await admin.close();
});
