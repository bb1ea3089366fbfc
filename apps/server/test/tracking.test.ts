import { ORDER_ERRORS } from '@shop/shared/orders/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { RATE_LIMITS } from '../src/modules/rate-limit/limiter';

const TRACK_LIMIT = RATE_LIMITS.trackOrder;
import { createProduct } from './helpers/factories';
import { call, errorOf, randomIp, signUp } from './helpers/auth';
import { lifecycleOf, orderBody, placeOrder, shipping } from './helpers/orders';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

let t: TestApp;

/** The product this file's orders buy, made in beforeAll. */

let PRODUCT: number;
let orderId: string;
let otherOrderId: string;
beforeAll(async () => {
  t = await createTestApp();
  PRODUCT = (await createProduct(t)).id;
  const { sid } = await signUp(t.app);
  const place = async (over: Record<string, string>) =>
    (
      await placeOrder(
        t.app,
        sid,
        orderBody([{ productId: PRODUCT, quantity: 1 }], { shipping: shipping(over) }),
      )
    ).json().order.orderId as string;
  orderId = await place({ email: 'meera.iyer@example.com', phone: '9876543210' });
  otherOrderId = await place({ email: 'someone.else@example.com', phone: '9123456780' });
});
afterAll(() => t?.close());

const track = (body: unknown, ip = randomIp(), app = t.app) =>
  call(app, 'POST', '/api/orders/track', { body, ip, noCsrfHeader: true });

describe(`order tracking on ${engine}`, () => {
  it('shows the timeline to a guest with the order id and its email or phone', async () => {
    const byEmail = await track({ orderId, contact: '  Meera.Iyer@Example.com ' });
    expect(byEmail.statusCode).toBe(200);
    const tracking = byEmail.json().tracking;
    expect(tracking).toMatchObject({
      orderId,
      status: 'Placed',
      totalItems: 1,
      shipment: null,
      timeline: [expect.objectContaining({ status: 'Placed', carrier: null })],
    });
    // Only the order's progress: no address, phone or amounts for whoever knows the pair.
    expect(Object.keys(tracking).sort()).toEqual(
      ['orderId', 'placedAt', 'shipment', 'status', 'timeline', 'timestamp', 'totalItems'].sort(),
    );

    const byPhone = await track({ orderId: orderId.toLowerCase(), contact: '+91 98765 43210' });
    expect(byPhone.statusCode).toBe(200);
    expect(byPhone.json().tracking.orderId).toBe(orderId);
  });

  it('shows the courier and tracking number once the order has shipped', async () => {
    const lifecycle = lifecycleOf(t);
    await lifecycle.changeStatus(otherOrderId, 'Processing');
    await lifecycle.changeStatus(otherOrderId, 'Shipped', {
      carrier: 'Delhivery',
      trackingNumber: 'DLV445566',
    });
    const res = await track({ orderId: otherOrderId, contact: '09123456780' });
    expect(res.json().tracking).toMatchObject({
      status: 'Shipped',
      shipment: { carrier: 'Delhivery', trackingNumber: 'DLV445566' },
    });
    expect(res.json().tracking.timeline.map((e: { status: string }) => e.status)).toEqual([
      'Placed',
      'Processing',
      'Shipped',
    ]);
  });

  it('answers a wrong pair exactly like a missing order', async () => {
    const missing = await track({ orderId: 'ORD1000000000000', contact: 'meera.iyer@example.com' });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe("We couldn't find an order with those details");
    for (const contact of ['someone.else@example.com', '9123456780', 'meera@example.com']) {
      const wrong = await track({ orderId, contact });
      expect(wrong.statusCode).toBe(404);
      expect(errorOf(wrong)).toEqual(errorOf(missing));
    }
  });

  it('refuses a malformed form with 400 naming the fields', async () => {
    const res = await track({ orderId: '12345', contact: 'not a contact' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({
      orderId: ORDER_ERRORS.orderId,
      contact: ORDER_ERRORS.contact,
    });
    const empty = await track({});
    expect(errorOf(empty).fields).toEqual({
      orderId: ORDER_ERRORS.orderIdRequired,
      contact: ORDER_ERRORS.contactRequired,
    });
  });

  it('works for signed-in shoppers too (with the header their pages send)', async () => {
    const { sid } = await signUp(t.app);
    const res = await call(t.app, 'POST', '/api/orders/track', {
      sid,
      body: { orderId, contact: 'meera.iyer@example.com' },
    });
    expect(res.statusCode).toBe(200);
  });

  it(`allows ${TRACK_LIMIT.limit} lookups per IP in 15 minutes, counted in the database`, async () => {
    const ip = randomIp();
    for (let i = 0; i < TRACK_LIMIT.limit; i++) {
      const contact = i % 2 ? 'meera.iyer@example.com' : 'wrong@example.com';
      expect((await track({ orderId, contact }, ip)).statusCode).toBe(i % 2 ? 200 : 404);
    }
    const limited = await track({ orderId, contact: 'meera.iyer@example.com' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited)).toMatchObject({
      code: 'too_many_requests',
      message: ORDER_ERRORS.tooManyTrackRequests,
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // A second server process on the same database sees the same count.
    const second = await buildApp({
      config: t.config,
      database: t.database,
      logger: false,
      emailWorker: false,
    });
    try {
      expect(
        (await track({ orderId, contact: 'meera.iyer@example.com' }, ip, second)).statusCode,
      ).toBe(429);
    } finally {
      await second.close();
    }
    // Other addresses are not affected.
    expect((await track({ orderId, contact: 'meera.iyer@example.com' })).statusCode).toBe(200);
  });
});
