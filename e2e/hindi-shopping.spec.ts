import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { catalogueProduct, rupees } from './catalogue-data';
import { expect, open, test } from './fixtures';

/**
 * A Hindi shopper buys under /hi (ADR 107): the product page, the cart and the wishlist speak
 * Hindi, keep the shopper's /hi addresses through every form, and show the amounts the API has;
 * with JavaScript and without.
 */

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^कार्ट/ });
const wishlistLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^विशलिस्ट/ });
/** The product page's own buttons (related products below have theirs). */
const mainButton = (page: Page, name: string) =>
  page.getByRole('main').getByRole('button', { name, exact: true }).first();

for (const javaScriptEnabled of [true, false]) {
  test.describe(`Hindi shopping, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('a product, the cart and the wishlist in Hindi, with the API’s amounts', async ({
      page,
      request,
    }) => {
      const visit = (url: string) => (javaScriptEnabled ? open(page, url) : page.goto(url));
      // One price for every quantity (no quantity prices), stock to spare for other specs.
      const product = await catalogueProduct(request, { minStock: 10 });
      // The page names the product in Hindi where the catalogue has it (ADR 108).
      const hindi = (await (await request.get(`/api/products/${product.id}?lang=hi`)).json()) as {
        product: { name: string };
      };

      await visit(`/hi/product/${product.id}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(hindi.product.name);
      await expect(main.getByRole('navigation', { name: 'आप यहाँ हैं' })).toBeVisible();
      await expect(main.getByRole('tab', { name: 'विवरण' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(main.getByRole('tab', { name: 'स्पेसिफ़िकेशन' })).toBeAttached();
      await expect(main.getByRole('link', { name: 'कोटेशन माँगें' })).toHaveAttribute(
        'href',
        `/hi/quotes/new?product=${product.id}&quantity=1`,
      );
      await expect(main.getByRole('heading', { name: 'ग्राहकों के रिव्यू' })).toBeVisible();
      await expect(main.getByRole('button', { name: 'देखें', exact: true })).toBeVisible();
      // No English left in the page's own words (the product's content is the catalogue's).
      await expect(main.getByText('Add to Cart', { exact: true })).toHaveCount(0);
      await expect(main.getByText('Customer reviews')).toHaveCount(0);
      if (javaScriptEnabled) await expectAccessible(page, 'the Hindi product page');

      await main.getByLabel('मात्रा', { exact: true }).fill('2');
      await mainButton(page, 'कार्ट में डालें').click();
      if (!javaScriptEnabled) {
        await expect(page).toHaveURL(
          new RegExp(`/hi/product/${product.id}\\?added=${product.id}$`),
        );
        await expect(page.getByRole('status').filter({ hasText: 'कार्ट में डाल दिया' })).toContainText(
          hindi.product.name,
        );
      }
      await expect(cartLink(page)).toHaveAccessibleName('कार्ट, 2 सामान');

      // The heart: on the wishlist, then the wishlist page in Hindi.
      await page
        .getByRole('main')
        .getByRole('button', { name: `${hindi.product.name} विशलिस्ट में जोड़ें` })
        .first()
        .click();
      await expect(wishlistLink(page)).toHaveAccessibleName('विशलिस्ट, 1 सामान');
      await wishlistLink(page).click();
      await expect(page).toHaveURL(/\/hi\/wishlist$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('मेरी विशलिस्ट');
      await expect(page.getByText('1 सहेजा गया प्रोडक्ट')).toBeVisible();
      await page.getByRole('button', { name: `${hindi.product.name} हटाएँ`, exact: true }).click();
      await expect(page.getByText('आपकी विशलिस्ट ख़ाली है')).toBeVisible();
      await expect(page).toHaveURL(/\/hi\/wishlist(\?unsaved=\d+)?$/);

      await cartLink(page).click();
      await expect(page).toHaveURL(/\/hi\/cart$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('शॉपिंग कार्ट');
      await expect(page.getByRole('heading', { name: 'ऑर्डर का हिसाब' })).toBeVisible();
      const subtotal = page.getByTestId('summary-subtotal');
      await expect(subtotal).toHaveText(rupees(2 * product.price));
      await expect(page.getByText('कुल (2 सामान)')).toBeVisible();
      await expect(page.getByTestId('line-subtotal')).toHaveText(rupees(2 * product.price));
      await expect(page.getByRole('status', { name: `${hindi.product.name} की मात्रा` })).toHaveText(
        '2',
      );
      // The line names the product in Hindi, as its page does (ADR 108), not marked English.
      const line = page
        .getByRole('main')
        .getByRole('link', { name: hindi.product.name, exact: true });
      await expect(line).toBeVisible();
      await expect(line).not.toHaveAttribute('lang');
      if (javaScriptEnabled) await expectAccessible(page, 'the Hindi cart');

      await page.getByRole('button', { name: `${hindi.product.name} की मात्रा बढ़ाएँ` }).click();
      await expect(subtotal).toHaveText(rupees(3 * product.price));
      await expect(page).toHaveURL(/\/hi\/cart$/);
      await page.getByRole('button', { name: `${hindi.product.name} की मात्रा घटाएँ` }).click();
      await expect(subtotal).toHaveText(rupees(2 * product.price));
      await expect(cartLink(page)).toHaveAccessibleName('कार्ट, 2 सामान');

      await page.getByRole('button', { name: `${hindi.product.name} कार्ट से हटाएँ` }).click();
      await expect(page.getByText('आपका कार्ट ख़ाली है')).toBeVisible();
      await expect(page).toHaveURL(/\/hi\/cart$/);
      await expect(page.getByRole('link', { name: 'ख़रीदारी जारी रखें' })).toHaveAttribute(
        'href',
        '/hi/products',
      );
    });
  });
}

test('quantity prices in Hindi: the table and each band, from the API', async ({
  page,
  request,
}) => {
  const product = await catalogueProduct(request, { priceBands: true, minStock: 10 });
  const [first] = product.priceBands;
  await page.goto(`/hi/product/${product.id}`);
  const prices = page.getByTestId('quantity-prices');
  await expect(prices.locator('caption')).toHaveText('ज़्यादा मात्रा पर क़ीमत');
  await expect(prices.getByRole('row').nth(1)).toHaveText(
    `1–${first!.minQuantity - 1}${rupees(product.price)}`,
  );
  await expect(prices).toContainText(
    `${first!.minQuantity} या ज़्यादा नग पर ${rupees(first!.price)} प्रति नग`,
  );
});
