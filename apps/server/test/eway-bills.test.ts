import { readFileSync, writeFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { EWAY_MESSAGES } from '@shop/shared/eway-bills/record';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from './helpers/factories';
import { call, signUp, staffSession } from './helpers/auth';
import {
  karnataka,
  orderBody,
  outboxFor,
  pdfPages,
  pdfText,
  placeOrder,
  shipping,
} from './helpers/orders';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

const FIXTURES = new URL('./fixtures/eway-bill/', import.meta.url);
const schema = JSON.parse(readFileSync(new URL('bulk-upload.schema.json', FIXTURES), 'utf8'));
const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
/** A Karnataka business GSTIN (check character computed by the GSTN rule). */
const BUYER_GSTIN = '29AAPFU0939F1ZR';

let t: TestApp;
let admin: { sid: string };
/** ₹50,000 + 18% GST = ₹59,000; ₹67,797 + GST ≈ ₹80,000; ₹34,999 a terminal. */
let TERMINAL_59K: number;
let TERMINAL_80K: number;
let TERMINAL_35K: number;
beforeAll(async () => {
  t = await createTestApp();
  const terminal = (price: number, name: string) =>
    createProduct(t, { price, name, category: 'touch-pos', hsn: '847050' });
  TERMINAL_59K = (await terminal(50_000, 'Touch POS Terminal T9 Pro')).id;
  TERMINAL_80K = (await terminal(67_797, 'Touch POS Terminal T11 Max')).id;
  TERMINAL_35K = (await terminal(34_999, 'Touch POS Terminal T5')).id;
  admin = await staffSession(t, { role: 'staff', name: 'Packing Desk' });
});
afterAll(() => t?.close());

const as = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(t.app, method, url, { sid: admin.sid, body });

/** A paid order (demo UPI) of `quantity` of one product, delivered to `to`. */
async function paidOrder(productId: number, quantity: number, over: Record<string, unknown> = {}) {
  const { sid } = await signUp(t.app);
  const res = await placeOrder(t.app, sid, orderBody([{ productId, quantity }], over));
  expect(res.statusCode).toBe(201);
  const orderId = res.json().order.orderId as string;
  await call(t.app, 'POST', `/api/orders/${orderId}/payment/demo-confirm`, { sid });
  const { total_amount: total } = await t.database.db
    .selectFrom('orders')
    .select('total_amount')
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return { orderId, total, sid };
}

const inKarnataka = {
  shipping: shipping({ name: 'Kiran Shetty', address: '4 Residency Road', ...karnataka }),
};

/** The Part A file with the invoice number and date (which change per run) made constant. */
function normalised(file: { billLists: { docNo: string; docDate: string }[] }) {
  return {
    ...file,
    billLists: file.billLists.map((b) => ({
      ...b,
      docNo: 'INV/YY-YY/NNNNNN',
      docDate: 'DD/MM/YYYY',
    })),
  };
}

/** Compares with the golden file; `UPDATE_GOLDEN=1` writes it instead. */
function golden(name: string, value: unknown) {
  const url = new URL(`golden/${name}.json`, FIXTURES);
  const text = `${JSON.stringify(value, null, 2)}\n`;
  if (process.env.UPDATE_GOLDEN) writeFileSync(url, text);
  expect(text).toBe(readFileSync(url, 'utf8'));
}

describe(`e-way bills (${engine})`, () => {
  it('an inter-state ₹59,000 consignment needs one; Part A matches the invoice and the schema', async () => {
    const { orderId } = await paidOrder(TERMINAL_59K, 1, inKarnataka);
    const view = (await as('GET', `/api/admin/orders/${orderId}/eway-bill`)).json();
    expect(view).toMatchObject({
      needed: true,
      valuePaise: 5_900_000,
      limitRupees: 50_000,
      record: null,
    });
    expect(view.reason).toContain('another state');

    const queue = (await as('GET', '/api/admin/orders/to-ship')).json();
    const row = queue.toShip.find((o: { orderId: string }) => o.orderId === orderId);
    expect(row.ewayBill).toMatchObject({ needed: true });

    const res = await as('POST', '/api/admin/eway-bills/part-a', { ids: orderId });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`e-way-bill-part-a-${orderId}.json`);
    const file = res.json();
    expect(validate(file), JSON.stringify(validate.errors)).toBe(true);
    const bill = file.billLists[0];
    // The invoice number was issued for Part A and is the one the invoice will carry.
    const order = await t.database.db
      .selectFrom('orders')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(bill.docNo).toBe(order.invoice_number);
    expect(bill).toMatchObject({
      toGstin: 'URP',
      igstValue: 9_000,
      cgstValue: 0,
      totalValue: 50_000,
      totInvValue: 59_000,
    });
    expect(Math.round(bill.totInvValue * 100)).toBe(order.total_amount);
    golden('inter-state-59000-b2c', normalised(file));
  });

  it('an intra-state ₹80,000 Maharashtra order needs none, and Part A refuses it saying why', async () => {
    const { orderId } = await paidOrder(TERMINAL_80K, 1);
    const view = (await as('GET', `/api/admin/orders/${orderId}/eway-bill`)).json();
    expect(view).toMatchObject({ needed: false, valuePaise: 8_000_000, limitRupees: 100_000 });
    const res = await as('POST', '/api/admin/eway-bills/part-a', { ids: [orderId] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(EWAY_MESSAGES.notNeeded(orderId, view.reason));
    expect(res.json().error.message).toContain(
      'within Maharashtra, not more than its limit of ₹1,00,000',
    );
    const { needed, reason, valuePaise, limitRupees } = view;
    golden('intra-state-80000-maharashtra', {
      needed,
      reason,
      valuePaise,
      limitRupees,
      partA: { status: res.statusCode, code: res.json().error.code },
    });
    // Nothing was issued: the order still has no invoice number.
    const order = await t.database.db
      .selectFrom('orders')
      .select('invoice_number')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.invoice_number).toBeNull();
    // It ships without an e-way bill.
    const shipped = await as('POST', '/api/admin/orders/dispatch', {
      orders: [{ orderId, carrier: 'Blue Dart', trackingNumber: 'BD12345678' }],
    });
    expect(shipped.statusCode).toBe(200);
  });

  it('a two-terminal B2B order to another state: IGST, the buyer GSTIN, several orders in one file', async () => {
    const b2b = await paidOrder(TERMINAL_35K, 2, {
      ...inKarnataka,
      business: { name: 'Shetty Retail LLP', gstin: BUYER_GSTIN },
    });
    const b2c = await paidOrder(TERMINAL_59K, 1, inKarnataka);
    const res = await as('POST', '/api/admin/eway-bills/part-a', {
      ids: `${b2b.orderId},${b2c.orderId}`,
    });
    expect(res.statusCode).toBe(200);
    const file = res.json();
    expect(validate(file), JSON.stringify(validate.errors)).toBe(true);
    expect(file.billLists).toHaveLength(2);
    const bill = file.billLists[0];
    expect(bill).toMatchObject({
      toGstin: BUYER_GSTIN,
      toTrdName: 'Shetty Retail LLP',
      totalValue: 69_998,
      igstValue: 12_599.64,
    });
    expect(bill.itemList).toEqual([
      expect.objectContaining({ quantity: 2, taxableAmount: 69_998, igstRate: 18, cgstRate: 0 }),
    ]);
    expect(Math.round(bill.totInvValue * 100)).toBe(b2b.total);
    golden('inter-state-b2b-two-terminals', normalised({ ...file, billLists: [bill] }));
  });

  it('an express delivery charge goes into Part A as the invoice bills it, with its GST', async () => {
    const { orderId, total } = await paidOrder(TERMINAL_59K, 1, {
      ...inKarnataka,
      deliveryOption: 'express',
    });
    const res = await as('POST', '/api/admin/eway-bills/part-a', { ids: orderId });
    expect(res.statusCode).toBe(200);
    const file = res.json();
    expect(validate(file), JSON.stringify(validate.errors)).toBe(true);
    const bill = file.billLists[0];
    const paise = (rupees: number) => Math.round(rupees * 100);
    expect(paise(bill.totInvValue)).toBe(total);
    const items = bill.itemList as { taxableAmount: number }[];
    expect(items.length).toBeGreaterThan(1);
    expect(items.reduce((sum, i) => sum + paise(i.taxableAmount), 0)).toBe(paise(bill.totalValue));
    expect(paise(bill.totalValue) + paise(bill.igstValue) + paise(bill.otherValue)).toBe(total);
  });

  it('dispatch refuses a consignment that needs one without it, and takes it once recorded', async () => {
    const { orderId, sid } = await paidOrder(TERMINAL_59K, 1, inKarnataka);
    const row = { orderId, carrier: 'Delhivery', trackingNumber: 'DLV0099887766' };
    const refused = await as('POST', '/api/admin/orders/dispatch', { orders: [row] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'eway_bill_missing' });
    expect(refused.json().error.message).toContain(
      `Order ${orderId} cannot be dispatched without its e-way bill.`,
    );
    const single = await as('POST', `/api/admin/orders/${orderId}/status`, {
      status: 'Shipped',
      carrier: 'Delhivery',
      trackingNumber: 'DLV0099887766',
    });
    expect(single.statusCode).toBe(409);

    const bad = await as('POST', `/api/admin/orders/${orderId}/eway-bill`, {
      mode: 'number',
      ewayBillNumber: '1234',
      generatedOn: '2026-11-28',
      validUntil: '2026-11-27',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['ewayBillNumber', 'validUntil']);

    const recorded = await as('POST', `/api/admin/orders/${orderId}/eway-bill`, {
      mode: 'number',
      ewayBillNumber: '3310 0299 9920',
      generatedOn: '2026-11-28',
      validUntil: '2099-12-31',
    });
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json().record).toMatchObject({
      mode: 'number',
      ewayBillNumber: '331002999920',
    });
    const shipped = await as('POST', '/api/admin/orders/dispatch', { orders: [row] });
    expect(shipped.statusCode).toBe(200);

    const line = 'E-way bill 331002999920, valid until 31/12/2099';
    const print = await as('GET', `/api/admin/orders/print?ids=${orderId}`);
    const { pages, close } = await pdfPages(print.rawPayload);
    await close();
    // The invoice, then the label: the line fits on both without spilling onto another page.
    expect(pages.map((p) => p.text.includes(line))).toEqual([true, true]);
    const invoice = await call(t.app, 'GET', `/api/orders/${orderId}/invoice`, { sid });
    expect(await pdfText(invoice.rawPayload)).toContain(line);
    const mails = await outboxFor(t.database.db, 'asha.rao@example.com');
    expect(
      mails.find((m) => m.subject.includes(`Order ${orderId} has shipped`))?.text_body,
    ).toContain(line);

    const queue = (await as('GET', '/api/admin/orders/to-ship')).json();
    const onTheWay = queue.shipped.find((o: { orderId: string }) => o.orderId === orderId);
    expect(onTheWay.ewayBill).toMatchObject({
      expiresBeforeDelivery: false,
      record: { ewayBillNumber: '331002999920' },
    });
  });

  it('the courier generating it counts, with their transporter id; a delivered order takes no record', async () => {
    const { orderId } = await paidOrder(TERMINAL_59K, 1, inKarnataka);
    const bad = await as('POST', `/api/admin/orders/${orderId}/eway-bill`, {
      mode: 'courier',
      transporterId: 'DELHIVERY',
    });
    expect(bad.json().error.fields).toHaveProperty('transporterId');
    const ok = await as('POST', `/api/admin/orders/${orderId}/eway-bill`, {
      mode: 'courier',
      transporterId: '06AAPCS9575E1ZR',
      transporterName: 'Delhivery',
    });
    expect(ok.statusCode).toBe(200);
    const file = (await as('POST', '/api/admin/eway-bills/part-a', { ids: orderId })).json();
    expect(file.billLists[0]).toMatchObject({
      transporterId: '06AAPCS9575E1ZR',
      transporterName: 'Delhivery',
    });
    const row = { orderId, carrier: 'Delhivery', trackingNumber: 'DLV0099887767' };
    expect((await as('POST', '/api/admin/orders/dispatch', { orders: [row] })).statusCode).toBe(
      200,
    );
    expect(
      (await as('POST', `/api/admin/orders/${orderId}/status`, { status: 'Delivered' })).statusCode,
    ).toBe(200);
    const late = await as('POST', `/api/admin/orders/${orderId}/eway-bill`, {
      mode: 'courier',
      transporterId: '06AAPCS9575E1ZR',
    });
    expect(late.statusCode).toBe(409);
  });

  it('flags a validity that ends before the promised delivery date', async () => {
    const { orderId } = await paidOrder(TERMINAL_59K, 1, inKarnataka);
    await as('POST', `/api/admin/orders/${orderId}/eway-bill`, {
      mode: 'number',
      ewayBillNumber: '331002999921',
      generatedOn: '2000-01-01',
      validUntil: '2000-01-02',
    });
    expect(
      (await as('GET', `/api/admin/orders/${orderId}/eway-bill`)).json().expiresBeforeDelivery,
    ).toBe(true);
  });

  it('answers 400 for a bad request and 404 for an unknown order; staff only', async () => {
    expect((await as('POST', '/api/admin/eway-bills/part-a', {})).statusCode).toBe(400);
    expect((await as('GET', '/api/admin/orders/ORD0000000000/eway-bill')).statusCode).toBe(404);
    const { sid } = await signUp(t.app);
    expect(
      (await call(t.app, 'GET', '/api/admin/orders/ORD0000000000/eway-bill', { sid })).statusCode,
    ).toBe(403);
  });
});
