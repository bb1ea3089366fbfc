// Two shop instances on one PostgreSQL database, each asked directly: a back
// office edit made through one (price, stock, hide, a new product) shows in the list, the
// search and the product page of both within 2 s, each applied as one changed product (ADR 062).
import fs from 'node:fs';
import { formatRupees } from '@shop/shared/format/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopClient, uniqueEmail } from './http-client';
import {
  createAdmin,
  createPgDatabase,
  startShop,
  waitFor,
  type ShopProcess,
} from './shop-process';

const PRODUCT = 12;
const ADMIN_PASSWORD = 'catalogue-instances-passphrase';
/** The promise: an edit is visible on every instance within 2 s. */
const VISIBLE_WITHIN_MS = 2_000;

let database: { url: string; drop(): Promise<void> };
const shops: ShopProcess[] = [];
let admin: ShopClient;
/** The edited product's category: its list is the one checked. */
let category: string;

beforeAll(async () => {
  database = await createPgDatabase();
  const env = { DATABASE_URL: database.url };
  shops.push(await startShop({ env })); // migrates and seeds
  shops.push(await startShop({ env }));
  const email = uniqueEmail('catalogue-owner');
  await createAdmin(shops[0]!, email, ADMIN_PASSWORD);
  admin = new ShopClient(shops[0]!.url);
  expect((await admin.logIn(email, ADMIN_PASSWORD)).status).toBe(200);
  category = (await admin.adminProduct(PRODUCT)).category as string;
});

afterAll(async () => {
  await Promise.all(shops.map((s) => s.stop(5_000)));
  await database?.drop();
  for (const s of shops) fs.rmSync(s.dataDir, { recursive: true, force: true });
});

interface Seen {
  listed: { id: number; price: number; inStock: boolean } | undefined;
  found: boolean;
  page: { status: number; html: string };
}

/** What one instance shows of product `id`: its list entry, its search hit, its page. */
async function seenOn(shop: ShopProcess, id: number, word: string): Promise<Seen> {
  type Listed = NonNullable<Seen['listed']>;
  const json = async (path: string): Promise<{ items: Listed[] }> =>
    // The catalogue API's answer, read by the fields checked here.
    (await fetch(shop.url + path)).json() as Promise<{ items: Listed[] }>;
  const list = await json(`/api/products?category=${category}&pageSize=48`);
  const search = await json(`/api/products?search=${word}`);
  // Without cookies: the page as a first visit gets it, kept by the page cache (ADR 041).
  const page = await fetch(`${shop.url}/product/${id}`, { redirect: 'manual' });
  return {
    listed: list.items.find((p) => p.id === id),
    found: search.items.some((p) => p.id === id),
    page: { status: page.status, html: await page.text() },
  };
}

/** Polls both instances until `check` holds on each; fails after VISIBLE_WITHIN_MS. */
async function onBoth(id: number, word: string, check: (seen: Seen) => boolean, what: string) {
  let last: Seen[] = [];
  await waitFor(
    async () => {
      last = await Promise.all(shops.map((s) => seenOn(s, id, word)));
      return last.every(check);
    },
    VISIBLE_WITHIN_MS,
    () =>
      `${what} on both instances (last seen: ${JSON.stringify(
        last.map((s) => ({ listed: s.listed, found: s.found, page: s.page.status })),
      )})`,
  );
}

describe('a back-office edit on one of two instances on one PostgreSQL', () => {
  it('shows a new price and name in list, search and product page of both', async () => {
    const word = `nimbus${Date.now().toString(36)}`;
    const product = await admin.adminProduct(PRODUCT);
    const price = (product.price as number) + 111;
    const edit = await admin.put(`/api/admin/products/${PRODUCT}`, {
      ...product,
      expectedStock: product.stock,
      name: `${product.name as string} ${word}`,
      price,
      originalPrice: null,
    });
    expect(edit.status).toBe(200);
    await onBoth(
      PRODUCT,
      word,
      (s) =>
        s.listed?.price === price &&
        s.found &&
        s.page.html.includes(word) &&
        s.page.html.includes(formatRupees(price)),
      'the new name and price',
    );
  });

  it('shows a product out of stock, then hidden, then back', async () => {
    const word = `stratus${Date.now().toString(36)}`;
    const product = await admin.adminProduct(PRODUCT);
    const renamed = {
      ...product,
      expectedStock: product.stock,
      name: `${product.name as string} ${word}`,
    };
    expect(
      (await admin.put(`/api/admin/products/${PRODUCT}`, { ...renamed, stock: 0 })).status,
    ).toBe(200);
    await onBoth(
      PRODUCT,
      word,
      (s) => s.listed?.inStock === false && s.found && s.page.html.includes('Out of Stock'),
      'out of stock',
    );

    expect((await admin.post(`/api/admin/products/${PRODUCT}/hide`)).status).toBe(200);
    await onBoth(
      PRODUCT,
      word,
      // An unknown or hidden product's page sends the shopper to the list.
      (s) => s.listed === undefined && !s.found && s.page.status === 302,
      'the product hidden',
    );

    expect((await admin.post(`/api/admin/products/${PRODUCT}/unhide`)).status).toBe(200);
    // Hiding and showing moved the product's revision on: the save is made over a fresh read.
    const shown = await admin.adminProduct(PRODUCT);
    expect(
      (
        await admin.put(`/api/admin/products/${PRODUCT}`, {
          ...shown,
          expectedStock: shown.stock,
          stock: 40,
        })
      ).status,
    ).toBe(200);
    await onBoth(
      PRODUCT,
      word,
      (s) => s.listed?.inStock === true && s.found && s.page.status === 200,
      'the product back in stock',
    );
  });

  it('shows a new product in list, search and product page of both', async () => {
    const word = `cirrus${Date.now().toString(36)}`;
    const template = await admin.adminProduct(PRODUCT);
    const created = await admin.post('/api/admin/products', {
      ...template,
      name: `Counter Printer ${word}`,
      // A product code is one product's: the copy goes without it.
      sku: null,
      hidden: false,
    });
    expect(created.status).toBe(201);
    const id = created.json().product.id as number;
    await onBoth(
      id,
      word,
      (s) => s.listed !== undefined && s.found && s.page.html.includes(word),
      'the new product',
    );
  });
});
