import { indiaDate } from '@shop/shared/format/india-time';
import { formatPaise } from '@shop/shared/format/money';
import { newProduct } from './catalogue-data';
import { pdfPages } from './downloads';
import { expect, hydrated, test } from './fixtures';
import { adminContext, customerContext, xhr } from './people';

/**
 * ADR 105 and 106: a business buys 12 terminals on a quotation and pays by bank transfer. It asks
 * with its PO number, staff price and send the quote, the buyer accepts choosing bank transfer and
 * reads the shop's account and the order's reference, staff record the UTR on the back office's
 * order page (the order is then Paid) and ship it by their own courier; the tax invoice carries
 * the PO number. Once with JavaScript, once without.
 */
for (const javaScriptEnabled of [true, false]) {
  test(`a quotation accepted for bank transfer is paid by its UTR, shipped and invoiced with the PO number (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
    consoleErrors,
  }) => {
    test.slow(); // two browsers and several round trips
    const options = { javaScriptEnabled };
    const admin = await adminContext(browser, consoleErrors, options);
    const name = `Touch POS Terminal BT ${Date.now()}`;
    const terminal = await newProduct(admin.request, name, {
      category: 'touch-pos',
      price: 34_999,
      hsn: '847050',
      stock: 30,
    });
    const po = `PO/BT/${Date.now() % 100_000}`;
    const buyer = await customerContext(browser, consoleErrors, 'Kiran Shetty', options);

    // The buyer asks for 12 with the PO number.
    const page = await buyer.context.newPage();
    await page.goto(`/quotes/new?product=${terminal.id}&quantity=12`);
    if (javaScriptEnabled) await hydrated(page);
    const main = page.getByRole('main');
    await main.getByLabel('Mobile number').fill('9876543210');
    await main.getByLabel('Address').fill('4 Residency Road');
    await main.getByLabel('City').fill('Bengaluru');
    await main.getByLabel('State').selectOption('Karnataka');
    await main.getByLabel('PIN code').fill('560025');
    await main.getByLabel('Purchase order number (optional)').fill(po);
    await main.getByRole('button', { name: 'Request quote' }).click();
    await expect(main.getByText('Your request is with us.')).toBeVisible();
    const quotePath = new URL(page.url()).pathname;

    // Staff price and send it.
    const desk = await admin.newPage();
    await desk.goto(`/admin${quotePath}`);
    if (javaScriptEnabled) await hydrated(desk);
    const office = desk.getByRole('main');
    await office.getByLabel(`Price each for ${name}, ₹ before GST`).fill('31500');
    await office.getByLabel('Delivery charge, ₹ before GST').fill('0');
    await office.getByRole('button', { name: 'Send quotation' }).click();
    await expect(office.getByText('Quotation sent to the buyer.')).toBeVisible();

    // The buyer accepts, to pay by bank transfer: 12 × ₹31,500 + IGST 18% = ₹4,46,040.00.
    await page.goto(quotePath);
    if (javaScriptEnabled) await hydrated(page);
    await expect(main).toContainText('₹4,46,040.00');
    await expect(main.getByRole('radio', { name: /Pay online/ })).toBeChecked();
    await main.getByRole('radio', { name: /Bank transfer/ }).check();
    await main.getByRole('button', { name: 'Accept and place order' }).click();
    await expect(page).toHaveURL(/\/orders\/ORD\d+/);
    const orderId = /ORD\d+/.exec(page.url())![0];
    const reference = `BT${orderId.slice(3)}`;
    const panel = page.getByTestId('bank-transfer');
    await expect(panel).toContainText('Pay by bank transfer (NEFT / RTGS / IMPS)');
    await expect(panel).toContainText('₹4,46,040.00');
    await expect(panel).toContainText('DEMO0000001');
    await expect(page.getByTestId('transfer-reference')).toHaveText(reference);
    await expect(main).toContainText(`Your purchase order: ${po}`);

    // Staff find the money on the statement and record its UTR: the order is Paid.
    await desk.goto(`/admin/orders/${orderId}`);
    if (javaScriptEnabled) await hydrated(desk);
    await expect(office).toContainText(`Look for reference ${reference}`);
    const transfer = office.getByRole('form', { name: 'Record a bank transfer received' });
    await transfer.getByLabel('Scheme').selectOption('RTGS');
    // RTGS: bank code, R, channel, date, sequence (22); one of its own, as the server holds them all.
    const utr = `HDFCR5202611${javaScriptEnabled ? 1 : 2}${String(Date.now() % 1e9).padStart(9, '0')}`;
    await transfer.getByLabel('UTR').fill(utr);
    await transfer.getByLabel('Amount received (₹)').fill('446040');
    await transfer.getByLabel('Received on').fill(indiaDate(new Date()));
    await transfer.getByRole('button', { name: 'Record transfer' }).click();
    await expect(office.getByText('Transfer recorded.')).toBeVisible();
    const paid = await (await admin.request.get(`/api/admin/orders/${orderId}`)).json();
    expect(paid.order).toMatchObject({ paymentStatus: 'Paid', totalPaise: 44_604_000 });

    // Over ₹50,000 to another state: it ships with an e-way bill (ADR 097), by the shop's courier.
    const ewayBill = await admin.request.post(`/api/admin/orders/${orderId}/eway-bill`, {
      data: { mode: 'courier', transporterId: '06AAPCS9575E1ZR' },
      headers: xhr,
    });
    expect(ewayBill.status()).toBe(200);
    const status = office.getByRole('form', { name: 'Change status' });
    await status.getByLabel('New status').selectOption('Processing');
    await status.getByRole('button', { name: 'Update status' }).click();
    await expect(desk).toHaveURL(/moved=Processing/);
    await status.getByLabel('New status').selectOption('Shipped');
    await status.getByLabel('Courier').fill('Blue Dart');
    await status.getByLabel('Tracking number').fill('AWB77001234');
    await status.getByRole('button', { name: 'Update status' }).click();
    await expect(desk).toHaveURL(/moved=Shipped/);

    // The buyer's order is paid and shipped; its tax invoice carries the PO number.
    await page.goto(`/orders/${orderId}`);
    await expect(main).toContainText('Shipped');
    await expect(main).toContainText('Blue Dart');
    const invoice = await buyer.context.request.get(`/api/orders/${orderId}/invoice`);
    expect(invoice.status()).toBe(200);
    const text = (await pdfPages(await invoice.body())).join(' ');
    expect(text).toContain('TAX INVOICE');
    // The PDF's text puts the label and its value in cells apart.
    expect(text).toMatch(new RegExp(`Buyer PO number\\s+${po}`));
    expect(text).toContain('4,46,040.00');
  });
}

/**
 * ADR 104: a distributor orders again what it bought last month, 50 rolls, from the order's page;
 * the cart prices them at the 50-roll band and says so, and its total agrees with the order's.
 * Once with JavaScript, once without.
 */
for (const javaScriptEnabled of [true, false]) {
  test(`a distributor's "Order again" of 50 rolls gets the 50-roll price (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
    consoleErrors,
  }) => {
    const options = { javaScriptEnabled };
    const admin = await adminContext(browser, consoleErrors, options);
    const name = `Thermal Paper Roll 79mm R${Date.now()}`;
    const rolls = await newProduct(admin.request, name, {
      price: 40,
      hsn: '4811',
      stock: 500,
      priceBands: [
        { minQuantity: 10, price: 36 },
        { minQuantity: 50, price: 32 },
      ],
    });
    const distributor = await customerContext(browser, consoleErrors, 'Meena Traders', options);
    const placed = await distributor.context.request.post('/api/orders', {
      data: {
        items: [{ productId: rolls.id, quantity: 50 }],
        shipping: {
          name: 'Meena Traders',
          email: distributor.email,
          phone: '9876543210',
          address: '12 MG Road, Fort',
          city: 'Mumbai',
          state: 'Maharashtra',
          pincode: '400001',
        },
        paymentMethod: 'upi',
      },
      headers: { ...xhr, 'idempotency-key': `e2e-${crypto.randomUUID()}` },
    });
    expect(placed.status()).toBe(201);
    const last = (await placed.json()) as { order: { orderId: string; totalPaise: number } };

    const page = await distributor.context.newPage();
    await page.goto(`/orders/${last.order.orderId}`);
    if (javaScriptEnabled) await hydrated(page);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Order again' }).click();
    await expect(page.getByTestId('reorder-report')).toContainText(
      `Added to your cart: 50 × ${name}.`,
    );
    await page.goto('/cart');
    if (javaScriptEnabled) await hydrated(page);
    await expect(page.getByTestId('band-note')).toContainText(
      'Quantity price: ₹32 each for 50 or more',
    );
    await expect(page.getByTestId('line-subtotal')).toHaveText('₹1,600');
    await expect(page.getByTestId('summary-total')).toHaveText(formatPaise(last.order.totalPaise));
  });
}
