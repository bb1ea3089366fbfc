// Every template's HTML, as the built shop serves it to a visitor, a signed-in customer and the
// owner, checked by the W3C Nu HTML validator (the vnu-jar package; Java on PATH) in one run over
// all of it, and the budgeted templates measured against scripts/page-budgets.json (ADR 093):
// raw and gzip HTML from the same responses, first-load JavaScript from the build's manifest.
// Byte counts only, so the verdict does not depend on how busy the machine is.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLoadJs, readBudgets } from '../../../../scripts/first-load-js.mjs';
import { openDatabase } from '../../src/db/database';
import { CodConfirmationTokens } from '../../src/modules/orders/cod-tokens';
import { orderBody, ShopClient } from './http-client';
import { createAdmin, startShop, type ShopProcess } from './shop-process';

const BROWSER = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const OWNER = { email: 'owner.html@example.com', password: 'owner-secret-123' };
const budgets = readBudgets().templates;
// The build's scripts, read and compressed once for every test that needs their figures.
let jsFigures: ReturnType<typeof firstLoadJs> | undefined;
const measuredJs = () => (jsFigures ??= firstLoadJs());
// The package's main export is the path of its vnu.jar.
const vnuJar = createRequire(import.meta.url)('vnu-jar') as string;

interface Page {
  who: 'visitor' | 'customer' | 'owner';
  path: string;
  html: string;
}

/** Whether a page's head carries its first screen's CSS (ADR 109). */
const inlinesStyles = (html: string) => html.slice(0, html.indexOf('</head>')).includes('<style>');

let shop: ShopProcess;
const pages: Page[] = [];

/** The first link on a page whose address starts with `prefix`. */
function firstLink(html: string, prefix: string): string {
  const found = new RegExp(`href="(${prefix}[^"?#]+)"`).exec(html)?.[1];
  if (!found) throw new Error(`no link starting with ${prefix}`);
  return found;
}

beforeAll(async () => {
  shop = await startShop();
  await createAdmin(shop, OWNER.email, OWNER.password);
  const visitor = new ShopClient(shop.url);
  const customer = await new ShopClient(shop.url).signUp();
  const owner = new ShopClient(shop.url);
  expect((await owner.logIn(OWNER.email, OWNER.password)).status).toBe(200);

  const placed = await customer.placeOrder([{ productId: 2, quantity: 1 }]);
  expect(placed.status, placed.body).toBe(201);
  const orderId = placed.json().order.orderId as string;
  expect((await customer.post('/api/cart/items', { productId: 1, quantity: 2 })).status).toBe(200);
  expect((await customer.put('/api/wishlist/3')).status).toBe(200);
  const quoted = await customer.post('/api/quotes', {
    items: [{ productId: 1, quantity: 12 }],
    shipping: {
      name: 'Kiran Shetty',
      email: 'kiran@example.in',
      phone: '9876543210',
      address: '4 Residency Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560025',
    },
    poNumber: 'PO-1',
  });
  expect(quoted.status, quoted.body).toBe(201);
  const quoteId = quoted.json().quote.id as number;

  const get = async (who: Page['who'], client: ShopClient, pagePath: string, status = 200) => {
    const res = await client.get(pagePath, BROWSER);
    expect(res.status, `${who} ${pagePath}`).toBe(status);
    expect(res.headers['content-type'], `${who} ${pagePath}`).toMatch(/^text\/html/);
    pages.push({ who, path: pagePath, html: res.body });
    return res.body;
  };

  const blog = await get('visitor', visitor, '/blog');
  for (const pagePath of [
    '/',
    '/products',
    '/products?category=paper-rolls&sort=price-low&view=list',
    '/product/1',
    '/cart',
    '/wishlist',
    firstLink(blog, '/blog/'),
    ...['/about', '/contact', '/careers', '/help', '/shipping', '/returns', '/refund'],
    ...['/track-order', '/privacy', '/terms', '/cookies'],
    '/login',
    '/login?mode=signup',
    '/forgot-password',
    '/reset-password?token=not-a-real-token',
  ]) {
    await get('visitor', visitor, pagePath);
  }
  // Pages that say something went wrong are pages too.
  await get('visitor', visitor, '/no-such-page', 404);
  await get('visitor', visitor, '/unsubscribe?token=not-a-real-token', 400);
  await get('visitor', visitor, `/delivery-problem/ORD0000000000000.${'A'.repeat(43)}`, 404);
  await get('visitor', visitor, '/confirm-cod?token=not-a-real-token', 400);
  // A Cash on Delivery order's confirmation page, as its emailed link opens it (signed here with
  // the shop's own key rather than read back from the email).
  const cod = await customer.post(
    '/api/orders',
    { ...orderBody([{ productId: 2, quantity: 1 }]), paymentMethod: 'cod' },
    { 'idempotency-key': `html-${Date.now()}` },
  );
  expect(cod.status, cod.body).toBe(201);
  const database = openDatabase({ dataDir: shop.dataDir });
  const token = await new CodConfirmationTokens(database.db)
    .tokenFor(cod.json().order.orderId as string, new Date(Date.now() + 3_600_000))
    .finally(() => database.close());
  await get('visitor', visitor, `/confirm-cod?token=${encodeURIComponent(token)}`);
  await get('visitor', visitor, '/blog/no-such-post', 404);
  await get('customer', customer, '/orders/SB-NO-SUCH-ORDER', 404);
  for (const pagePath of [
    '/',
    '/product/1',
    '/cart',
    '/wishlist',
    '/checkout',
    '/buy-now?product=1&quantity=1',
    '/account',
    '/account?tab=addresses',
    '/account?tab=settings',
    '/orders',
    `/orders/${orderId}`,
    '/quotes',
    '/quotes/new?product=1&quantity=12',
    `/quotes/${quoteId}`,
  ]) {
    await get('customer', customer, pagePath);
  }
  const customers = await get('owner', owner, '/admin/customers');
  // A PIN code without Cash on Delivery, so its page shows the list and a row's form.
  const codOff = await owner.post('/api/admin/cod-pincodes', { pincode: '411005', cod: 'off' });
  expect(codOff.status, codOff.body).toBe(200);
  for (const pagePath of [
    '/admin',
    '/admin/products',
    '/admin/products/new',
    '/admin/products/import',
    '/admin/products/1',
    '/admin/orders',
    `/admin/orders/${orderId}`,
    '/admin/ship',
    '/admin/returns',
    '/admin/messages',
    firstLink(customers, '/admin/customers/'),
    '/admin/reviews',
    '/admin/gst',
    '/admin/audit',
    '/admin/quotes',
    `/admin/quotes/${quoteId}`,
    '/admin/staff',
    '/admin/throttles',
    '/admin/cod-pincodes',
  ]) {
    await get('owner', owner, pagePath);
  }
}, 120_000);

afterAll(async () => {
  await shop?.stop();
});

describe('every template', () => {
  it('is valid HTML to the W3C Nu validator, signed in and out', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-html-'));
    const names = new Map<string, string>();
    pages.forEach((page, i) => {
      const file = path.join(dir, `${String(i).padStart(2, '0')}.html`);
      fs.writeFileSync(file, page.html);
      names.set(`file:${file}`, `${page.who} ${page.path}`);
    });
    // One Java start for every page: the validator's own start is most of its time. Its CSS
    // checker predates the CSS Tailwind writes (@layer, @property), which browsers read; the
    // first screen's CSS in a page's head (ADR 109) is the stylesheet's own rules, so CSS
    // messages are left out, as they are for the stylesheet file, which it never reads.
    const { stderr } = await promisify(execFile)(
      'java',
      [
        '-jar',
        vnuJar,
        '--errors-only',
        '--exit-zero-always',
        '--filterpattern',
        'CSS: .*',
        '--format',
        'json',
        dir,
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stderr) as {
      messages: { type: string; url: string; lastLine?: number; message: string }[];
    };
    const errors = messages
      .filter((m) => m.type === 'error')
      .map((m) => `${names.get(m.url) ?? m.url}:${m.lastLine ?? '?'} ${m.message}`);
    expect(names.size).toBe(pages.length);
    expect(errors).toEqual([]);
  }, 120_000);

  it.each(budgets)('$template stays within its HTML budget (raw and gzip)', (budget) => {
    const who = budget.signedIn ? 'customer' : 'visitor';
    const page = pages.find((p) => p.who === who && p.path === budget.path);
    expect(page, `${who} ${budget.path} was fetched`).toBeDefined();
    const raw = Buffer.byteLength(page!.html);
    const gzip = zlib.gzipSync(page!.html).length;
    const figures = `${budget.template}: ${raw} B raw, ${gzip} B gzip`;
    expect(raw, figures).toBeLessThanOrEqual(budget.htmlKB * 1024);
    expect(gzip, figures).toBeLessThanOrEqual(budget.htmlGzipKB * 1024);
  });

  it('stays within its first-load JavaScript and whole-script budgets (gzip)', async () => {
    const measured = await measuredJs();
    expect(measured.map((m) => m.template)).toEqual(budgets.map((b) => b.template));
    for (const [i, { template, gzip, firstLoad }] of measured.entries()) {
      const figures = `${template}: first load ${firstLoad} B, script ${gzip} B gzip`;
      expect(firstLoad, figures).toBeLessThanOrEqual(budgets[i]!.jsGzipKB * 1024);
      expect(gzip, figures).toBeLessThanOrEqual(budgets[i]!.scriptGzipKB * 1024);
    }
  });

  it('applies the stylesheet once: the first screen CSS inline, or a head link and the body link disabled', () => {
    // withPageStyles finds the body's link by the markup React writes for it; were that markup to
    // change, the link would stay live and the browser would restyle the whole page again
    // (ADR 113) with nothing else failing.
    const sheet = /<link rel="stylesheet" href="\/assets\/app-[^"]+\.css"( disabled="")?\/>/g;
    for (const { who, path: pagePath, html } of pages) {
      const headEnd = html.indexOf('</head>');
      const links = [...html.matchAll(sheet)].map((m) => ({
        inHead: m.index < headEnd,
        disabled: m[1] !== undefined,
      }));
      const inline = inlinesStyles(html);
      const where = `${who} ${pagePath}`;
      if (inline) {
        expect(links, where).toEqual([{ inHead: false, disabled: false }]);
      } else {
        expect(links, where).toEqual([
          { inHead: true, disabled: false },
          { inHead: false, disabled: true },
        ]);
      }
    }
    // Both kinds are among the pages: the catalogue's link the sheet, the rest inline.
    expect(pages.some((p) => p.path === '/products' && !inlinesStyles(p.html))).toBe(true);
    expect(pages.some((p) => p.path === '/cart' && inlinesStyles(p.html))).toBe(true);
  });

  it.each(budgets)(
    '$template loads no script before the first interaction if so built',
    async (budget) => {
      // What the first-load figure counts as 0 must hold in the page the server sends (ADR 112).
      const { firstLoad } = (await measuredJs()).find((m) => m.template === budget.template)!;
      const who = budget.signedIn ? 'customer' : 'visitor';
      const html = pages.find((p) => p.who === who && p.path === budget.path)!.html;
      const loads = /<link rel="modulepreload"|<script[^>]* type="module"|<script[^>]* src=/.test(
        html,
      );
      expect(loads, `${budget.template} preloads or runs a script file`).toBe(firstLoad > 0);
    },
  );
});
