import { expectAccessible } from './axe';
import { newProduct } from './catalogue-data';
import { pdfPages } from './downloads';
import { expect, hydrated, test } from './fixtures';
import { adminContext, customerContext, deliver, payInDemo, xhr } from './people';

/**
 * ADR 105: a restaurant buyer asks a quote for 12 terminals with its PO number, an owner prices
 * and sends it in the back office, the buyer reads it and accepts it; the order is at the quoted
 * price and its tax invoice carries the PO number; the back office finds the order by it. Once
 * with JavaScript, once without (every step a form posted to its page's action).
 */
for (const javaScriptEnabled of [true, false]) {
  test(`a buyer's quote for 12 terminals is priced, sent, accepted and invoiced with its PO number (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
    consoleErrors,
  }) => {
    test.slow(); // two browsers and several round trips
    const options = { javaScriptEnabled };
    const admin = await adminContext(browser, consoleErrors, options);
    const name = `Touch POS Terminal QT ${Date.now()}`;
    const terminal = await newProduct(admin.request, name, {
      category: 'touch-pos',
      price: 34_999,
      hsn: '847050',
      stock: 30,
    });
    const po = `PO/E2E/${Date.now() % 100_000}`;
    const buyer = await customerContext(browser, consoleErrors, 'Kiran Shetty', options);

    // A guest asked to sign in comes back to the request.
    const guest = await browser.newContext(options);
    const guestPage = await guest.newPage();
    await guestPage.goto(`/quotes/new?product=${terminal.id}&quantity=12`);
    await expect(guestPage).toHaveURL(/\/login\?redirect=\/quotes\/new/);
    await guest.close();

    // The buyer asks for 12.
    const page = await buyer.context.newPage();
    await page.goto(`/quotes/new?product=${terminal.id}&quantity=12`);
    if (javaScriptEnabled) await hydrated(page);
    const main = page.getByRole('main');
    await expect(main.getByLabel(`Quantity of ${name}`)).toHaveValue('12');
    await main.getByLabel('Mobile number').fill('9876543210');
    await main.getByLabel('Address').fill('4 Residency Road');
    await main.getByLabel('City').fill('Bengaluru');
    await main.getByLabel('State').selectOption('Karnataka');
    await main.getByLabel('PIN code').fill('560025');
    await main.getByLabel('Purchase order number (optional)').fill(po);
    await main.getByLabel('Notes for the shop (optional)').fill('Twelve counters, one site.');
    await main.getByRole('button', { name: 'Request quote' }).click();
    await expect(main.getByText('Your request is with us.')).toBeVisible();
    const requestUrl = new URL(page.url());
    const quotePath = requestUrl.pathname;

    // An owner prices and sends it.
    const desk = await admin.newPage();
    await desk.goto(`/admin${quotePath}`);
    if (javaScriptEnabled) await hydrated(desk);
    const office = desk.getByRole('main');
    await expect(office).toContainText('Twelve counters, one site.');
    await office.getByLabel(`Price each for ${name}, ₹ before GST`).fill('31500');
    await office.getByLabel('Delivery charge, ₹ before GST').fill('0');
    await office.getByRole('button', { name: 'Send quotation' }).click();
    await expect(office.getByText('Quotation sent to the buyer.')).toBeVisible();
    await expect(
      office.getByRole('heading', { name: /Quotation QT\/20\d\d-\d\d\/\d{4}/ }),
    ).toBeVisible();
    if (javaScriptEnabled) await expectAccessible(desk, '/admin/quotes/:id', 'main');

    // The buyer reads it: 12 × ₹31,500 + IGST 18% = ₹4,46,040.00, and accepts.
    await page.goto(quotePath);
    if (javaScriptEnabled) await hydrated(page);
    await expect(main).toContainText('₹4,46,040.00');
    await expect(main).toContainText('IGST');
    if (javaScriptEnabled) await expectAccessible(page, '/quotes/:id', 'main');
    await main.getByRole('button', { name: 'Accept and place order' }).click();
    await expect(page).toHaveURL(/\/orders\/ORD\d+/);
    await expect(main).toContainText(`Your purchase order: ${po}`);
    const orderId = /ORD\d+/.exec(page.url())![0];
    await expect(
      main.getByRole('link', { name: 'Download proforma invoice (not a tax invoice)' }),
    ).toBeVisible();
    const order = await (await buyer.context.request.get(`/api/orders/${orderId}`)).json();
    expect(order.order.totalPaise).toBe(44_604_000);

    // Paid (demo), shipped: the tax invoice carries the PO number; the back office finds it.
    await payInDemo(buyer.context, orderId);
    // Over ₹50,000 to another state: it ships with an e-way bill (ADR 097).
    const ewayBill = await admin.request.post(`/api/admin/orders/${orderId}/eway-bill`, {
      data: { mode: 'courier', transporterId: '06AAPCS9575E1ZR' },
      headers: xhr,
    });
    expect(ewayBill.status()).toBe(200);
    await deliver(admin, orderId);
    const invoice = await buyer.context.request.get(`/api/orders/${orderId}/invoice`);
    expect(invoice.status()).toBe(200);
    const text = (await pdfPages(await invoice.body())).join(' ');
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(po);
    await desk.goto(`/admin/orders?q=${encodeURIComponent(po)}`);
    await expect(office.getByRole('link', { name: orderId })).toBeVisible();
  });
}
