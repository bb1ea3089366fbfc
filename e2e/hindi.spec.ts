import { expectAccessible } from './axe';
import { expect, open, test } from './fixtures';

/**
 * The shop in Hindi (ADR 107): /hi pages say lang="hi", name their English and Hindi addresses
 * for search engines, switch language on the same page with a plain link, and keep a Hindi
 * shopper in Hindi when they search; all of it with JavaScript and without.
 */
for (const javaScriptEnabled of [true, false]) {
  test.describe(`Hindi pages, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('the home page in Hindi: lang, alternates, the switcher and search stay in Hindi', async ({
      page,
    }) => {
      const visit = javaScriptEnabled
        ? (url: string) => open(page, url)
        : (url: string) => page.goto(url);
      await visit('/hi');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'बिलिंग मशीन और POS सिस्टम, जिनसे आपका काउंटर कभी न रुके',
      );
      const origin = new URL(page.url()).origin;
      await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute(
        'href',
        /\/hi$/,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute(
        'href',
        /\/$/,
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/hi$/);
      await expect(page.getByRole('link', { name: 'कार्ट' })).toHaveAttribute('href', '/hi/cart');

      // Search from the Hindi header lands on the Hindi list.
      const search = page.getByRole('searchbox', { name: 'प्रोडक्ट खोजें' });
      await search.fill('printer');
      await search.press('Enter');
      await expect(page).toHaveURL(/\/hi\/products\?search=printer$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

      // The switcher is a link to the same page in English, its query kept. The address bar
      // changes a moment before the new page renders, so wait for the switcher to follow it.
      const english = page.getByRole('link', { name: 'English', exact: true }).first();
      await expect(english).toHaveAttribute('href', '/products?search=printer');
      await english.click();
      await expect(page).toHaveURL(`${origin}/products?search=printer`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
      await expect(page.getByRole('link', { name: 'हिन्दी', exact: true }).first()).toHaveAttribute(
        'href',
        '/hi/products?search=printer',
      );
    });

    test('the product list in Hindi: heading, count, filters, sort, pages and a product', async ({
      page,
    }) => {
      const visit = javaScriptEnabled
        ? (url: string) => open(page, url)
        : (url: string) => page.goto(url);
      await visit('/hi/products?sort=name&pageSize=5');
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('सभी प्रोडक्ट');
      await expect(main.getByText(/^\d+ प्रोडक्ट में से 1–5 दिखाए जा रहे हैं$/)).toBeVisible();
      await expect(page.getByLabel('क्रम')).toHaveValue('name');
      await expect(page.getByRole('option', { name: 'क़ीमत: कम से ज़्यादा' })).toBeAttached();
      const pager = page.getByRole('navigation', { name: 'पेज' });
      await expect(pager.getByRole('link', { name: 'अगला पेज' })).toHaveAttribute(
        'href',
        '/hi/products?sort=name&page=2&pageSize=5',
      );

      // A price band, named with Indian grouping; the choice keeps the page in Hindi.
      const band = page.getByRole('radio', { name: '₹5,000 – ₹15,000' });
      if (javaScriptEnabled) await band.click();
      else {
        await band.check();
        await page.getByRole('button', { name: 'फ़िल्टर लगाएँ' }).click();
      }
      await expect(page).toHaveURL(/\/hi\/products\?price=5000-15000&sort=name&pageSize=5$/);
      await expect(page.getByText('लगे फ़िल्टर:')).toBeVisible();
      await expect(page.getByRole('link', { name: 'फ़िल्टर ₹5,000 – ₹15,000 हटाएँ' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'सब हटाएँ' })).toHaveAttribute(
        'href',
        '/hi/products?sort=name&pageSize=5',
      );
      await expect(page.getByRole('group', { name: 'क़ीमत' })).toBeVisible();
      await expect(page.getByRole('radio', { name: '₹30,000 और उससे ज़्यादा' })).toBeAttached();
      const text = await main.innerText();
      for (const english of [
        'All Products',
        'Showing',
        'Sort by',
        'Filtered by',
        'Clear All',
        'All categories',
        'Any price',
        'All brands',
        'Apply filters',
        'and above',
        'Thermal Printers',
        'Billing Machines',
        'Note Counting Machines',
      ])
        expect(text, english).not.toContain(english);
      await expect(page.getByRole('radio', { name: /^थर्मल प्रिंटर/ })).toBeAttached();

      // A category's page: heading, chip and title in Hindi; the address keeps the slug.
      await visit('/hi/products?category=thermal-printer');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('थर्मल प्रिंटर');
      await expect(page.getByRole('link', { name: 'फ़िल्टर थर्मल प्रिंटर हटाएँ' })).toBeVisible();
      await expect(page).toHaveTitle(/थर्मल प्रिंटर/);

      // A product from the list opens in Hindi, its category named in Hindi.
      await main.locator('article').first().getByRole('link').first().click();
      await expect(page).toHaveURL(/\/hi\/product\/[\w-]+$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(main.getByRole('link', { name: 'थर्मल प्रिंटर', exact: true })).toHaveAttribute(
        'href',
        '/hi/products?category=thermal-printer',
      );
    });
  });
}

test('a Hindi page passes axe with lang="hi"', async ({ page }) => {
  await open(page, '/hi');
  await expectAccessible(page, '/hi');
});

test('a browser that prefers Hindi is offered the Hindi page, never sent there', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'hi-IN' });
  const page = await context.newPage();
  const response = await page.goto('/about');
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/about');
  await expect(page.getByRole('link', { name: 'यह पेज हिन्दी में देखें' })).toHaveAttribute(
    'href',
    '/hi/about',
  );
  await context.close();
});

for (const [path, name] of [
  ['/hi', 'home'],
  ['/hi/products', 'products'],
  ['/hi/product/1', 'product'],
  ['/hi/cart', 'cart'],
] as const) {
  test(`the Hindi ${name} page at 360 px: no sideways scroll, headings not clipped`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    // A clipped line of Devanagari is a box shorter than its text: the heading's lines fit.
    const clipped = await page.evaluate(() =>
      // Headings and buttons: cut text there is a fault (a card's name is clamped on purpose).
      [...document.querySelectorAll('h1, h2, button')]
        .filter((el) => getComputedStyle(el).overflow === 'hidden')
        .filter((el) => el.scrollHeight > el.clientHeight + 1)
        .map((el) => el.textContent?.trim()),
    );
    expect(clipped).toEqual([]);
    await page.screenshot({
      path: test.info().outputPath(`hindi-${name}-360.png`),
      fullPage: false,
    });
  });
}
