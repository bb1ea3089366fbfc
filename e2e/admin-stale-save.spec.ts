import { ADMIN_ERRORS } from '@shop/shared/admin/errors';
import { expect, hydrated, test } from './fixtures';
import { adminContext, customerContext, placeOrder, xhr } from './people';

/**
 * A stale save in the back office (ADR 084), with JavaScript off and on: staff open a product,
 * another member of staff saves it and a customer buys one; saving the form is refused (409)
 * with what changed, field by field, and the form shown again with their values moved onto the
 * product as it is now. Saving it again applies their edit and keeps the order's stock.
 */
for (const javaScriptEnabled of [false, true]) {
  test(`staff see what changed since they opened a product and save their edit again (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
    consoleErrors,
  }) => {
    test.slow(); // the CLI makes the staff account; two browsers
    const admin = await adminContext(browser, consoleErrors, { javaScriptEnabled });
    const name = `Stale Save Scanner ${Date.now()}`;
    const created = await admin.request.post('/api/admin/products', {
      headers: xhr,
      data: {
        name,
        category: 'barcode-scanner',
        brand: 'Firstline',
        price: 2499,
        originalPrice: null,
        badge: null,
        stock: 5,
        warrantyYears: 1,
        returnable: true,
        hsn: '84719000',
        description: 'Reads every code.',
        features: [],
        specifications: [],
        images: ['/images/products/p1-1.svg'],
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()).product as { id: number };

    const page = await admin.newPage();
    const main = page.getByRole('main');
    await page.goto(`/admin/products/${id}`);
    if (javaScriptEnabled) await hydrated(page);
    await main
      .getByLabel('Description', { exact: true })
      .fill('Reads every code, even on a phone screen.');

    // Meanwhile another member of staff renames the brand (through the API, as read) …
    const read = await admin.request.get(`/api/admin/products/${id}`);
    const { revision: _revision, ...fields } = (await read.json()).product;
    const theirs = await admin.request.put(`/api/admin/products/${id}`, {
      headers: { ...xhr, 'if-match': read.headers().etag! },
      data: { ...fields, brand: 'Secondline' },
    });
    expect(theirs.status()).toBe(200);
    // … and a customer buys one: stock 4.
    const shopper = await customerContext(browser, consoleErrors, 'Kavya Iyer');
    await placeOrder(shopper, 'Kavya Iyer', id);

    const answered = page.waitForResponse((r) => r.request().method() === 'POST');
    await main.getByRole('button', { name: 'Save', exact: true }).click();
    if (!javaScriptEnabled) expect((await answered).status()).toBe(409);
    const changed = main.getByRole('region', { name: 'This product changed after you opened it' });
    await expect(changed).toBeVisible();
    await expect(main.getByText(ADMIN_ERRORS.staleProduct(id))).toBeVisible();
    await expect(changed.getByRole('row', { name: /Brand/ })).toContainText('Secondline');
    await expect(changed.getByRole('row', { name: /Brand/ })).toContainText('Firstline');
    await expect(changed.getByRole('row', { name: /Description/ })).toContainText(
      'even on a phone screen',
    );
    // The stock the order left, not the 5 the form was opened at; the typed description kept.
    await expect(changed).toContainText('Stock is now 4');
    await expect(main.getByLabel('Stock', { exact: true })).toHaveValue('4');
    await expect(main.getByLabel('Description', { exact: true })).toHaveValue(
      'Reads every code, even on a phone screen.',
    );

    // Saving again applies the edit (brand and description as this form has them).
    await main.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(main.getByText('Saved. The shop shows the change now.')).toBeVisible();
    const after = (await (await admin.request.get(`/api/admin/products/${id}`)).json()).product;
    expect(after).toMatchObject({
      brand: 'Firstline',
      description: 'Reads every code, even on a phone screen.',
      stock: 4,
    });
    // The browser logs the deliberate 409 as a failed resource; any other error still fails.
    const expected = `status of 409 (Conflict) (${new URL(page.url()).origin}/admin/products/${id}`;
    const others = consoleErrors.filter((e) => !e.includes(expected));
    consoleErrors.splice(0, consoleErrors.length, ...others);
    await admin.close();
    await shopper.context.close();
  });
}
