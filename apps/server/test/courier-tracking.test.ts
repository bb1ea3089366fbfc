import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf, signUp, staffSession } from './helpers/auth';
import { createProduct } from './helpers/factories';
import { orderBody, outboxFor, pdfText, placeOrder, stockOf } from './helpers/orders';
import { createTestApp, engine, type TestApp } from './helpers/test-app';
import { start, type ShiprocketFake } from './shiprocket-fake/fake';
import { trackingWebhook, type ShiprocketStatus } from './shiprocket-fake/webhook';

/*
 * Dispatch through Shiprocket and tracking that moves the order (ADR 101): the shop in
 * Shiprocket mode against the look-alike, its webhook called as Shiprocket calls it.
 */

const TOKEN = 'lookalike-webhook-token-0123456789';
let fake: ShiprocketFake;
let t: TestApp;
let admin: { sid: string };
let PRINTER: number;
let UNMEASURED: number;
beforeAll(async () => {
  fake = await start();
  t = await createTestApp({ ...fake.shopEnv, SHIPROCKET_WEBHOOK_TOKEN: TOKEN });
  admin = await staffSession(t, { role: 'staff', name: 'Packing Desk' });
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

/** A paid order (demo payment) of one printer; its customer's email. */
async function paidOrder(productId = PRINTER): Promise<{ orderId: string; email: string }> {
  const { sid } = await signUp(t.app);
  const items = [{ productId, quantity: 1 }];
  const res = await placeOrder(t.app, sid, orderBody(items, { paymentMethod: 'upi' }));
  expect(res.statusCode, res.body).toBe(201);
  const orderId = res.json().order.orderId as string;
  await call(t.app, 'POST', `/api/orders/${orderId}/payment/demo-confirm`, { sid });
  // Order emails go to the address given at checkout.
  const order = await t.database.db
    .selectFrom('orders')
    .select('customer_email')
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return { orderId, email: order.customer_email };
}

/** Orders dispatched through the courier; each one's AWB. */
async function dispatched(...orderIds: string[]): Promise<string[]> {
  const res = await as('POST', '/api/admin/orders/dispatch-with-courier', {
    orders: orderIds.map((orderId) => ({ orderId })),
  });
  expect(res.statusCode, res.body).toBe(200);
  return Promise.all(orderIds.map(async (id) => (await shipmentOf(id)).awb!));
}

/** The order's emails, oldest first (the tests' customers share an address). */
const mailsOf = async (o: { orderId: string; email: string }) =>
  (await outboxFor(t.database.db, o.email)).filter((m) => m.subject.includes(o.orderId));

const shipmentOf = (orderId: string) =>
  t.database.db
    .selectFrom('shipments')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();

const statusOf = async (orderId: string) =>
  (
    await t.database.db
      .selectFrom('orders')
      .select(['order_status', 'payment_status'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow()
  ).order_status;

let minute = 0;
/** Sends Shiprocket's webhook for `awb` reaching `status`, a minute after the previous one. */
function webhook(awb: string, status: ShiprocketStatus, token = TOKEN, body?: unknown) {
  minute += 1;
  const date = `2026-11-29 ${String(10 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`;
  return call(t.app, 'POST', '/api/courier/tracking', {
    noCsrfHeader: true,
    headers: { 'x-api-key': token },
    body: body ?? trackingWebhook(awb, status, date),
  });
}

describe(`dispatch through Shiprocket on ${engine}`, () => {
  it('books two orders, ships them with the AWBs Shiprocket gave, and keeps the label', async () => {
    const a = await paidOrder();
    const b = await paidOrder();
    const [awbA, awbB] = await dispatched(a.orderId, b.orderId);
    expect(awbA).toMatch(/^1410\d{8}$/);
    expect(awbB).not.toBe(awbA);
    expect(await statusOf(a.orderId)).toBe('Shipped');
    const shipment = await shipmentOf(b.orderId);
    expect(shipment).toMatchObject({
      courier_name: 'Delhivery Surface',
      pickup_date: '2026-11-29',
    });
    expect(shipment.label_url).toMatch(/\/files\/label-\d+-\d+\.pdf$/);
    const order = await as('GET', `/api/admin/orders/${a.orderId}`);
    expect(JSON.stringify(order.json())).toContain(awbA);
    const mail = await mailsOf(a);
    expect(mail.at(-1)!.subject).toContain('has shipped');
    expect(mail.at(-1)!.text_body).toContain(`Tracking number: ${awbA}`);
    const print = await as('GET', `/api/admin/orders/print?ids=${a.orderId},${b.orderId}`);
    expect(print.statusCode).toBe(200);
    expect(print.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(print.rawPayload);
    expect(text).toContain(`AWB: ${awbA}`);
    expect(text).toContain(`AWB: ${awbB}`);
    expect(text).toContain('Courier: Delhivery Surface');
  });

  it('refuses the lot before booking anything when one order cannot ship', async () => {
    const ready = await paidOrder();
    const { sid } = await signUp(t.app);
    const placed = await placeOrder(t.app, sid, orderBody([{ productId: PRINTER, quantity: 1 }]));
    const unpaid = placed.json().order.orderId as string;
    const before = fake.requests.length;
    const res = await as('POST', '/api/admin/orders/dispatch-with-courier', {
      orders: [{ orderId: ready.orderId }, { orderId: unpaid }],
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toHaveProperty('orders.1.orderId');
    expect(fake.requests.length).toBe(before);
    expect(await statusOf(ready.orderId)).not.toBe('Shipped');
  });

  it('names the order that could not be booked, ships none, and never books one twice', async () => {
    const a = await paidOrder();
    const b = await paidOrder(UNMEASURED);
    const body = { orders: [{ orderId: a.orderId }, { orderId: b.orderId }] };
    const failed = await as('POST', '/api/admin/orders/dispatch-with-courier', body);
    expect(failed.statusCode).toBe(400);
    expect(errorOf(failed).fields).toHaveProperty('orders.1.orderId');
    expect(errorOf(failed).message).toContain(b.orderId);
    expect(await statusOf(a.orderId)).not.toBe('Shipped');
    // Shiprocket's token expires meanwhile: the shop logs in again once and carries on.
    fake.expireTokens();
    const logins = fake.requests.filter((r) => r.operation === 'login').length;
    await dispatched(a.orderId);
    expect(await statusOf(a.orderId)).toBe('Shipped');
    expect(fake.requests.filter((r) => r.operation === 'login').length).toBe(logins + 1);
    const creates = fake.requests.filter(
      (r) =>
        r.operation === 'create_order' && (r.body as { order_id: string }).order_id === a.orderId,
    );
    expect(creates).toHaveLength(1);
  });

  it('retries a 503 from Shiprocket and records each attempt', async () => {
    const { orderId } = await paidOrder();
    fake.fail('pickup', 503);
    await dispatched(orderId);
    expect(await statusOf(orderId)).toBe('Shipped');
    const outcomes = await t.database.db
      .selectFrom('courier_calls')
      .select(['operation', 'outcome'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    expect(outcomes.filter((o) => o.operation === 'pickup')).toEqual([
      { operation: 'pickup', outcome: 'failed' },
      { operation: 'pickup', outcome: 'ok' },
    ]);
  });
});

describe(`the tracking webhook on ${engine}`, () => {
  it('refuses a wrong or missing token, an unknown AWB and a body without an AWB', async () => {
    const { orderId } = await paidOrder();
    const [awb] = await dispatched(orderId);
    expect((await webhook(awb!, 'in_transit', 'not-the-token')).statusCode).toBe(401);
    const none = await call(t.app, 'POST', '/api/courier/tracking', {
      noCsrfHeader: true,
      body: trackingWebhook(awb!, 'in_transit', '2026-11-29 09:00:00'),
    });
    expect(none.statusCode).toBe(401);
    expect((await webhook('999999999999', 'delivered')).statusCode).toBe(404);
    expect(
      (await webhook(awb!, 'delivered', TOKEN, { current_status: 'DELIVERED' })).statusCode,
    ).toBe(400);
    expect(await statusOf(orderId)).toBe('Shipped');
  });

  it('moves the order to Delivered once, whatever is sent twice, and shows the events', async () => {
    const order = await paidOrder();
    const { orderId } = order;
    const [awb] = await dispatched(orderId);
    expect((await webhook(awb!, 'picked_up')).json()).toEqual({ status: 'processed' });
    expect((await webhook(awb!, 'in_transit')).statusCode).toBe(200);
    const out = await webhook(awb!, 'out_for_delivery');
    expect(out.statusCode).toBe(200);
    expect((await mailsOf(order)).at(-1)!.subject).toContain('out for delivery');
    const date = '2026-11-30 14:05:00';
    const delivered = trackingWebhook(awb!, 'delivered', date);
    const first = await webhook(awb!, 'delivered', TOKEN, delivered);
    expect(first.json()).toEqual({ status: 'processed' });
    const mails = (await mailsOf(order)).length;
    const replay = await webhook(awb!, 'delivered', TOKEN, delivered);
    expect(replay.json()).toEqual({ status: 'duplicate' });
    expect(await statusOf(orderId)).toBe('Delivered');
    expect((await mailsOf(order)).length).toBe(mails);
    expect((await mailsOf(order)).at(-1)!.subject).toContain('delivered');
    const kinds = await t.database.db
      .selectFrom('shipment_events')
      .select('kind')
      .where('order_id', '=', orderId)
      .orderBy('at')
      .execute();
    expect(kinds.map((k) => k.kind)).toEqual([
      'picked_up',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ]);
  });

  it('moves the order by the poll when no webhook came', async () => {
    const { orderId } = await paidOrder();
    const [awb] = await dispatched(orderId);
    fake.desk.tracking.set(awb!, [
      {
        date: '2026-12-01 16:00:00',
        activity: 'Delivered',
        location: 'Mysuru',
        label: 'DELIVERED',
        statusId: 7,
      },
      {
        date: '2026-11-30 09:00:00',
        activity: 'Picked up',
        location: 'Bengaluru',
        label: 'PICKED UP',
        statusId: 42,
      },
    ]);
    await t.app.shipmentTracking.poll();
    expect(await statusOf(orderId)).toBe('Delivered');
    const again = await t.app.shipmentTracking.poll();
    expect(again.added).toBe(0);
  });
});

describe(`a failed delivery on ${engine}`, () => {
  it('emails a signed link; the answer is kept and sent to Shiprocket as an NDR action', async () => {
    const order = await paidOrder();
    const { orderId } = order;
    const [awb] = await dispatched(orderId);
    expect((await webhook(awb!, 'delivery_failed')).statusCode).toBe(200);
    const mail = (await mailsOf(order)).at(-1)!;
    expect(mail.subject).toContain('could not deliver');
    const link = /\/delivery-problem\/(\S+)/.exec(mail.text_body)![1]!;
    const page = await call(t.app, 'GET', `/api/delivery-problem/${link}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ orderId, awb, answer: null });
    const forged = `${orderId}.${'A'.repeat(43)}`;
    expect((await call(t.app, 'GET', `/api/delivery-problem/${forged}`)).statusCode).toBe(404);
    const { earliestDate } = page.json();
    const bad = await call(t.app, 'POST', `/api/delivery-problem/${link}`, {
      body: { answer: 'new_date' },
    });
    expect(bad.statusCode).toBe(400);
    const res = await call(t.app, 'POST', `/api/delivery-problem/${link}`, {
      body: { answer: 'new_date', date: earliestDate },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ answer: 'new_date', answerDate: earliestDate });
    expect(fake.desk.ndrActions.at(-1)).toEqual({
      awb,
      action: 're-attempt',
      comments: `The customer asks for delivery on ${earliestDate}.`,
    });
    expect((await shipmentOf(orderId)).ndr_sent_at).not.toBeNull();
    const twice = await call(t.app, 'POST', `/api/delivery-problem/${link}`, {
      body: { answer: 'cancel' },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('restocks and cancels an order returned to origin, refunding a prepaid one', async () => {
    const { orderId } = await paidOrder();
    const [awb] = await dispatched(orderId);
    const stock = await stockOf(t.database.db, PRINTER);
    await webhook(awb!, 'rto_started');
    expect(await statusOf(orderId)).toBe('Shipped');
    await webhook(awb!, 'rto_delivered');
    expect(await statusOf(orderId)).toBe('Cancelled');
    expect(await stockOf(t.database.db, PRINTER)).toBe(stock + 1);
    const movement = await t.database.db
      .selectFrom('stock_movements')
      .select(['reason', 'change'])
      .where('order_id', '=', orderId)
      .where('reason', '=', 'return_received')
      .executeTakeFirstOrThrow();
    expect(movement.change).toBe(1);
    const refunds = await t.database.db
      .selectFrom('refunds')
      .select('amount_paise')
      .where('order_id', '=', orderId)
      .execute();
    expect(refunds).toHaveLength(1);
    // Returned twice (a replayed webhook) restocks once.
    await webhook(awb!, 'rto_delivered');
    expect(await stockOf(t.database.db, PRINTER)).toBe(stock + 1);
  });
});
