import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from './helpers/auth';
import { createProduct, editProduct, setStock } from './helpers/factories';
import { orderBody, placeOrder } from './helpers/orders';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

/**
 * The quick-order pad and "Order again" (ADR 104): products found by SKU, today's prices, and a
 * line-by-line account of what could not be added or has changed since the order.
 */
let t: TestApp;
let ROLL: { id: number; sku: string };
let SCANNER: { id: number; sku: string };
let PRINTER: { id: number; sku: string };
const suffix = Date.now().toString(36).toUpperCase();

beforeAll(async () => {
  t = await createTestApp();
  const make = async (sku: string, over: Record<string, unknown>) => {
    const p = await createProduct(t, { sku, ...over });
    return { id: p.id, sku };
  };
  ROLL = await make(`RL-${suffix}`, {
    price: 40,
    category: 'paper-rolls',
    stock: 500,
    priceBands: [
      { minQuantity: 10, price: 36 },
      { minQuantity: 50, price: 32 },
    ],
  });
  SCANNER = await make(`SC-${suffix}`, { price: 1500, category: 'barcode-scanner', stock: 3 });
  PRINTER = await make(`PR-${suffix}`, { price: 5499, category: 'thermal-printer', stock: 20 });
});
afterAll(() => t?.close());

describe(`quick order on ${engine}`, () => {
  it('adds lines by SKU (any case) and a pasted list, and reports each line not added', async () => {
    const { sid } = await signUp(t.app);
    const res = await call(t.app, 'POST', '/api/cart/quick-order', {
      sid,
      body: {
        lines: [
          { sku: ROLL.sku.toLowerCase(), quantity: 50 },
          { sku: 'NO-SUCH-CODE', quantity: 1 },
        ],
        pasted: `${SCANNER.sku}, 5\n\n${PRINTER.sku}\t2\nthis is not a line`,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.added).toEqual([
      expect.objectContaining({ sku: ROLL.sku, quantity: 50 }),
      expect.objectContaining({ sku: SCANNER.sku, quantity: 3 }),
      expect.objectContaining({ sku: PRINTER.sku, quantity: 2 }),
    ]);
    expect(report.refused).toEqual([
      {
        source: 'Pasted line 4',
        sku: 'this is not a line',
        reason: 'Write each line as "SKU, quantity", e.g. SB-PR-5815, 50',
      },
      { source: 'Row 2', sku: 'NO-SUCH-CODE', reason: 'No product has the SKU NO-SUCH-CODE' },
      { source: 'Pasted line 1', sku: SCANNER.sku, reason: expect.stringContaining('Only 3 of') },
    ]);
    // The 50-roll band applies in the cart the pad filled.
    const cart = (await call(t.app, 'GET', '/api/cart', { sid })).json().items;
    expect(cart.find((i: { id: number }) => i.id === ROLL.id)).toMatchObject({
      quantity: 50,
      price: 32,
    });
  });

  it('refuses an empty pad with 400 and changes nothing', async () => {
    const { sid } = await signUp(t.app);
    const res = await call(t.app, 'POST', '/api/cart/quick-order', { sid, body: {} });
    expect(res.statusCode).toBe(400);
    const bad = await call(t.app, 'POST', '/api/cart/quick-order', {
      sid,
      body: { lines: [{ sku: ROLL.sku, quantity: 0 }] },
    });
    expect(bad.statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/cart', { sid })).json().items).toEqual([]);
  });
});

describe(`order again on ${engine}`, () => {
  it('fills the cart at today’s prices and says what changed', async () => {
    const { sid } = await signUp(t.app);
    const placed = await placeOrder(
      t.app,
      sid,
      orderBody([
        { productId: ROLL.id, quantity: 49 },
        { productId: PRINTER.id, quantity: 2 },
        { productId: SCANNER.id, quantity: 2 },
      ]),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().order.orderId;
    // Since then: the printer's price rose, the scanner sold out to one, and one roll more
    // would reach the 50-roll band.
    await editProduct(t.database.db, PRINTER.id, { price: 5799 });
    await setStock(t.database.db, SCANNER.id, 1);
    const res = await call(t.app, 'POST', `/api/orders/${orderId}/reorder`, { sid });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.added).toEqual([
      expect.objectContaining({ productId: ROLL.id, quantity: 49 }),
      expect.objectContaining({ productId: PRINTER.id, quantity: 2 }),
      expect.objectContaining({ productId: SCANNER.id, quantity: 1 }),
    ]);
    expect(report.changes).toEqual([
      expect.stringContaining('now costs ₹5,799 each (was ₹5,499)'),
      expect.stringContaining('Only 1 of'),
    ]);
    const line = report.items.find((i: { id: number }) => i.id === ROLL.id);
    expect(line).toMatchObject({ quantity: 49, price: 36 });
    // One more roll: the 50-roll band.
    const more = await call(t.app, 'POST', '/api/cart/items', {
      sid,
      body: { productId: ROLL.id, quantity: 1 },
    });
    expect(more.json().items.find((i: { id: number }) => i.id === ROLL.id)).toMatchObject({
      quantity: 50,
      price: 32,
    });
  });

  it('leaves out a product no longer sold, and finds no one else’s order', async () => {
    const gone = await createProduct(t, { price: 100, stock: 10 });
    const { sid } = await signUp(t.app);
    const placed = await placeOrder(t.app, sid, orderBody([{ productId: gone.id, quantity: 1 }]));
    const orderId = placed.json().order.orderId;
    await editProduct(t.database.db, gone.id, { hidden: true });
    const res = await call(t.app, 'POST', `/api/orders/${orderId}/reorder`, { sid });
    expect(res.json()).toMatchObject({
      added: [],
      changes: [expect.stringContaining('no longer sold')],
    });
    const other = await signUp(t.app);
    const theirs = await call(t.app, 'POST', `/api/orders/${orderId}/reorder`, { sid: other.sid });
    expect(theirs.statusCode).toBe(404);
    expect((await call(t.app, 'POST', `/api/orders/${orderId}/reorder`)).statusCode).toBe(401);
  });
});
