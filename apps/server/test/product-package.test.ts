import { ADMIN_ERRORS } from '@shop/shared/admin/errors';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf, signUp, staffSession } from './helpers/auth';
import { productDraft } from './helpers/factories';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

/* A product's packed weight and box (ADR 099), through the back office API and its CSV. */

let t: TestApp;
let admin: { sid: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffSession(t, { name: 'Packer' });
});
afterAll(() => t?.close());

const as = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  call(t.app, method, url, { sid: admin.sid, body });
const box = { weightGrams: 2200, lengthCm: 28, breadthCm: 22, heightCm: 22 };

async function created(over: Record<string, unknown>) {
  const res = await as('POST', '/api/admin/products', { ...productDraft(), ...over });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().product as { id: number; revision: number; stock: number } & typeof box;
}

describe(`a product's packed weight and box on ${engine}`, () => {
  it('is taken, shown to staff and to the storefront, and null when not measured', async () => {
    const measured = await created(box);
    expect(measured).toMatchObject(box);
    const shop = await call(t.app, 'GET', `/api/products/${measured.id}`);
    expect(shop.json().product).toMatchObject(box);

    const unmeasured = await created({
      weightGrams: undefined,
      lengthCm: '',
      breadthCm: null,
      heightCm: undefined,
    });
    expect(unmeasured).toMatchObject({
      weightGrams: null,
      lengthCm: null,
      breadthCm: null,
      heightCm: null,
    });
  });

  it('keeps the measurements when an edit leaves them out, and clears one given as null', async () => {
    const p = await created(box);
    const { weightGrams: _w, lengthCm: _l, breadthCm: _b, heightCm: _h, ...rest } = productDraft();
    const kept = await as('PUT', `/api/admin/products/${p.id}`, {
      ...rest,
      stock: p.stock,
      revision: p.revision,
      expectedStock: p.stock,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().product).toMatchObject(box);

    const cleared = await as('PUT', `/api/admin/products/${p.id}`, {
      ...rest,
      stock: p.stock,
      weightGrams: null,
      revision: kept.json().product.revision,
      expectedStock: p.stock,
    });
    expect(cleared.json().product).toMatchObject({ weightGrams: null, lengthCm: 28 });
  });

  it('refuses a half-measured box, a zero weight and a side past 300 cm (400, nothing made)', async () => {
    const before = await t.database.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const half = await as('POST', '/api/admin/products', {
      ...productDraft(),
      heightCm: null,
    });
    expect(half.statusCode).toBe(400);
    expect(errorOf(half).fields).toEqual({ heightCm: ADMIN_ERRORS.packageBox });
    for (const bad of [{ weightGrams: 0 }, { lengthCm: 301 }, { weightGrams: 1.5 }]) {
      const res = await as('POST', '/api/admin/products', { ...productDraft(), ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const after = await t.database.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('travels in the catalogue CSV: exported, and set by an import', async () => {
    const p = await created({ weightGrams: null, lengthCm: null, breadthCm: null, heightCm: null });
    const exported: Record<string, string>[] = parse(
      (await as('GET', '/api/admin/products.csv')).body,
      { bom: true, columns: true },
    );
    expect(exported.find((r) => Number(r.id) === p.id)).toMatchObject({
      weight_grams: '',
      length_cm: '',
    });

    const half = `id,length_cm\n${p.id},30\n`;
    const refused = (await as('POST', '/api/admin/products/import', { csv: half })).json();
    expect(refused.problems).toEqual([{ line: 2, message: ADMIN_ERRORS.packageBox }]);

    const csv = `id,weight_grams,length_cm,breadth_cm,height_cm\n${p.id},950,30,20,8\n`;
    const applied = await as('POST', '/api/admin/products/import', { csv, apply: true });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().changes).toEqual([
      {
        line: 2,
        id: p.id,
        name: expect.any(String),
        weightGrams: { from: null, to: 950 },
        lengthCm: { from: null, to: 30 },
        breadthCm: { from: null, to: 20 },
        heightCm: { from: null, to: 8 },
      },
    ]);
    const now = (await as('GET', `/api/admin/products/${p.id}`)).json().product;
    expect(now).toMatchObject({ weightGrams: 950, lengthCm: 30, breadthCm: 20, heightCm: 8 });
    expect(now.revision).toBe(p.revision + 1);
  });

  it("gives the cart's shipping weight: actual, volumetric of the stacked boxes, the greater", async () => {
    const heavy = await created({ weightGrams: 6000, lengthCm: 45, breadthCm: 35, heightCm: 30 });
    const light = await created({ weightGrams: 300, lengthCm: 20, breadthCm: 40, heightCm: 5 });
    const { sid } = await signUp(t.app);
    const add = (productId: number, quantity: number) =>
      call(t.app, 'POST', '/api/cart/items', { sid, body: { productId, quantity } });
    expect((await add(heavy.id, 1)).statusCode).toBe(200);
    expect((await add(light.id, 2)).statusCode).toBe(200);
    const parcel = await call(t.app, 'GET', '/api/cart/parcel', { sid });
    expect(parcel.statusCode, parcel.body).toBe(200);
    // The 20 × 40 boxes lie 40 × 20 on the 45 × 35 one: 45 × 35 × (30 + 2 × 5) cm = 63,000 cm³
    // → 12.6 kg, against 6.6 kg actual.
    expect(parcel.json()).toEqual({
      actualGrams: 6600,
      volumetricGrams: 12600,
      chargeableGrams: 12600,
      lengthCm: 45,
      breadthCm: 35,
      heightCm: 40,
      unmeasured: [],
    });
    const guest = await call(t.app, 'GET', '/api/cart/parcel');
    expect(guest.json()).toMatchObject({ chargeableGrams: 0, unmeasured: [] });
  });

  it('is given for every product of the demo catalogue', async () => {
    const rows = await t.database.db
      .selectFrom('products')
      .select(['id', 'weight_grams', 'height_cm'])
      .where('id', '<=', 44)
      .execute();
    expect(rows).toHaveLength(44);
    expect(rows.filter((r) => r.weight_grams === null || r.height_cm === null)).toEqual([]);
  });
});
