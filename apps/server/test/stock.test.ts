import { DEFAULT_LOW_STOCK_THRESHOLD, type StockMovement } from '@shop/shared/admin/stock';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, errorOf, signUp, staffSession } from './helpers/auth';
import { orderBody, placeOrder } from './helpers/orders';
import { setStock } from './helpers/factories';
import { askReturn, deliver } from './helpers/returns';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

/** Stock alerts, the stock movement history and the staff's daily digest (ADR 069). */

let t: TestApp;
let admin: { sid: string; user: { id: number; email: string } };

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffSession(t, { name: 'Stock Keeper' });
});
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

const as = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  call(t.app, method, url, { sid: admin.sid, body });

let seq = 0;
/** Every field of a product as the back office sends it. */
function productBody(over: Record<string, unknown> = {}) {
  seq += 1;
  return {
    name: `Stockline Scanner ${seq}`,
    category: 'barcode-scanner',
    brand: 'Stockline',
    price: 1500,
    originalPrice: null,
    badge: null,
    stock: 10,
    warrantyYears: 1,
    returnable: true,
    hsn: '84719000',
    description: 'A scanner used by the stock tests.',
    features: [],
    specifications: [],
    images: ['/images/products/p1-1.svg'],
    ...over,
  };
}

async function newProduct(over: Record<string, unknown> = {}) {
  const res = await as('POST', '/api/admin/products', productBody(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().product as {
    id: number;
    name: string;
    stock: number;
    lowStockThreshold: number;
  } & Record<string, unknown>;
}

async function history(productId: number, query = '') {
  const res = await as('GET', `/api/admin/products/${productId}/stock-movements${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: StockMovement[]; total: number; pageCount: number };
}

describe(`low-stock threshold on ${engine}`, () => {
  it('is saved with the product, defaults to 5, and refuses a negative or fractional value', async () => {
    const plain = await newProduct();
    expect(plain.lowStockThreshold).toBe(DEFAULT_LOW_STOCK_THRESHOLD);
    const p = await newProduct({ lowStockThreshold: 3 });
    expect(p.lowStockThreshold).toBe(3);

    const { id: _id, rating: _r, reviews: _v, createdAt: _c, updatedAt: _u, ...fields } = p;
    for (const bad of [-1, 2.5, 'many']) {
      const res = await as('PUT', `/api/admin/products/${p.id}`, {
        ...fields,
        expectedStock: p.stock,
        lowStockThreshold: bad,
      });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(errorOf(res).fields).toHaveProperty('lowStockThreshold');
    }
    const saved = await as('PUT', `/api/admin/products/${p.id}`, {
      ...fields,
      expectedStock: p.stock,
      lowStockThreshold: 8,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().product.lowStockThreshold).toBe(8);
    // Left out of a replacement, it stays as it is.
    const { lowStockThreshold: _t, ...withoutThreshold } = fields;
    const kept = await as('PUT', `/api/admin/products/${p.id}`, {
      ...withoutThreshold,
      revision: saved.json().product.revision,
      expectedStock: p.stock,
    });
    expect(kept.json().product.lowStockThreshold).toBe(8);
    // The audit entry of the change names it.
    const audit = await as('GET', `/api/admin/audit?entity=product&entityId=${p.id}`);
    const changes = audit.json().items.map((e: { details: { changes?: object } }) => e.details);
    expect(changes).toContainEqual(
      expect.objectContaining({ changes: { lowStockThreshold: { from: 3, to: 8 } } }),
    );

    // The catalogue CSV carries it both ways: exported, and changed by an import.
    const csv = (await as('GET', '/api/admin/products.csv')).body;
    expect(csv).toContain(
      `${p.id},${p.name},barcode-scanner,Stockline,,84719000,1500,none,,10,no,8`,
    );
    const file = `id,low_stock_threshold\n${p.id},12\n${plain.id},-2\n`;
    const refused = await as('POST', '/api/admin/products/import', { csv: file, apply: true });
    expect(refused.json().problems).toEqual([
      { line: 3, message: 'Low-stock alert must be a whole number of units, 0 or more' },
    ]);
    const good = `id,low_stock_threshold\n${p.id},12\n${plain.id},\n`;
    const applied = await as('POST', '/api/admin/products/import', { csv: good, apply: true });
    expect(applied.json()).toMatchObject({
      applied: true,
      changes: [{ id: p.id, lowStockThreshold: { from: 8, to: 12 } }],
      unchanged: 1,
    });
    expect((await as('GET', `/api/admin/products/${p.id}`)).json().product.lowStockThreshold).toBe(
      12,
    );
    // A threshold is not stock: no movement.
    expect((await history(p.id)).items.map((m) => m.reason)).toEqual(['new_product']);
  });

  it('lists on the dashboard and the Low stock filter only products at or under their own threshold', async () => {
    const brand = `Lowline${Date.now().toString(36)}`;
    const atThreshold = await newProduct({ brand, stock: 3, lowStockThreshold: 3 });
    const above = await newProduct({ brand, stock: 4, lowStockThreshold: 3 });
    const bigThreshold = await newProduct({ brand, stock: 10, lowStockThreshold: 12 });
    const soldOut = await newProduct({ brand, stock: 0, lowStockThreshold: 0 });
    const plenty = await newProduct({ brand, stock: 50 });
    const hidden = await newProduct({ brand, stock: 1, lowStockThreshold: 3, hidden: true });

    const dashboard = await as('GET', '/api/admin/dashboard');
    expect(dashboard.statusCode).toBe(200);
    const low = dashboard.json().lowStock as { id: number }[];
    const ids = low.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([atThreshold.id, bigThreshold.id, soldOut.id]));
    for (const p of [above, plenty, hidden]) expect(ids).not.toContain(p.id);
    expect(low.find((p) => p.id === bigThreshold.id)).toEqual({
      id: bigThreshold.id,
      name: bigThreshold.name,
      stock: 10,
      lowStockThreshold: 12,
    });

    const list = await as('GET', `/api/admin/products?q=${brand}&stock=low`);
    expect(list.statusCode).toBe(200);
    const listed = list
      .json()
      .items.map((p: { id: number }) => p.id)
      .sort();
    // The list shows hidden products too (it is the whole catalogue's).
    expect(listed).toEqual(
      [atThreshold.id, bigThreshold.id, soldOut.id, hidden.id].sort((a, b) => a - b),
    );
    expect((await as('GET', '/api/admin/products?stock=plenty')).statusCode).toBe(400);
  });
});

describe(`stock movement history on ${engine}`, () => {
  it('records every change with its reason, who and the stock it left, newest first', async () => {
    const product = await newProduct({ stock: 10, lowStockThreshold: 2 });
    const id = product.id;
    const staffBy = { kind: 'staff', userId: admin.user.id, email: admin.user.email };
    let seen = 1;
    /** The one movement the last step added. */
    const lastMovement = async () => {
      const h = await history(id);
      expect(h.total).toBe(seen + 1);
      seen += 1;
      return h.items[0]!;
    };
    expect((await history(id)).items).toEqual([
      expect.objectContaining({ change: 10, stockAfter: 10, reason: 'new_product', by: staffBy }),
    ]);

    // A placed order, by the customer.
    const customer = await signUp(t.app);
    const ordered = await placeOrder(
      t.app,
      customer.sid,
      orderBody([{ productId: id, quantity: 2 }]),
    );
    expect(ordered.statusCode, ordered.body).toBe(201);
    const first = ordered.json().order as { orderId: string; placedAt: string };
    expect(await lastMovement()).toMatchObject({
      change: -2,
      stockAfter: 8,
      reason: 'order',
      orderId: first.orderId,
      returnId: null,
      by: { kind: 'customer', userId: customer.user.id, email: customer.user.email },
    });

    // Cancelled by staff: the units come back.
    const cancel = await as('POST', `/api/admin/orders/${first.orderId}/cancel`, {});
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await lastMovement()).toMatchObject({
      change: 2,
      stockAfter: 10,
      reason: 'order_cancelled',
      orderId: first.orderId,
      by: staffBy,
    });

    // Unpaid past the payment window: the sweep returns them, as the shop itself.
    const unpaid = (
      await placeOrder(t.app, customer.sid, orderBody([{ productId: id, quantity: 3 }]))
    ).json().order as { orderId: string; placedAt: string };
    seen += 1; // its order movement
    const swept = await t.app.orderExpiry.run(new Date(Date.parse(unpaid.placedAt) + 31 * 60_000));
    expect(swept.cancelled).toContain(unpaid.orderId);
    expect(await lastMovement()).toMatchObject({
      change: 3,
      stockAfter: 10,
      reason: 'order_expired',
      orderId: unpaid.orderId,
      by: { kind: 'system', userId: null, email: null },
    });

    // Delivered, returned and received by staff: restocked.
    const kept = (
      await placeOrder(t.app, customer.sid, orderBody([{ productId: id, quantity: 1 }]))
    ).json().order as { orderId: string };
    seen += 1;
    const paid = await call(t.app, 'POST', `/api/orders/${kept.orderId}/payment/demo-confirm`, {
      sid: customer.sid,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await deliver(t, kept.orderId);
    const asked = await askReturn(t.app, customer.sid, kept.orderId, [{ lineNo: 1, quantity: 1 }]);
    expect(asked.statusCode, asked.body).toBe(200);
    const returnId = asked.json().returns[0].id as number;
    for (const step of ['approve', 'receive']) {
      const res = await as('POST', `/api/admin/returns/${returnId}/${step}`, {});
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await lastMovement()).toMatchObject({
      change: 1,
      stockAfter: 10,
      reason: 'return_received',
      orderId: kept.orderId,
      returnId,
      by: staffBy,
    });

    // A manual edit in the back office.
    const {
      id: _id,
      rating: _r,
      reviews: _v,
      createdAt: _c,
      updatedAt: _u,
      ...fields
    } = (await as('GET', `/api/admin/products/${id}`)).json().product;
    const edited = await as('PUT', `/api/admin/products/${id}`, {
      ...fields,
      expectedStock: fields.stock,
      stock: 25,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await lastMovement()).toMatchObject({
      change: 15,
      stockAfter: 25,
      reason: 'manual_edit',
      orderId: null,
      by: staffBy,
    });
    // Saving without touching the stock records nothing.
    await as('PUT', `/api/admin/products/${id}`, {
      ...fields,
      revision: edited.json().product.revision,
      expectedStock: 25,
      stock: 25,
      brand: 'Stockline 2',
    });
    expect((await history(id)).total).toBe(seen);

    // A CSV import.
    const csv = `id,price,stock,expected_stock\n${id},,18,25\n`;
    const imported = await as('POST', '/api/admin/products/import', { csv, apply: true });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().applied).toBe(true);
    expect(await lastMovement()).toMatchObject({
      change: -7,
      stockAfter: 18,
      reason: 'bulk_import',
      by: staffBy,
    });

    // Newest first, in pages.
    const all = await history(id);
    expect(all.items.map((m) => m.reason)).toEqual([
      'bulk_import',
      'manual_edit',
      'return_received',
      'order',
      'order_expired',
      'order',
      'order_cancelled',
      'order',
      'new_product',
    ]);
    expect(all.items.map((m) => m.stockAfter)).toEqual([18, 25, 10, 9, 10, 7, 10, 8, 10]);
    const page2 = await history(id, '?page=2&pageSize=4');
    expect(page2.items.map((m) => m.id)).toEqual(all.items.slice(4, 8).map((m) => m.id));
    expect(page2.pageCount).toBe(3);

    expect((await as('GET', '/api/admin/products/999999/stock-movements')).statusCode).toBe(404);
    expect((await as('GET', `/api/admin/products/${id}/stock-movements?page=0`)).statusCode).toBe(
      400,
    );
    const { sid } = await signUp(t.app);
    const refused = await call(t.app, 'GET', `/api/admin/products/${id}/stock-movements`, { sid });
    expect(refused.statusCode).toBe(403);
  });
});

describe(`daily stock digest on ${engine}`, () => {
  /** A fixed India morning: `hh:mm` IST on 15 January 2031. */
  const ist = (time: string) => new Date(`2031-01-15T${time}:00+05:30`);

  async function digestsOn(app: TestApp, date: string) {
    return app.database.db
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'text_body'])
      .where('subject', 'like', `%today, ${date}:%`)
      .orderBy('id')
      .execute();
  }

  it('goes to every staff address once a day from 08:00 IST, never to customers, even run twice', async () => {
    const second = await staffSession(t, { role: 'staff', name: 'Second Keeper' });
    const customer = await signUp(t.app);
    const low = await newProduct({ stock: 1, lowStockThreshold: 4, name: 'Digest Low Scanner' });

    expect(await t.app.stockDigest.run(ist('07:59'))).toEqual({ date: undefined, sent: [] });
    expect(await digestsOn(t, '2031-01-15')).toHaveLength(0);

    // Two processes at once, then a later round the same day.
    const rounds = await Promise.all([
      t.app.stockDigest.run(ist('08:00')),
      t.app.stockDigest.run(ist('08:00')),
    ]);
    await t.app.stockDigest.run(ist('13:30'));
    const staff = (
      await t.database.db
        .selectFrom('users')
        .select('email')
        .where('role', '!=', 'customer')
        .execute()
    ).map((u) => u.email);
    expect(staff).toEqual(expect.arrayContaining([admin.user.email, second.user.email]));
    const mails = await digestsOn(t, '2031-01-15');
    expect(mails.map((m) => m.to_address).sort()).toEqual([...staff].sort());
    expect(mails.map((m) => m.to_address)).not.toContain(customer.user.email);
    expect(rounds.flatMap((r) => r.sent).sort()).toEqual([...staff].sort());
    expect(mails[0]!.text_body).toContain('• Digest Low Scanner: 1 left (alert at 4)');
    expect(mails[0]!.text_body).toMatch(/Orders to ship: \d+/);
    expect(mails[0]!.text_body).toContain('http://shop.test/admin/products?stock=low');
    expect(low.lowStockThreshold).toBe(4);

    // The next day has its own.
    await t.app.stockDigest.run(new Date('2031-01-16T08:10:00+05:30'));
    expect(await digestsOn(t, '2031-01-16')).toHaveLength(staff.length);
  });

  it('sends nothing on a day with nothing low and nothing waiting', async () => {
    const quiet = await createTestApp();
    try {
      await staffSession(quiet, { role: 'staff', name: 'Quiet Keeper' });
      // Every product well stocked, as staff would (no orders, returns or messages in this shop).
      const ids = await quiet.database.db.selectFrom('products').select('id').execute();
      for (const { id } of ids) await setStock(quiet.database.db, id, 100);
      expect(await quiet.app.stockDigest.run(ist('08:05'))).toEqual({
        date: '2031-01-15',
        sent: [],
      });
      expect(await digestsOn(quiet, '2031-01-15')).toHaveLength(0);
      // The day is marked as handled: a product running low later waits for tomorrow's digest.
      await setStock(quiet.database.db, ids[0]!.id, 0);
      expect((await quiet.app.stockDigest.run(ist('09:00'))).sent).toEqual([]);
      const tomorrow = await quiet.app.stockDigest.run(new Date('2031-01-16T08:00:00+05:30'));
      expect(tomorrow.sent).toHaveLength(1);
    } finally {
      await quiet.close();
    }
  });
});
