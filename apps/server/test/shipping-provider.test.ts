import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callsForOrder } from '../src/modules/shipping/calls';
import { CourierRefusal, CourierUnavailable } from '../src/modules/shipping/provider';
import type { CourierProvider, ShipmentOrder } from '../src/modules/shipping/provider';
import { courierProviderFor } from '../src/modules/shipping/setup';
import { createTestApp, engine, type TestApp } from './helpers/test-app';
import { start, type ShiprocketFake } from './shiprocket-fake/fake';

/*
 * The Shiprocket provider against the look-alike (test/shiprocket-fake): the documented calls
 * in order, and the failures it must survive. Short timeouts and pauses keep the retries quick.
 */

let fake: ShiprocketFake;
let t: TestApp;
let shiprocket: CourierProvider;
let made = 0;

beforeAll(async () => {
  fake = await start();
  t = await createTestApp(fake.shopEnv);
  shiprocket = courierProviderFor(t.config.shipping, t.database.db, {
    timeoutMs: 400,
    attempts: 3,
    backoffMs: 5,
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

/** An order id the look-alike has not seen (the calls table is keyed by it). */
const orderId = () => `SB-T${Date.now().toString(36)}-${(made += 1)}`;

function shipmentOrder(id: string): ShipmentOrder {
  return {
    orderId: id,
    placedAt: '2026-11-28T06:30:00.000Z',
    customer: {
      name: 'Asha Rao',
      phone: '9876543210',
      email: 'asha@example.in',
      address: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pin: '560001',
    },
    lines: [
      { productId: 2, name: 'Thermal Printer', units: 1, unitPricePaise: 259600, hsn: '8443' },
    ],
    payment: 'cod',
    totalPaise: 259600,
    parcel: { weightGrams: 2200, lengthCm: 28, breadthCm: 22, heightCm: 22 },
  };
}

const query = { pickupPin: '400093', deliveryPin: '560001', weightGrams: 3388, cod: true };

describe(`Shiprocket provider against its look-alike on ${engine}`, () => {
  it('logs in once, then prices a parcel by PIN, weight in kg and COD', async () => {
    const answer = await shiprocket.serviceability(query);
    expect(answer).toMatchObject({ serviceable: true, recommendedCourierId: '10' });
    if (!answer.serviceable) throw new Error('serviceable');
    // 3.388 kg is 7 slabs of 500 g: ₹42 + 6 × ₹38 + ₹35.40 COD.
    expect(answer.rates[0]).toEqual({
      courierId: '10',
      courierName: 'Delhivery Surface',
      ratePaise: 30540,
      estimatedDays: 5,
      estimatedDate: '2026-12-12',
    });
    const serviceability = fake.requests.find((r) => r.operation === 'serviceability')!;
    expect(serviceability.path).toContain('weight=3.388');
    expect(serviceability.path).toContain('cod=1');
    expect(serviceability.authorized).toBe(true);
  });

  it('books an order by our id, assigns the AWB, books the pickup, prints label and manifest', async () => {
    const id = orderId();
    const booked = await shiprocket.createOrder(shipmentOrder(id));
    // The same order again (a retry after a lost answer) is the same shipment, not a second one.
    expect(await shiprocket.createOrder(shipmentOrder(id))).toEqual(booked);
    const sent = fake.desk.orders.get(id)!.body;
    expect(sent).toMatchObject({
      order_id: id,
      order_date: '2026-11-28 12:00',
      pickup_location: 'Primary',
      payment_method: 'COD',
      sub_total: 2596,
      weight: 2.2,
      length: 28,
    });
    const ref = { orderId: id, providerShipmentId: booked.providerShipmentId };
    const awb = await shiprocket.assignAwb(ref, { courierId: '24' });
    expect(awb).toEqual({
      awb: expect.stringMatching(/^1410\d{8}$/),
      courierName: 'Xpressbees Air',
    });
    expect(await shiprocket.schedulePickup(ref)).toEqual({ date: '2026-11-29' });
    expect((await shiprocket.label([ref]))!.url).toMatch(/\/files\/label-\d+\.pdf$/);
    expect((await shiprocket.manifest([ref]))!.url).toMatch(/\/files\/manifest-\d+\.pdf$/);

    fake.desk.tracking.set(awb.awb, [
      {
        date: '2026-11-30 15:05:00',
        activity: 'Delivered',
        location: 'Bengaluru',
        label: 'DELIVERED',
      },
      {
        date: '2026-11-29 11:00:00',
        activity: 'Picked up',
        location: 'Mumbai',
        label: 'PICKED UP',
      },
    ]);
    const tracking = await shiprocket.track(awb.awb, id);
    expect(tracking).toMatchObject({ awb: awb.awb, status: 'Delivered', delivered: true });
    expect(tracking!.events[1]).toEqual({
      at: '2026-11-29T05:30:00.000Z',
      kind: 'picked_up',
      status: 'PICKED UP',
      activity: 'Picked up',
      location: 'Mumbai',
    });

    const calls = await callsForOrder(t.database.db, id);
    expect(calls.map((c) => [c.operation, c.outcome])).toEqual([
      ['create_order', 'ok'],
      ['create_order', 'ok'],
      ['assign_awb', 'ok'],
      ['pickup', 'ok'],
      ['label', 'ok'],
      ['manifest', 'ok'],
      ['track', 'ok'],
    ]);
  });

  it('logs in again once when the token has expired (401) and repeats the call', async () => {
    fake.expireTokens();
    const answer = await shiprocket.serviceability(query);
    expect(answer.serviceable).toBe(true);
    expect(fake.requests.map((r) => [r.operation, r.authorized])).toEqual([
      ['serviceability', false],
      ['login', false],
      ['serviceability', true],
    ]);
  });

  it('answers "not serviceable" on a 422 for the PIN, without retrying', async () => {
    fake.unserviceable('799001');
    const answer = await shiprocket.serviceability({ ...query, deliveryPin: '799001' });
    expect(answer).toEqual({ serviceable: false, reason: 'Delivery postcode not serviceable' });
    expect(fake.requests.filter((r) => r.operation === 'serviceability')).toHaveLength(1);
  });

  it('refuses a 4xx at once and retries a 5xx and a timeout, recording every attempt', async () => {
    const id = orderId();
    const bad = { ...shipmentOrder(id), customer: { ...shipmentOrder(id).customer, phone: '' } };
    const refused = await shiprocket.createOrder(bad).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CourierRefusal);
    expect((refused as CourierRefusal).status).toBe(422);
    expect((refused as Error).message).toContain('billing_phone');

    fake.fail('create_order', 503);
    fake.fail('create_order', 'timeout');
    const booked = await shiprocket.createOrder(shipmentOrder(id));
    expect(booked.providerShipmentId).toMatch(/^\d+$/);
    const calls = await callsForOrder(t.database.db, id);
    expect(calls.map((c) => [c.attempt, c.status, c.outcome])).toEqual([
      [1, 422, 'refused'],
      [1, 503, 'failed'],
      [2, null, 'timeout'],
      [3, 200, 'ok'],
    ]);
  });

  it('gives up after its attempts when Shiprocket keeps failing', async () => {
    const id = orderId();
    fake.fail('create_order', 502, 3);
    const error = await shiprocket.createOrder(shipmentOrder(id)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CourierUnavailable);
    expect((error as Error).message).toMatch(/after 3 attempts: HTTP 502/);
    expect(fake.desk.orders.has(id)).toBe(false);
  });

  it('never records the password or the token', async () => {
    const rows = await t.database.db.selectFrom('courier_calls').selectAll().execute();
    expect(rows.some((r) => r.operation === 'login')).toBe(true);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(fake.shopEnv.SHIPROCKET_PASSWORD);
    expect(stored).not.toContain('lookalike-jwt-');
  });
});

describe(`demo and manual providers on ${engine}`, () => {
  it('demo: the same question has the same answer, and nothing is called or recorded', async () => {
    const demo = courierProviderFor({ provider: 'demo' }, t.database.db);
    const id = orderId();
    expect(await demo.serviceability(query)).toEqual(await demo.serviceability(query));
    const booked = await demo.createOrder(shipmentOrder(id));
    const ref = { orderId: id, providerShipmentId: booked.providerShipmentId };
    const first = await demo.assignAwb(ref, {});
    expect(first.awb).toMatch(/^DEMO\d{10}$/);
    expect(await demo.assignAwb(ref, {})).toEqual(first);
    expect(await callsForOrder(t.database.db, id)).toEqual([]);
    expect(fake.requests).toEqual([]);
  });

  it('manual: takes the courier and AWB staff typed, and refuses without them', async () => {
    const manual = courierProviderFor({ provider: 'manual' }, t.database.db);
    const ref = { orderId: 'SB-M1', providerShipmentId: 'SB-M1' };
    const typed = { courierName: 'Blue Dart', awb: '81234567890' };
    expect(await manual.assignAwb(ref, { typed })).toEqual({
      awb: '81234567890',
      courierName: 'Blue Dart',
    });
    await expect(manual.assignAwb(ref, {})).rejects.toBeInstanceOf(CourierRefusal);
    expect(await manual.track('81234567890')).toBeNull();
  });
});
