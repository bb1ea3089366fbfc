import crypto from 'node:crypto';
import type { Gstr1File } from '@shop/shared/gst-returns/gstr1-format';
import type { GstMonthSummary } from '@shop/shared/gst-returns/summary';
import { readFile } from 'node:fs/promises';
import { catalogueProduct } from './catalogue-data';
import { expect, hydrated, test } from './fixtures';
import { downloadText, pdfPages } from './downloads';
import { createAdmin, customerContext, PASSWORD, payInDemo, uniqueEmail, xhr } from './people';

/**
 * A seller's morning, with JavaScript on as a seller's laptop has it: sign in, read the
 * dashboard, dispatch two paid orders with their labels (the PDF's text read back), answer a
 * customer's message, and export the month's GSTR-1, whose totals agree with the page's.
 */

/** The India month now, 'YYYY-MM'. */
const indiaMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .slice(0, 7);

/** Taxable value of a GSTR-1 file in paise: invoices' sections less the credit notes'. */
function taxableOf(file: Gstr1File): number {
  const paise = (rupees: number) => Math.round(rupees * 100);
  let sum = 0;
  for (const group of [...(file.b2b ?? []), ...(file.b2cl ?? [])]) {
    for (const inv of group.inv) for (const i of inv.itms) sum += paise(i.itm_det.txval);
  }
  for (const row of file.b2cs ?? []) sum += paise(row.txval);
  for (const group of file.cdnr ?? []) {
    for (const note of group.nt) for (const i of note.itms) sum -= paise(i.itm_det.txval);
  }
  for (const note of file.cdnur ?? []) for (const i of note.itms) sum -= paise(i.itm_det.txval);
  return sum;
}

test("a seller's morning: dashboard, dispatch with labels, a reply, the month's GSTR-1", async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.slow(); // a whole morning's work in one journey
  // Overnight: a business and a shop customer paid for their orders; someone asked for a quote.
  const buyer = await customerContext(browser, consoleErrors, 'Farah Khan');
  const gstin = '27AAPFU0939F1ZV';
  // A product with stock to spare, found at run time: its price is the invoices' taxable value.
  const product = await catalogueProduct(buyer.context.request, { minStock: 10 });
  const orders: string[] = [];
  for (const business of [{ name: 'Khan Retail LLP', gstin }, undefined]) {
    const placed = await buyer.context.request.post('/api/orders', {
      data: {
        items: [{ productId: product.id, quantity: 1 }],
        shipping: {
          name: 'Farah Khan',
          email: buyer.email,
          phone: '9876543210',
          address: '4 Linking Road, Bandra',
          city: 'Mumbai',
          state: 'Maharashtra',
          pincode: '400050',
        },
        ...(business && { business }),
        paymentMethod: 'upi',
      },
      headers: { ...xhr, 'idempotency-key': `e2e-${crypto.randomUUID()}` },
    });
    expect(placed.status()).toBe(201);
    const { orderId } = ((await placed.json()) as { order: { orderId: string } }).order;
    await payInDemo(buyer.context, orderId);
    orders.push(orderId);
  }
  const [businessOrder, shopOrder] = orders as [string, string];
  const asker = `Imran Shaikh ${crypto.randomBytes(3).toString('hex')}`;
  const question = await buyer.context.request.post('/api/contact', {
    data: {
      name: asker,
      email: uniqueEmail('asker'),
      phone: '98200 11223',
      subject: 'Request a quote',
      message: 'Twenty rolls of 79 mm paper for our counters, please.',
    },
    headers: xhr,
  });
  expect(question.status()).toBeLessThan(300);
  await buyer.context.close();

  // The seller signs in with the form and opens the back office.
  const email = uniqueEmail('owner');
  await createAdmin(email);
  await page.goto('/login');
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/admin');
  const main = page.getByRole('main');
  const toShip = main.getByRole('link', { name: /^Orders to ship/ });
  expect(Number((await toShip.innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(2);

  // Dispatch both in one submit, then print their invoices and labels as one PDF.
  await toShip.click();
  await expect(page).toHaveURL(/\/admin\/ship$/);
  const form = main.getByRole('form', { name: 'Dispatch orders' });
  for (const [orderId, courier, awb] of [
    [businessOrder, 'Blue Dart', `BD${Date.now()}`],
    [shopOrder, 'Delhivery', `DL${Date.now()}`],
  ] as const) {
    await form.getByLabel(`Dispatch ${orderId}`).check();
    await form.getByLabel(`Courier for ${orderId}`).fill(courier);
    await form.getByLabel(`AWB number for ${orderId}`).fill(awb);
  }
  await form.getByRole('button', { name: 'Dispatch selected orders' }).click();
  await expect(main.getByRole('status').first()).toContainText('2 orders dispatched.');
  const shipped = main.getByRole('table', { name: 'Shipped orders' });
  await shipped.getByLabel(`Print ${businessOrder}`).check();
  await shipped.getByLabel(`Print ${shopOrder}`).check();
  const [labels] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('button', { name: 'Print invoices and labels' }).click(),
  ]);
  const pdf = await pdfPages(await readFile((await labels.path())!));
  expect(pdf).toHaveLength(4);
  expect(pdf[0]).toContain('TAX INVOICE');
  expect(pdf[0]).toContain(gstin);
  expect(pdf[1]).toContain(businessOrder);
  expect(pdf[1]).toContain('PIN 400050');
  expect(pdf[3]).toContain(shopOrder);
  expect(pdf[3]).toContain('PREPAID');

  // Answer the message.
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Messages' })
    .click();
  await main.getByRole('link', { name: new RegExp(`Request a quote.*${asker}`) }).click();
  const opened = main.getByRole('article', { name: 'Request a quote' });
  await opened
    .getByRole('textbox', { name: new RegExp(`^Reply to ${asker}`) })
    .fill('Twenty 79 mm rolls: ₹1,900 + GST, delivered tomorrow.');
  await opened.getByRole('button', { name: 'Send reply' }).click();
  await expect(opened.getByRole('status')).toHaveText('Reply sent by email.');

  // The month's GSTR-1: both invoices in it, and its totals those of the page.
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'GST returns' })
    .click();
  const month = indiaMonth();
  const picker = main.getByRole('form', { name: 'Return month' });
  await picker.getByLabel('Month').fill(month);
  await picker.getByRole('button', { name: 'Show month' }).click();
  await expect(page).toHaveURL(new RegExp(`month=${month}`));
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('link', { name: 'GSTR-1 JSON' }).click(),
  ]);
  const file = JSON.parse(await downloadText(json)) as Gstr1File;
  const detail = async (orderId: string) =>
    (
      (await (await page.request.get(`/api/admin/orders/${orderId}`)).json()) as {
        order: { invoiceNumber: string };
      }
    ).order.invoiceNumber;
  const invoice = await detail(businessOrder);
  const mine = file.b2b?.find((g) => g.ctin === gstin)?.inv.find((i) => i.inum === invoice);
  expect(mine?.itms[0]?.itm_det.txval).toBe(product.price);
  const invoices = file.doc_issue?.doc_det.find((d) => d.doc_num === 1)?.docs[0];
  expect(invoices!.to >= (await detail(shopOrder))).toBe(true);
  // Other journeys ship orders meanwhile: the file and the month's figures are compared as read
  // together, until one reading agrees.
  await expect
    .poll(async () => {
      const [summary, gstr1] = await Promise.all([
        page.request.get(`/api/admin/gst/summary?month=${month}`),
        page.request.get(`/api/admin/gst/gstr1?month=${month}`),
      ]);
      const figures = (await summary.json()) as GstMonthSummary;
      return taxableOf((await gstr1.json()) as Gstr1File) - figures.totals.net.taxablePaise;
    })
    .toBe(0);
});
