import { expect, open, test } from './fixtures';
import { adminContext, xhr } from './people';

/**
 * Product content in Hindi (ADR 108): a Hindi product page shows the product's Hindi, a product
 * without it shows the English marked lang="en", a Hindi search finds a thermal printer by its
 * Hindi words; and staff write the Hindi in the editor without JavaScript.
 */
const PLAIN = `Kisan Plain Receipt Printer ${Date.now().toString(36)}`;
let plainId: number;

test.beforeAll(async ({ browser }) => {
  const admin = await adminContext(browser, []);
  const made = await admin.request.post('/api/admin/products', {
    headers: xhr,
    data: {
      name: PLAIN,
      category: 'thermal-printer',
      brand: 'Kisan',
      price: 3900,
      originalPrice: null,
      badge: null,
      stock: 12,
      warrantyYears: 1,
      returnable: true,
      hsn: '84433250',
      description: 'A receipt printer whose Hindi nobody has written yet.',
      features: ['Prints 80 mm bills'],
      specifications: [{ name: 'Paper Width', value: '80 mm' }],
      images: ['/images/products/p2-1.svg'],
    },
  });
  expect(made.status()).toBe(201);
  plainId = (await made.json()).product.id;
  await admin.close();
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`Hindi product content, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });
    const visit = (page: Parameters<typeof open>[0], url: string) =>
      javaScriptEnabled ? open(page, url) : page.goto(url).then(() => undefined);

    test('a product page in Hindi shows its Hindi; one without shows the English, marked', async ({
      page,
    }) => {
      await visit(page, '/hi/product/2');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText('3 इंच थर्मल रसीद प्रिंटर TP-80');
      await expect(heading).not.toHaveAttribute('lang', /.*/);
      await expect(page.getByText('ऑटो कटर वाला 80 mm थर्मल रसीद प्रिंटर')).toBeVisible();
      await expect(page.locator('th', { hasText: 'प्रिंट स्पीड' })).toBeAttached();

      await visit(page, `/hi/product/${plainId}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(heading).toHaveText(PLAIN);
      await expect(heading).toHaveAttribute('lang', 'en');
      await expect(
        page.getByText('A receipt printer whose Hindi nobody has written yet.'),
      ).toHaveAttribute('lang', 'en');
      // The English page is as it was: nothing marked.
      await visit(page, `/product/${plainId}`);
      await expect(heading).toHaveText(PLAIN);
      await expect(heading).not.toHaveAttribute('lang', /.*/);
    });

    test('a Hindi search finds a thermal printer by its Hindi name', async ({ page }) => {
      await visit(page, `/hi/products?search=${encodeURIComponent('थर्मल प्रिंटर')}`);
      await expect(
        page.getByRole('link', { name: '3 इंच थर्मल रसीद प्रिंटर TP-80', exact: true }),
      ).toBeVisible();
      // A card without Hindi says its name is English. The set-up runs once per worker, so there
      // may be two such products; each is marked.
      await expect(page.getByRole('link', { name: PLAIN, exact: true }).first()).toHaveAttribute(
        'lang',
        'en',
      );
    });
  });
}

test.describe('staff write Hindi without JavaScript', () => {
  test('the editor saves a Hindi name and a specification label, shown on the Hindi page', async ({
    browser,
  }) => {
    const admin = await adminContext(browser, [], { javaScriptEnabled: false });
    const page = await admin.newPage();
    const main = page.getByRole('main');
    await page.goto(`/admin/products/${plainId}`);
    await main.getByLabel('Name in Hindi', { exact: true }).fill('किसान सादा रसीद प्रिंटर');
    await main.getByLabel('Specification 1 name in Hindi').fill('पेपर की चौड़ाई');
    await main.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\?saved=1$/);

    const shopper = await browser.newPage({ javaScriptEnabled: false });
    await shopper.goto(`/hi/product/${plainId}`);
    const heading = shopper.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('किसान सादा रसीद प्रिंटर');
    await expect(heading).not.toHaveAttribute('lang', /.*/);
    await expect(shopper.locator('th', { hasText: 'पेपर की चौड़ाई' })).toBeAttached();
    // The description is still not written in Hindi: English, marked.
    await expect(
      shopper.getByText('A receipt printer whose Hindi nobody has written yet.'),
    ).toHaveAttribute('lang', 'en');
    await shopper.close();
    await admin.close();
  });
});
