import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf, signUp, staffSession } from './helpers/auth';
import { createProduct } from './helpers/factories';
import { orderBody, placeOrder } from './helpers/orders';
import { createTestApp, engine, type TestApp } from './helpers/test-app';
import { start, type ShiprocketFake } from './shiprocket-fake/fake';

/*
 * Booking an order with the courier provider through the back office API (ADR 099): the shop
 * in Shiprocket mode against the look-alike.
 */

let fake: ShiprocketFake;
let t: TestApp;
let admin: { sid: string };
let PRINTER: number;
let UNMEASURED: number;
beforeAll(async () => {
  fake = await start();
  t = await createTestApp(fake.shopEnv);
  admin = await staffSession(t, { role: 'staff', name: 'Packing Desk' });
  // 2.2 kg in a 28 × 22 × 22 cm box: 2.711 kg volumetric, so that is what is billed.
  PRINTER = (
    await createProduct(t, { weightGrams: 2200, lengthCm: 28, breadthCm: 22, heightCm: 22 })
  ).id;
  UNMEASURED = (
    await createProduct(t, { weightGrams: null, lengthCm: null, breadthCm: null, heightCm: null })
  ).id;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const as = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(t.app, method, url, { sid: admin.sid, body });

/** A paid order (demo payment) of these products, one unit each. */
async function paidOrder(...productIds: number[]): Promise<string> {
  const { sid } = await signUp(t.app);
  const items = productIds.map((productId) => ({ productId, quantity: 1 }));
  const res = await placeOrder(t.app, sid, orderBody(items, { paymentMethod: 'upi' }));
  expect(res.statusCode, res.body).toBe(201);
  const orderId = res.json().order.orderId as string;
  await call(t.app, 'POST', `/api/orders/${orderId}/payment/demo-confirm`, { sid });
  return orderId;
}

describe(`booking an order with Shiprocket through the back office on ${engine}`, () => {
  it("prices the order's parcel by its chargeable weight", async () => {
    const orderId = await paidOrder(PRINTER);
    const res = await as('GET', `/api/admin/orders/${orderId}/shipping-rates`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().parcel).toMatchObject({
      actualGrams: 2200,
      volumetricGrams: 2711,
      chargeableGrams: 2711,
    });
    expect(res.json().serviceability.rates[0]).toMatchObject({ courierId: '10' });
    expect(fake.requests.at(-1)!.path).toContain('weight=2.711');
  });

  it('books it once: order, AWB and pickup; booking again answers the same shipment', async () => {
    const orderId = await paidOrder(PRINTER);
    const first = await as('POST', `/api/admin/orders/${orderId}/shipment`, { courierId: '24' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().shipment).toEqual({
      orderId,
      provider: 'shiprocket',
      courierName: 'Xpressbees Air',
      awb: expect.stringMatching(/^1410\d{8}$/),
      pickupDate: '2026-11-29',
      weightGrams: 2711,
    });
    const before = fake.requests.length;
    const again = await as('POST', `/api/admin/orders/${orderId}/shipment`, {});
    expect(again.json().shipment).toEqual(first.json().shipment);
    expect(fake.requests.length).toBe(before);
  });

  it('resumes at the step that failed instead of booking twice', async () => {
    const orderId = await paidOrder(PRINTER);
    fake.fail('assign_awb', 503, 3);
    const failed = await as('POST', `/api/admin/orders/${orderId}/shipment`, {});
    expect(failed.statusCode).toBe(502);
    const done = await as('POST', `/api/admin/orders/${orderId}/shipment`, {});
    expect(done.statusCode, done.body).toBe(200);
    const creates = fake.requests.filter(
      (r) =>
        r.operation === 'create_order' && (r.body as { order_id: string }).order_id === orderId,
    );
    expect(creates).toHaveLength(1);
  });

  it('refuses an order with an unmeasured product, and one not ready to ship', async () => {
    const unmeasured = await paidOrder(PRINTER, UNMEASURED);
    const res = await as('POST', `/api/admin/orders/${unmeasured}/shipment`, {});
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('unmeasured_products');

    const { sid } = await signUp(t.app);
    const placed = await placeOrder(t.app, sid, orderBody([{ productId: PRINTER, quantity: 1 }]));
    const unpaid = placed.json().order.orderId as string;
    const refused = await as('POST', `/api/admin/orders/${unpaid}/shipment`, {});
    expect(refused.statusCode).toBe(409);
    expect(
      await t.database.db
        .selectFrom('shipments')
        .selectAll()
        .where('order_id', 'in', [unmeasured, unpaid])
        .execute(),
    ).toEqual([]);
  });

  it('answers 404 for an unknown order and 400 for half a typed courier', async () => {
    expect((await as('GET', '/api/admin/orders/ORD0000000000000/shipping-rates')).statusCode).toBe(
      404,
    );
    expect((await as('GET', '/api/admin/orders/nonsense/shipping-rates')).statusCode).toBe(404);
    const orderId = await paidOrder(PRINTER);
    const half = await as('POST', `/api/admin/orders/${orderId}/shipment`, { courierName: 'DTDC' });
    expect(half.statusCode).toBe(400);
  });

  it('is for staff only', async () => {
    const { sid } = await signUp(t.app);
    const orderId = await paidOrder(PRINTER);
    const res = await call(t.app, 'POST', `/api/admin/orders/${orderId}/shipment`, {
      sid,
      body: {},
    });
    expect(res.statusCode).toBe(403);
  });
});
