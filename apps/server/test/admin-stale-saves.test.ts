import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf, signUp, staffSession } from './helpers/auth';
import { orderBody, placeOrder, stockOf } from './helpers/orders';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

/**
 * Back-office saves racing orders and other saves (ADR 084): a save carries the revision and the
 * stock it was read at; a stale save is a 409, and no save or import ever gives back stock that
 * an order took between the read and the save.
 */

let t: TestApp;
let admin: { sid: string };
let shopper: { sid: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffSession(t, { name: 'Stale Saver' });
  shopper = await signUp(t.app);
});
afterAll(() => t?.close());

const as = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
) => call(t.app, method, url, { sid: admin.sid, body, headers });

type Read = Record<string, unknown> & { id: number; stock: number; revision: number };

let seq = 0;
async function newProduct(stock = 5): Promise<Read> {
  seq += 1;
  const res = await as('POST', '/api/admin/products', {
    name: `Staleline Scanner ${seq}`,
    category: 'barcode-scanner',
    brand: 'Staleline',
    price: 1500,
    originalPrice: 2000,
    badge: null,
    stock,
    warrantyYears: 1,
    returnable: true,
    hsn: '84719000',
    description: 'A scanner used by the stale-save tests.',
    features: [],
    specifications: [],
    images: ['/images/products/p1-1.svg'],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().product as Read;
}

/** The product as the edit form or an API client reads it: its fields and its ETag. */
async function read(id: number): Promise<{ product: Read; etag: string }> {
  const res = await as('GET', `/api/admin/products/${id}`);
  expect(res.statusCode).toBe(200);
  return { product: res.json().product as Read, etag: String(res.headers.etag) };
}

/** What a form read at `product` sends back: every field, its revision and expected stock. */
const saveOf = (product: Read, over: Record<string, unknown> = {}) => ({
  ...product,
  expectedStock: product.stock,
  ...over,
});

async function buyOne(productId: number) {
  const res = await placeOrder(t.app, shopper.sid, orderBody([{ productId, quantity: 1 }]));
  expect(res.statusCode, res.body).toBe(201);
}

describe(`back-office saves racing orders on ${engine}`, () => {
  it('a save of other fields keeps the stock an order took between read and save', async () => {
    const p = await newProduct(5);
    const { product } = await read(p.id);
    await buyOne(p.id);
    expect(await stockOf(t.database.db, p.id)).toBe(4);
    const res = await as('PUT', `/api/admin/products/${p.id}`, {
      ...saveOf(product),
      description: 'A new description only.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().product).toMatchObject({ stock: 4, description: 'A new description only.' });
    expect(await stockOf(t.database.db, p.id)).toBe(4);
  });

  it('a stock change from the form is the difference typed, added to the stock as it is now', async () => {
    const p = await newProduct(5);
    const { product } = await read(p.id);
    await buyOne(p.id);
    // Read at 5, typed 10 (five received); one sold meanwhile: 9, not 10 and not 5.
    const res = await as('PUT', `/api/admin/products/${p.id}`, saveOf(product, { stock: 10 }));
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockOf(t.database.db, p.id)).toBe(9);
  });

  it('a save with If-Match and the ETag read keeps the order too; a stale ETag is a 409', async () => {
    const p = await newProduct(5);
    const { product, etag } = await read(p.id);
    expect(etag).toMatch(/^"\d+-\d+-[\w-]+"$/);
    await buyOne(p.id);
    const { revision: _r, ...fields } = product;
    const saved = await as(
      'PUT',
      `/api/admin/products/${p.id}`,
      { ...fields, brand: 'Staleline Two' },
      { 'if-match': etag },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await stockOf(t.database.db, p.id)).toBe(4);
    // The save moved the revision on: the ETag read before it is stale now.
    const again = await as(
      'PUT',
      `/api/admin/products/${p.id}`,
      { ...fields, brand: 'Staleline Three' },
      { 'if-match': etag },
    );
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('stale_product');
    expect((await read(p.id)).product.brand).toBe('Staleline Two');
  });

  it('refuses (409) a save read before another save, and changes nothing', async () => {
    const p = await newProduct(5);
    const { product: mine } = await read(p.id);
    const { product: theirs } = await read(p.id);
    const first = await as('PUT', `/api/admin/products/${p.id}`, saveOf(theirs, { price: 1400 }));
    expect(first.statusCode, first.body).toBe(200);
    await buyOne(p.id);
    const res = await as('PUT', `/api/admin/products/${p.id}`, saveOf(mine, { name: 'Mine' }));
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({ code: 'stale_product', message: expect.any(String) });
    const now = (await read(p.id)).product;
    expect(now).toMatchObject({ price: 1400, stock: 4, name: theirs.name });
    expect(now.revision).toBe(mine.revision + 1);
  });

  it('refuses (409) a form read before the product was hidden, so it cannot show it again', async () => {
    const p = await newProduct(5);
    const { product } = await read(p.id);
    expect((await as('POST', `/api/admin/products/${p.id}/hide`)).statusCode).toBe(200);
    const res = await as('PUT', `/api/admin/products/${p.id}`, saveOf(product));
    expect(res.statusCode).toBe(409);
    expect((await read(p.id)).product.hidden).toBe(true);
  });

  it('refuses (400) a save that carries no version, naming the field', async () => {
    const p = await newProduct(5);
    const { product } = await read(p.id);
    const { revision: _r, ...fields } = product;
    const res = await as('PUT', `/api/admin/products/${p.id}`, fields);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toHaveProperty('revision');
    expect(await stockOf(t.database.db, p.id)).toBe(5);
  });

  it('refuses (409) a stock cut below what orders left, instead of going negative', async () => {
    const p = await newProduct(2);
    const { product } = await read(p.id);
    await buyOne(p.id);
    await buyOne(p.id);
    const res = await as('PUT', `/api/admin/products/${p.id}`, saveOf(product, { stock: 1 }));
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('stock_moved');
    expect(await stockOf(t.database.db, p.id)).toBe(0);
  });
});

/** The export's rows for some products, as a spreadsheet would save them after `edit`. */
async function exported(ids: number[], edit: (row: Record<string, string>) => void) {
  const res = await as('GET', '/api/admin/products.csv');
  const rows: Record<string, string>[] = parse(res.body, { bom: true, columns: true });
  const mine = rows.filter((r) => ids.includes(Number(r.id)));
  mine.forEach(edit);
  return stringify(mine, { header: true });
}

const importCsv = (csv: string, apply = false) =>
  as('POST', '/api/admin/products/import', { csv, apply });

describe(`the CSV import racing orders on ${engine}`, () => {
  it('a price change from an old export leaves the stock orders took since', async () => {
    const p = await newProduct(5);
    const csv = await exported([p.id], (row) => (row.price = '1450'));
    await buyOne(p.id);
    const dry = (await importCsv(csv)).json();
    expect(dry.problems).toEqual([]);
    expect(dry.changes).toEqual([
      expect.objectContaining({ id: p.id, price: { from: 1500, to: 1450 } }),
    ]);
    expect(dry.changes[0].stock).toBeUndefined();
    const applied = await importCsv(csv, true);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().applied).toBe(true);
    expect(await stockOf(t.database.db, p.id)).toBe(4);
  });

  it('refuses a stock count whose product sold since the export, in the dry run and the apply', async () => {
    const p = await newProduct(5);
    const csv = await exported([p.id], (row) => (row.stock = '8'));
    expect(csv).toMatch(/expected_stock/);
    await buyOne(p.id);
    const dry = (await importCsv(csv)).json();
    expect(dry.changes).toEqual([]);
    expect(dry.problems).toEqual([
      { line: 2, message: expect.stringMatching(/stock moved.*5.*4/i) },
    ]);
    const applied = (await importCsv(csv, true)).json();
    expect(applied.applied).toBe(false);
    expect(await stockOf(t.database.db, p.id)).toBe(4);
  });

  it('refuses a stock change from a file without the expected stock', async () => {
    const p = await newProduct(5);
    const csv = `id,stock\r\n${p.id},7\r\n`;
    const dry = (await importCsv(csv)).json();
    expect(dry.problems).toEqual([{ line: 2, message: expect.stringMatching(/expected_stock/) }]);
    expect(await stockOf(t.database.db, p.id)).toBe(5);
  });
});
