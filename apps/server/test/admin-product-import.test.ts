import { IMPORT_ERRORS } from '@shop/shared/admin/product-import';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, staffSession } from './helpers/auth';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: { sid: string; user: { id: number; email: string } };
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffSession(t, { name: 'Stock Keeper' });
});
afterAll(() => t?.close());

const as = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(t.app, method, url, { sid: admin.sid, body });

/** A product made through the back office, as staff would. */
async function newProduct(
  name: string,
  price: number,
  stock: number,
  originalPrice: number | null,
) {
  const res = await as('POST', '/api/admin/products', {
    name,
    category: 'barcode-scanner',
    brand: 'Importline',
    price,
    originalPrice,
    badge: null,
    stock,
    warrantyYears: 1,
    returnable: true,
    hsn: '84719000',
    description: 'A scanner used by the import tests.',
    features: [],
    specifications: [],
    images: ['/images/products/p1-1.svg'],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().product as { id: number; price: number; stock: number };
}

const importCsv = (csv: string, apply = false) =>
  as('POST', '/api/admin/products/import', { csv, apply });

const current = async (id: number) => (await as('GET', `/api/admin/products/${id}`)).json().product;

describe(`catalogue CSV export and price/stock import on ${engine}`, () => {
  it('exports every product with the columns the import reads back', async () => {
    const p = await newProduct('Export Check Scanner', 2100, 7, 2500);
    const res = await as('GET', '/api/admin/products.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const rows: Record<string, string>[] = parse(res.body, { bom: true, columns: true });
    expect(Object.keys(rows[0]!)).toEqual([
      'id',
      'name',
      'category',
      'brand',
      'sku',
      'hsn',
      'price',
      'price_bands',
      'mrp',
      'stock',
      'hidden',
      'low_stock_threshold',
      'weight_grams',
      'length_cm',
      'breadth_cm',
      'height_cm',
      'expected_stock',
      'name_hi',
      'description_hi',
      'features_hi',
      'specification_names_hi',
    ]);
    expect(rows.find((r) => Number(r.id) === p.id)).toMatchObject({
      name: 'Export Check Scanner',
      price: '2100',
      mrp: '2500',
      stock: '7',
      hidden: 'no',
      low_stock_threshold: '5',
      // Made without measurements (ADR 099).
      weight_grams: '',
      expected_stock: '7',
    });
    const count = await t.database.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(rows).toHaveLength(Number(count.n));
  });

  it('checks a file without changing anything, then applies it and audits each product', async () => {
    const a = await newProduct('Import Scanner A', 1500, 10, 2000);
    const b = await newProduct('Import Scanner B', 1800, 4, null);
    const c = await newProduct('Import Scanner C', 900, 3, null);
    // The export's own layout, edited: A's price, B's stock, C left as it is, blank = unchanged.
    const csv = [
      'id,name,price,stock,expected_stock',
      `${a.id},Import Scanner A,1450,,10`,
      `${b.id},Import Scanner B,,12,4`,
      `${c.id},Import Scanner C,900,3,3`,
    ].join('\r\n');

    const dry = await importCsv(csv);
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toEqual({
      applied: false,
      rows: 3,
      unchanged: 1,
      problems: [],
      changes: [
        { line: 2, id: a.id, name: 'Import Scanner A', price: { from: 1500, to: 1450 } },
        { line: 3, id: b.id, name: 'Import Scanner B', stock: { from: 4, to: 12 } },
      ],
    });
    expect(await current(a.id)).toMatchObject({ price: 1500, stock: 10 });

    const applied = await importCsv(csv, true);
    expect(applied.json()).toMatchObject({ applied: true, rows: 3, unchanged: 1 });
    expect(await current(a.id)).toMatchObject({ price: 1450, stock: 10 });
    expect(await current(b.id)).toMatchObject({ price: 1800, stock: 12 });
    // The storefront follows at once.
    const shop = await call(t.app, 'GET', `/api/products/${a.id}`);
    expect(shop.json().product.price).toBe(1450);

    const audit = (await as('GET', `/api/admin/audit?entity=product&entityId=${b.id}`)).json();
    expect(audit.items[0]).toMatchObject({
      action: 'product.update',
      actor: { id: admin.user.id },
      details: { source: 'csv import', changes: { stock: { from: 4, to: 12 } } },
    });
  });

  it('changes nothing when any row is refused, and says which rows and why', async () => {
    const a = await newProduct('All Or Nothing A', 1000, 5, 1200);
    const b = await newProduct('All Or Nothing B', 2000, 5, null);
    const csv = [
      'ID,Price,Stock,Expected_Stock',
      `${a.id},1100,6,5`, // valid
      `${b.id},abc,1,5`,
      '99999999,500,1,1',
      `${a.id},1000,5,5`,
      `${a.id},1300,,`, // above A's MRP
      `${b.id},,-2,5`,
      'x1,100,1,1',
    ].join('\n');
    for (const apply of [false, true]) {
      const res = await importCsv(csv, apply);
      expect(res.statusCode).toBe(200);
      const report = res.json();
      expect(report.applied).toBe(false);
      expect(report.problems.map((p: { line: number }) => p.line)).toEqual([
        3, 4, 5, 6, 6, 7, 7, 8,
      ]);
      expect(report.problems).toContainEqual({
        line: 4,
        message: IMPORT_ERRORS.unknownId(99999999),
      });
      expect(report.problems).toContainEqual({
        line: 5,
        message: IMPORT_ERRORS.duplicate(a.id, 2),
      });
      expect(report.problems).toContainEqual({
        line: 6,
        message: IMPORT_ERRORS.aboveMrp(1300, 1200),
      });
      expect(report.problems).toContainEqual({ line: 8, message: IMPORT_ERRORS.id });
    }
    expect(await current(a.id)).toMatchObject({ price: 1000, stock: 5 });
    expect(await current(b.id)).toMatchObject({ price: 2000, stock: 5 });
  });

  it('refuses files it cannot use, and requests that are not staff or not a file', async () => {
    const bad = async (csv: string) => (await importCsv(csv, true)).json().problems;
    expect(await bad('name,brand\nX,Y')).toEqual([
      { line: 0, message: IMPORT_ERRORS.noId },
      { line: 0, message: IMPORT_ERRORS.nothingToChange },
    ]);
    expect(await bad('id,price\n')).toEqual([{ line: 0, message: IMPORT_ERRORS.empty }]);
    const unreadable = await bad('id,price\n1,"unclosed');
    expect(unreadable).toHaveLength(1);
    expect(unreadable[0].message).toMatch(/^The file cannot be read as CSV/);

    expect((await as('POST', '/api/admin/products/import', { csv: '' })).statusCode).toBe(400);
    expect(
      (await as('POST', '/api/admin/products/import', { csv: 'id', extra: 1 })).statusCode,
    ).toBe(400);
    const shopper = await signUp(t.app);
    const asShopper = await call(t.app, 'POST', '/api/admin/products/import', {
      sid: shopper.sid,
      body: { csv: 'id,price\n1,1', apply: true },
    });
    expect(asShopper.statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/products.csv')).statusCode).toBe(401);
  });
});
