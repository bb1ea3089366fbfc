import type { Gstr1File } from '@shop/shared/gst-returns/gstr1-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, staffSession } from './helpers/auth';
import { createProduct, productDraft } from './helpers/factories';
import { lifecycleOf, orderBody, pdfText, placeOrder } from './helpers/orders';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

/**
 * Quantity prices (ADR 104): a paper roll at ₹40 each for 1–9, ₹36 for 10–49 and ₹32 for 50 or
 * more, priced by the server at each band's edge in the cart, the order, the tax invoice and
 * GSTR-1; and the back office refusing bands that overlap or cost more than fewer units.
 */
let t: TestApp;
let ROLL: number;
let admin: { sid: string };
const BANDS = [
  { minQuantity: 10, price: 36 },
  { minQuantity: 50, price: 32 },
];
const BUYER = { name: 'Rao Traders Pvt Ltd', gstin: '27AAPFU0939F1ZV' };

beforeAll(async () => {
  t = await createTestApp();
  ROLL = (
    await createProduct(t, {
      price: 40,
      category: 'paper-rolls',
      hsn: '480990',
      stock: 1000,
      priceBands: BANDS,
    })
  ).id;
  admin = await staffSession(t, { name: 'Accounts' });
});
afterAll(() => t?.close());

const edges = [
  // quantity, price each, GST in paise (18% of the line)
  [9, 40, 6480],
  [10, 36, 6480],
  [49, 36, 31752],
  [50, 32, 28800],
] as const;

describe(`quantity prices on ${engine}`, () => {
  it('the catalogue shows a product’s bands', async () => {
    const res = await call(t.app, 'GET', `/api/products/${ROLL}`);
    expect(res.json().product.priceBands).toEqual(BANDS);
  });

  it.each(edges)('the cart prices %i rolls at ₹%i each', async (quantity, each) => {
    const { sid } = await signUp(t.app);
    const added = await call(t.app, 'POST', '/api/cart/items', {
      sid,
      body: { productId: ROLL, quantity },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().items[0]).toMatchObject({ quantity, price: each, singlePrice: 40 });
    // One more or one fewer moves the price with it.
    const set = await call(t.app, 'PUT', `/api/cart/items/${ROLL}`, {
      sid,
      body: { quantity: 1 },
    });
    expect(set.json().items[0]).toMatchObject({ quantity: 1, price: 40 });
  });

  it.each(edges)(
    'an order of %i rolls charges ₹%i each and GST to the paisa',
    async (q, each, tax) => {
      const { sid } = await signUp(t.app);
      const res = await placeOrder(t.app, sid, orderBody([{ productId: ROLL, quantity: q }]));
      expect(res.statusCode, res.body).toBe(201);
      const order = res.json().order;
      expect(order.lines[0]).toMatchObject({
        quantity: q,
        unitPricePaise: each * 100,
        taxableValuePaise: each * q * 100,
      });
      expect(order.subtotalPaise).toBe(each * q * 100);
      // Delivery is charged at or below ₹5,000, with its own GST; the goods' GST is the line's.
      expect(order.lines[0].taxPaise).toBe(tax);
      expect(order.subtotalPaise + order.shippingPaise + order.taxPaise + order.roundOffPaise).toBe(
        order.totalPaise,
      );
    },
  );

  it('the tax invoice and GSTR-1 carry the 50-roll price', async () => {
    const { sid } = await signUp(t.app);
    const res = await placeOrder(
      t.app,
      sid,
      orderBody([{ productId: ROLL, quantity: 50 }], { business: BUYER }),
    );
    const order = res.json().order;
    const paid = await call(t.app, 'POST', `/api/orders/${order.orderId}/payment/demo-confirm`, {
      sid,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const lifecycle = lifecycleOf(t);
    await lifecycle.changeStatus(order.orderId, 'Processing');
    await lifecycle.changeStatus(order.orderId, 'Shipped', {
      carrier: 'DTDC',
      trackingNumber: 'AWB50',
    });
    const pdf = await call(t.app, 'GET', `/api/orders/${order.orderId}/invoice`, { sid });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    // 50 × ₹32 = ₹1,600; CGST 9% ₹144 + SGST 9% ₹144; delivery ₹500 + GST ₹90.
    expect(text).toContain('480990 50 32.00 1,600.00 18% 144.00 144.00 1,888.00');
    expect(text).toContain(
      `Invoice total Rs. ${(order.totalPaise / 100).toLocaleString('en-IN')}.00`,
    );

    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' })
      .format(new Date())
      .slice(0, 7);
    const file = (
      await call(t.app, 'GET', `/api/admin/gst/gstr1?month=${month}`, { sid: admin.sid })
    ).json() as Gstr1File;
    const invoice = file.b2b?.find((b) => b.ctin === BUYER.gstin)?.inv[0];
    expect(invoice?.val).toBe(order.totalPaise / 100);
    const goods = invoice?.itms.map((i) => i.itm_det.txval);
    expect(goods).toContain(2100); // ₹1,600 of rolls and ₹500 of delivery at 18%
  });

  it('refuses bands that overlap, go down in quantity or cost more, under their rows', async () => {
    const create = (priceBands: unknown) =>
      call(t.app, 'POST', '/api/admin/products', {
        sid: admin.sid,
        body: productDraft({ price: 40, priceBands: priceBands as never }),
      });
    const overlap = await create([
      { minQuantity: 10, price: 36 },
      { minQuantity: 10, price: 30 },
    ]);
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().error.fields).toHaveProperty(['priceBands.1.minQuantity']);
    const dearer = await create([{ minQuantity: 10, price: 41 }]);
    expect(dearer.statusCode).toBe(400);
    expect(dearer.json().error.fields).toHaveProperty(['priceBands.0.price']);
    const negative = await create([{ minQuantity: 10, price: -1 }]);
    expect(negative.statusCode).toBe(400);
  });

  it('a new price below a kept band is refused and changes nothing', async () => {
    const product = (
      await call(t.app, 'GET', `/api/admin/products/${ROLL}`, { sid: admin.sid })
    ).json().product;
    const { priceBands: _kept, ...rest } = product;
    const res = await call(t.app, 'PUT', `/api/admin/products/${ROLL}`, {
      sid: admin.sid,
      body: { ...rest, price: 30, expectedStock: product.stock },
    });
    expect(res.statusCode, res.body).toBe(400);
    const after = (await call(t.app, 'GET', `/api/products/${ROLL}`)).json().product;
    expect(after).toMatchObject({ price: 40, priceBands: BANDS });
  });
});
