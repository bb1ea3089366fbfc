import { BLOG_POSTS } from '../packages/shared/src/content/blog';
import { FAQ } from '../packages/shared/src/content/faq';
import { formatRupees } from '../packages/shared/src/format/money';
import { FREE_SHIPPING_ABOVE, SHIPPING_CHARGE } from '../packages/shared/src/pricing/cart-totals';
import { SHOP } from '../packages/shared/src/shop/identity';
import { dayRange, POLICIES } from '../packages/shared/src/shop/policies';
import { catalogueProducts, catalogueTotal } from './catalogue-data';
import { expect, hydrated, test } from './fixtures';
import { SPEC_FOOTER_LINKS } from './spec-links';

async function footerLinks(page: import('@playwright/test').Page): Promise<string[]> {
  return page
    .locator('footer a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

test.describe('information pages', () => {
  // Each page's heading is seen in the browser by the next test, which opens every footer link.
  test('every footer link answers 200 with one page heading, to GET and HEAD', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const hrefs = [...new Set(await footerLinks(page))];
    expect(hrefs).toEqual(expect.arrayContaining(SPEC_FOOTER_LINKS));
    for (const href of hrefs) {
      const res = await request.get(href);
      expect(res.status(), `status of ${href}`).toBe(200);
      expect((await res.text()).match(/<h1[\s>]/g), `h1 on ${href}`).toHaveLength(1);
      expect((await request.head(href)).status(), `HEAD ${href}`).toBe(200);
    }
  });

  test('footer links also work as in-app navigation, with no console errors', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    const hrefs = [...new Set(await footerLinks(page))];
    for (const href of hrefs) {
      await page.locator(`footer a[href="${href}"]`).first().click();
      await expect(page).toHaveURL((url) => url.pathname + url.search === href);
      await expect(page.locator('h1')).toBeVisible();
    }
  });

  test('info pages carry a canonical link and a description', async ({ page }) => {
    for (const path of ['/about', '/shipping', '/help', `/blog/${BLOG_POSTS[0]!.slug}`]) {
      await page.goto(path);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${path.replace(/\//g, '\\/')}$`),
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    }
  });

  test('policy numbers come from one place and agree across pages', async ({ page }) => {
    await page.goto('/shipping');
    const shipping = page.locator('main');
    await expect(shipping).toContainText(`${dayRange(POLICIES.metroDeliveryDays)} business days`);
    await expect(shipping).toContainText(
      `${dayRange(POLICIES.standardDeliveryDays)} business days`,
    );
    await expect(shipping).toContainText(`${dayRange(POLICIES.expressDeliveryDays)} business days`);
    await expect(shipping).toContainText(formatRupees(POLICIES.expressCharge));
    await expect(shipping).toContainText(`Free above ${formatRupees(FREE_SHIPPING_ABOVE)}`);
    await expect(shipping).toContainText(formatRupees(SHIPPING_CHARGE));
    await expect(shipping).toContainText(`before ${POLICIES.sameDayCutoff}`);

    for (const path of ['/returns', '/refund']) {
      await page.goto(path);
      await expect(page.locator('main')).toContainText(`${POLICIES.returnDays} days`);
      await expect(page.locator('main')).toContainText(
        `${dayRange(POLICIES.refundBusinessDays)} business days`,
      );
    }
    await page.goto('/returns');
    await expect(page.locator('main')).toContainText(
      `${POLICIES.warrantyYears.min} to ${POLICIES.warrantyYears.max} years`,
    );
    await expect(page.locator('main')).toContainText(
      /licences? once the licence key has been activated/i,
    );

    await page.goto('/privacy');
    await expect(page.locator('main')).toContainText('Digital Personal Data Protection Act, 2023');
    await expect(page.locator('main')).toContainText(SHOP.gstin);
    await page.goto('/cookies');
    await expect(page.getByRole('table')).toContainText('cart');
    await expect(page.getByRole('table')).toContainText('wishlist');
  });

  test('/about shows the claims of spec §1', async ({ page }) => {
    await page.goto('/about');
    const numbers = page.getByRole('region', { name: /in numbers/ });
    // The catalogue counted, in tens (ADR 046): 44 products say 40+.
    const products = `${Math.floor((await catalogueTotal(page.request)) / 10) * 10}+`;
    for (const text of ['10K+', '10,000+ businesses', products, '15+', '24/7']) {
      await expect(numbers).toContainText(text);
    }
    // The rating: every approved review counted (ADR 051).
    await expect(numbers).toContainText(/\d\.\d\/5/);
    await expect(numbers).toContainText(/Average rating from \d+ verified reviews/);
    await expect(numbers).toContainText(formatRupees(FREE_SHIPPING_ABOVE));
    await expect(numbers).toContainText('30-day');
    await expect(numbers).toContainText('SSL');
  });

  test('/careers lists openings with title, location, type and department', async ({ page }) => {
    await page.goto('/careers');
    const jobs = page.locator('main article');
    expect(await jobs.count()).toBeGreaterThanOrEqual(4);
    await expect(jobs.first().getByRole('heading', { level: 3 })).toBeVisible();
    await expect(jobs.first()).toContainText('Department');
    await expect(jobs.first()).toContainText('Location');
    await expect(jobs.first().getByRole('link', { name: /Apply by email/ })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
  });

  test('/blog lists every article and each one opens', async ({ page }) => {
    await page.goto('/blog');
    for (const post of BLOG_POSTS) {
      await expect(page.getByRole('link', { name: post.title })).toHaveAttribute(
        'href',
        `/blog/${post.slug}`,
      );
    }
    await page.getByRole('link', { name: BLOG_POSTS[1]!.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(BLOG_POSTS[1]!.title);
    await expect
      .poll(async () =>
        (await page.locator('script[type="application/ld+json"]').allTextContents()).some((t) =>
          t.includes('"BlogPosting"'),
        ),
      )
      .toBe(true);
    expect(await page.locator('main h2').count()).toBeGreaterThanOrEqual(4);
  });

  test('an unknown article answers 404 and lists the real ones', async ({ page }) => {
    const res = await page.goto('/blog/no-such-post');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('couldn’t find');
    await expect(page.getByRole('link', { name: BLOG_POSTS[0]!.title })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('/help answers the FAQ in a keyboard-operable accordion with FAQPage data', async ({
    page,
  }) => {
    await page.goto('/help');
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqPage = ld.map((t) => JSON.parse(t)).find((d) => d['@type'] === 'FAQPage');
    expect(faqPage?.mainEntity).toHaveLength(FAQ.length);
    const first = page.locator('main details').first();
    await expect(first).not.toHaveAttribute('open');
    await first.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('open');
    await expect(first).toContainText(FAQ[0]!.answer.slice(0, 40));
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`/track-order checks the form and looks the order up on the server (JavaScript ${
      javaScriptEnabled ? 'on' : 'off'
    })`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/track-order');
      if (javaScriptEnabled) await hydrated(page);
      await page.getByRole('button', { name: 'Track Order' }).click();
      await expect(page.getByLabel('Order ID')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Enter your order ID', { exact: true })).toBeVisible();
      await page.getByLabel('Order ID').fill('ORD1763712000000');
      await page.getByLabel('Email or phone').fill('98200 12345');
      await page.getByRole('button', { name: 'Track Order' }).click();
      // No such order: the one 'not found' answer, quoting the id, with the shop's phone.
      await expect(page.getByRole('status')).toContainText('ORD1763712000000');
      await expect(page.getByRole('status')).toContainText(SHOP.phone);
      await context.close();
    });
  }

  test('/sitemap.xml indexes files listing pages and products with absolute URLs', async ({
    request,
    baseURL,
  }) => {
    // Products listed before and after the sitemap is read were there all along (the back-office
    // specs add and delete products meanwhile): each has its page in the sitemap.
    const listedBefore = await catalogueProducts(request);
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('xml');
    const files = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(files).toContain(`${baseURL}/sitemap-pages.xml`);
    let xml = '';
    for (const file of files) {
      const part = await request.get(new URL(file).pathname);
      expect(part.status()).toBe(200);
      xml += await part.text();
    }
    const listedAfter = new Set((await catalogueProducts(request)).map((p) => p.id));
    const listed = listedBefore.filter((p) => listedAfter.has(p.id));
    expect(listed.length).toBeGreaterThan(0);
    for (const { id } of listed) expect(xml).toContain(`<loc>${baseURL}/product/${id}</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/about</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/blog/${BLOG_POSTS[0]!.slug}</loc>`);
  });

  test('/robots.txt keeps crawlers out of checkout and points to the sitemap', async ({
    request,
    baseURL,
  }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    const lines = (await res.text()).split('\n');
    expect(lines).toContain('Disallow: /checkout');
    expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
