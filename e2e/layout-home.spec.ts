import type { Locator } from '@playwright/test';
import { catalogueProduct, catalogueTotal } from './catalogue-data';
import { expect, hydrated, test } from './fixtures';
import { SPEC_FOOTER_LINKS } from './spec-links';

const scrollLeft = (el: Locator) => el.evaluate((node) => node.scrollLeft);

/**
 * The autoplay moves the strip 1 px every 30 ms. Proving that it does NOT move takes a window of
 * time, the one fixed wait these tests allow: STILL_MS, ten autoplay steps.
 */
const STILL_MS = 300;

/**
 * Waits (up to 5 s) until the strip has had no scroll for STILL_MS and answers where it stopped,
 * or null when it never stood still that long. Not a sleep: it returns as soon as the strip has
 * been still for the window, and a strip that keeps moving fails.
 */
const stoppedAt = (el: Locator) =>
  el.evaluate(
    (node, stillMs) =>
      new Promise<number | null>((resolve) => {
        const finish = (at: number | null) => {
          node.removeEventListener('scroll', restart);
          window.clearTimeout(still);
          window.clearTimeout(giveUp);
          resolve(at);
        };
        let still = window.setTimeout(() => finish(node.scrollLeft), stillMs);
        const giveUp = window.setTimeout(() => finish(null), 5000);
        function restart() {
          window.clearTimeout(still);
          still = window.setTimeout(() => finish(node.scrollLeft), stillMs);
        }
        node.addEventListener('scroll', restart);
      }),
    STILL_MS,
  );

test('the header links home, products, about, contact, wishlist, cart and login', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  for (const [name, href] of [
    ['Home', '/'],
    ['Products', '/products'],
    ['About', '/about'],
    ['Contact', '/contact'],
  ] as const) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist');
  await expect(banner.getByRole('link', { name: 'Cart', exact: true })).toHaveAttribute(
    'href',
    '/cart',
  );
  await expect(banner.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await expect(banner.getByRole('button', { name: 'Menu' })).toBeHidden();
});

test('header search trims the text, goes to /products?search=… and clears the box; blank is ignored', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });

  // Every search the page asks the server for: a blank one would ask for /products before the
  // real search below does, so the real search landing proves the blank one went nowhere.
  const searched: (string | null)[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/products')) searched.push(url.searchParams.get('search'));
  });
  await box.fill('   ');
  await box.press('Enter');
  await expect(box, 'a blank search is not sent, so the box is not cleared').toHaveValue('   ');

  await box.fill('  thermal  ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=thermal$/);
  await expect(box).toHaveValue('');
  expect(searched.length).toBeGreaterThan(0);
  expect(searched.every((s) => s === 'thermal')).toBe(true);
});

test('header search works without JavaScript as a plain form', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/');
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
  await box.fill('scanner');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=scanner$/);
  await context.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the menu opens, and closes on a chosen link and on Escape', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    // On a phone the search box stays in the header, on its own row.
    const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
    await expect(search).toBeVisible();
    expect((await search.boundingBox())!.width).toBeGreaterThan(300);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Products', exact: true }).click();
    await expect(page).toHaveURL(/\/products$/);
    // The address changes before React renders the new page (the router renders it in a
    // transition), and the menu remembers the page it was opened on: a click before that render
    // would open it on the old page, to be closed by the render a moment later. The new page's
    // heading says the render is done.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('searching from the header on a phone goes to the results and clears the box', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
    await box.fill(' barcode ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=barcode$/);
    await expect(box).toHaveValue('');
    // The menu holds the navigation only: one search box on the page.
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(page.getByRole('searchbox')).toHaveCount(1);
  });

  test('the chat button leaves most of the screen free', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
    // Shown once its script has seen that no main action is under it (ADR 050).
    await expect.poll(async () => (await chat.boundingBox())?.width ?? 0).toBeGreaterThan(40);
    const box = await chat.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(56);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});

test('the cart link shows the number of items in the cart', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  await expect(banner.getByTestId('count-badge')).toHaveCount(0);

  // The cart is the server's (ADR 042); the page's requests share its cart_id cookie.
  const product = await catalogueProduct(page.request, { minStock: 10 });
  const added = await page.request.post('/api/cart/items', {
    headers: { 'x-requested-with': 'fetch' },
    data: { productId: product.id, quantity: 3 },
  });
  expect(added.status()).toBe(200);
  await page.reload();
  const cart = banner.getByRole('link', { name: 'Cart, 3 items' });
  await expect(cart).toHaveAttribute('href', '/cart');
  await expect(cart.getByTestId('count-badge')).toHaveText('3');
});

test('home shows real products near the top: best sellers and new arrivals', async ({ page }) => {
  // The first screen on a desktop, the first two on a phone.
  for (const [viewport, screens] of [
    [{ width: 1280, height: 900 }, 1],
    [{ width: 360, height: 740 }, 2],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const best = page.getByRole('region', { name: 'Best sellers' });
    const first = best.getByRole('article').first();
    await expect(first.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expect(first).toContainText(/₹[\d,]+\s*\+ GST/);
    const box = (await first.getByRole('heading').boundingBox())!;
    expect(box.y + box.height).toBeLessThan(viewport.height * screens);
    await expect(best.getByRole('article')).toHaveCount(4);
    await expect(
      page.getByRole('region', { name: 'New arrivals' }).getByRole('article'),
    ).toHaveCount(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
  }
});

test('home shows the hero, stats, four categories and why-choose-us tiles', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');

  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products');
  await expect(main.getByRole('link', { name: 'Get Quote' })).toHaveAttribute(
    'href',
    '/quotes/new',
  );

  const stats = main.getByRole('region', { name: /in numbers/ });
  // The products claim is the catalogue counted, in tens (ADR 046): 44 products say 40+.
  const products = `${Math.floor((await catalogueTotal(page.request)) / 10) * 10}+`;
  for (const value of ['10K+', products, '15+', '24/7']) {
    await expect(stats.getByText(value, { exact: true })).toBeVisible();
  }

  const categories = main.getByRole('region', { name: 'Everything for your billing counter' });
  const categoryLinks = categories.getByRole('link');
  await expect(categoryLinks).toHaveCount(4);
  for (const [name, slug] of [
    ['Barcode Scanners', 'scanners'],
    ['POS Systems', 'pos'],
    ['Receipt Printers', 'printers'],
    ['Billing Software', 'software'],
  ] as const) {
    await expect(categories.getByRole('link', { name })).toHaveAttribute(
      'href',
      `/products?category=${slug}`,
    );
  }
  for (const img of await categories.getByRole('img').all()) {
    await expect(img).toHaveAttribute('width', /\d+/);
    await img.scrollIntoViewIfNeeded(); // below the shelves: loaded lazily
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
      .toBeGreaterThan(0);
  }

  const why = main.getByRole('region', { name: 'Buy with confidence' });
  await expect(why.getByRole('listitem')).toHaveCount(6);
  await expect(why).toContainText('₹5,000');
  await expect(why).toContainText('30-day returns');
});

test('each home category shows the prices its products span, as the catalogue has them', async ({
  page,
}) => {
  // Spec §9's sample price claims, counted (ADR 050): the figures come from the API, not the test.
  const rupees = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  });
  const price = async (slug: string, sort: 'price-low' | 'price-high') => {
    const res = await page.request.get(`/api/products?category=${slug}&sort=${sort}&pageSize=1`);
    expect(res.ok()).toBe(true);
    return (await res.json()).items[0].price as number;
  };
  await page.goto('/');
  const categories = page
    .getByRole('main')
    .getByRole('region', { name: 'Everything for your billing counter' });
  for (const [name, slug] of [
    ['Barcode Scanners', 'scanners'],
    ['POS Systems', 'pos'],
    ['Receipt Printers', 'printers'],
    ['Billing Software', 'software'],
  ] as const) {
    const [min, max] = [await price(slug, 'price-low'), await price(slug, 'price-high')];
    expect(max, name).toBeGreaterThan(min);
    const card = categories.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
    await expect(card).toContainText(`${rupees.format(min)} – ${rupees.format(max)} + GST`);
  }
});

test('home quotes the eight newest reviews, the FAQ with matching JSON-LD and the closing call to action', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  const main = page.getByRole('main');
  const carousel = main.getByRole('region', { name: 'Customer testimonials' });
  // Three copies of the list, of which screen readers get only the first.
  await expect(carousel.locator('li')).toHaveCount(24);
  const heard = carousel.getByRole('listitem');
  await expect(heard).toHaveCount(8);
  const reviews = await heard.locator('blockquote').allTextContents();
  expect(new Set(reviews).size).toBe(8);
  await expect(heard.getByRole('img', { name: /Rated \d(\.\d)? out of 5/ })).toHaveCount(8);
  await expect(main.getByText(/^\d\.\d\/5 from \d+ reviews$/).first()).toBeVisible();
  await expect(heard.getByText('Verified purchase')).toHaveCount(8);

  // The FAQ structured data is the visible FAQ.
  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? 'null')));
  const faqPage = jsonLd.find((d) => d?.['@type'] === 'FAQPage') as
    { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
  expect(faqPage, 'FAQPage JSON-LD').toBeDefined();
  expect(faqPage!.mainEntity.length).toBeGreaterThanOrEqual(6);
  const summaries = main.locator('details > summary');
  await expect(summaries).toHaveCount(faqPage!.mainEntity.length);
  for (const [i, q] of faqPage!.mainEntity.entries()) {
    await expect(summaries.nth(i)).toHaveText(q.name);
  }
  await summaries.first().click();
  await expect(main.getByText(faqPage!.mainEntity[0]!.acceptedAnswer.text)).toBeVisible();
  await expect(page).toHaveTitle(/Shubh Billing Systems/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);

  await expect(main.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute(
    'href',
    '/products',
  );
  await expect(main.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
    'href',
    '/contact',
  );
});

test('the footer has every link, the shop details and the year; the chat button opens WhatsApp', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const href of SPEC_FOOTER_LINKS) {
    await expect(footer.locator(`a[href="${href}"]`), href).toHaveCount(1);
  }
  await expect(footer.locator('a[href^="tel:+91"]')).toHaveCount(1);
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  for (const network of ['Facebook', 'Instagram', 'LinkedIn', 'YouTube']) {
    await expect(footer.getByRole('link', { name: new RegExp(`on ${network}$`) })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
  }
  const year = new Intl.DateTimeFormat('en-IN', {
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date());
  await expect(footer).toContainText(`© ${year} Shubh Billing Systems`);
  await expect(footer).toContainText('Free shipping');
  await expect(footer).toContainText('30-day returns');

  const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
  await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.+/);
  await expect(chat).toHaveAttribute('target', '_blank');
  await expect(chat).toHaveAttribute('rel', /noopener/);
});

test('the testimonial carousel scrolls by itself and pauses while pointed at', async ({ page }) => {
  await page.goto('/');
  const scroller = page.getByTestId('testimonial-scroller');
  await scroller.scrollIntoViewIfNeeded();
  await page.mouse.move(5, 5);

  // Moving once hydrated, and going on moving: about 16 px in half a second.
  await expect.poll(() => scrollLeft(scroller), { timeout: 5000 }).toBeGreaterThan(0);
  const before = await scrollLeft(scroller);
  await expect.poll(() => scrollLeft(scroller)).toBeGreaterThanOrEqual(before + 5);

  // Pointed at, it stops (and stays stopped for the whole window).
  await scroller.hover();
  const paused = await stoppedAt(scroller);
  expect(paused, 'the strip stops while pointed at').not.toBeNull();
  expect(await scrollLeft(scroller)).toBe(paused);

  await page.mouse.move(5, 5);
  await expect.poll(() => scrollLeft(scroller)).toBeGreaterThan(paused!);

  // Keyboard focus inside the carousel pauses it too.
  await page.getByRole('button', { name: 'Next testimonial' }).focus();
  const focused = await stoppedAt(scroller);
  expect(focused, 'the strip stops while focused').not.toBeNull();
  expect(await scrollLeft(scroller)).toBe(focused);
});

test('with reduced motion the carousel stays still and scrolls with its buttons', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await hydrated(page);
  const carousel = page.getByRole('region', { name: 'Customer testimonials' });
  const scroller = page.getByTestId('testimonial-scroller');
  await scroller.scrollIntoViewIfNeeded();
  await page.mouse.move(5, 5);

  // One copy of the list, no pause button: nothing moves by itself.
  await expect(carousel.locator('li')).toHaveCount(8);
  await expect(carousel.getByRole('button', { name: 'Pause automatic scrolling' })).toHaveCount(0);
  expect(await stoppedAt(scroller), 'the strip never moves by itself').toBe(0);

  await carousel.getByRole('button', { name: 'Next testimonial' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => scrollLeft(scroller)).toBeGreaterThan(100);
  await carousel.getByRole('button', { name: 'Previous testimonial' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => scrollLeft(scroller)).toBe(0);
});

test.describe('a route change', () => {
  test.use({ viewport: { width: 1280, height: 400 } });

  test('scrolls the new page to the top', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'POS Systems' });
    await link.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await link.click();
    await expect(page).toHaveURL(/\/products\?category=pos$/);
    // The products page is taller than the window, so staying scrolled would be possible.
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
    ).toBeGreaterThan(300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
