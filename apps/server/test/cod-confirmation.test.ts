import { COD_CONFIRM_MESSAGES } from '@shop/shared/payments/cod-confirmation';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CodConfirmationTokens } from '../src/modules/orders/cod-tokens';
import { call, errorOf, signUp, staffSession } from './helpers/auth';
import { createProduct } from './helpers/factories';
import { orderBody, outboxFor, placeOrder, shipping, stockOf } from './helpers/orders';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

/**
 * ADR 102: a Cash on Delivery order is confirmed by its customer's signed link (opening it
 * changes nothing; the form's post confirms), enters the to-ship queue only then, and is
 * cancelled with its stock back when nobody confirms it in time; staff may switch COD off per
 * PIN code, and customers with returned parcels are offered prepaid only.
 */

const HOUR = 3_600_000;
let t: TestApp;
let PAPER: number;
beforeAll(async () => {
  t = await createTestApp();
  PAPER = (await createProduct(t, { price: 120, stock: 500, category: 'paper-rolls' })).id;
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => t?.close());

const codBody = (over: Record<string, unknown> = {}) =>
  orderBody([{ productId: PAPER, quantity: 3 }], { paymentMethod: 'cod', ...over });

/** A signed-up shopper's COD order, with the confirmation link read from its email. */
async function codOrder(email = `cod-${crypto.randomUUID()}@example.com`) {
  const { sid, user } = await signUp(t.app, { email });
  const res = await placeOrder(t.app, sid, codBody({ shipping: shipping({ email }) }));
  expect(res.statusCode).toBe(201);
  const orderId = res.json().order.orderId as string;
  const mail = (await outboxFor(t.database.db, email)).find((m) => m.subject.includes(orderId))!;
  const link = /http:\/\/shop\.test\/confirm-cod\?token=([^\s]+)/.exec(mail.text_body);
  expect(link, 'a confirmation link in the order email').not.toBeNull();
  return { sid, user, orderId, token: decodeURIComponent(link![1]!), mail };
}

const view = (token: string) =>
  call(t.app, 'GET', `/api/cod-confirmation?token=${encodeURIComponent(token)}`);
const confirm = (token: string) =>
  call(t.app, 'POST', '/api/cod-confirmation', { body: { token } });
const orderRow = (orderId: string) =>
  t.database.db
    .selectFrom('orders')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
const eventsOf = (orderId: string) =>
  t.database.db
    .selectFrom('order_status_history')
    .select(['status', 'note'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();

describe(`Cash on Delivery confirmed by the customer's link, on ${engine}`, () => {
  it('opens without changing anything; the post confirms it once, into the to-ship queue', async () => {
    const { orderId, token, mail } = await codOrder();
    expect(mail.text_body).toContain('Confirm your Cash on Delivery order');
    const opened = await view(token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ state: 'confirm', orderId });
    expect((await orderRow(orderId)).order_status).toBe('Placed');

    const first = await confirm(token);
    expect(first.statusCode).toBe(200);
    expect(first.json().state).toBe('confirmed');
    const row = await orderRow(orderId);
    expect(row.order_status).toBe('Processing');
    expect(row.cod_confirmed_by).toBe('customer');
    expect(row.cod_confirmed_at).not.toBeNull();

    // The same link again (a second tap, a mail scanner): confirmed, nothing more recorded.
    const again = await confirm(token);
    expect(again.json().state).toBe('confirmed');
    const events = await eventsOf(orderId);
    expect(events.map((e) => e.status)).toEqual(['Placed', 'Processing']);
    expect(events[1]!.note).toBe(COD_CONFIRM_MESSAGES.customerNote);
  });

  it('refuses a forged, tampered or other order’s link with 400 and changes nothing', async () => {
    const a = await codOrder();
    const b = await codOrder();
    // Order b's id under order a's signature: the signature no longer fits.
    const swapped = a.token.replace(a.orderId, b.orderId);
    for (const token of [swapped, 'nonsense', `${a.token.slice(0, -2)}xx`]) {
      const res = await confirm(token);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(COD_CONFIRM_MESSAGES.invalid);
    }
    expect((await orderRow(b.orderId)).order_status).toBe('Placed');
    // A correctly signed link for an order paid online is no COD link either.
    const { sid } = await signUp(t.app);
    const upi = await placeOrder(t.app, sid, orderBody([{ productId: PAPER, quantity: 1 }]));
    const row = await orderRow(upi.json().order.orderId);
    const tokens = new CodConfirmationTokens(t.database.db);
    const signed = await tokens.tokenFor(row.order_id, new Date(Date.now() + HOUR));
    expect((await confirm(signed)).statusCode).toBe(400);
  });

  it('an expired link confirms nothing; staff can still confirm by phone', async () => {
    const { orderId, token } = await codOrder();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 49 * HOUR });
    expect((await view(token)).json().state).toBe('expired');
    expect((await confirm(token)).json().state).toBe('expired');
    expect((await orderRow(orderId)).order_status).toBe('Placed');
    vi.useRealTimers();
    await t.app.orderLifecycle.changeStatus(orderId, 'Processing', { note: 'Confirmed by phone.' });
    const row = await orderRow(orderId);
    expect(row.cod_confirmed_by).toBe('staff');
    expect((await view(token)).json().state).toBe('confirmed');
  });
});

describe(`unconfirmed COD orders cancelled by housekeeping, on ${engine}`, () => {
  it('cancels after the window with the stock back and a movement recorded', async () => {
    const before = await stockOf(t.database.db, PAPER);
    const waiting = await codOrder();
    const confirmed = await codOrder();
    await confirm(confirmed.token);
    expect(await stockOf(t.database.db, PAPER)).toBe(before - 6);

    // Within the window nothing goes.
    const early = await t.app.codConfirmation.cancelUnconfirmed(new Date(Date.now() + 47 * HOUR));
    expect(early).not.toContain(waiting.orderId);
    const late = await t.app.codConfirmation.cancelUnconfirmed(new Date(Date.now() + 49 * HOUR));
    expect(late).toContain(waiting.orderId);
    expect(late).not.toContain(confirmed.orderId);

    expect((await orderRow(waiting.orderId)).order_status).toBe('Cancelled');
    expect((await orderRow(confirmed.orderId)).order_status).toBe('Processing');
    // Earlier tests' unconfirmed orders (3 rolls each) went back too.
    const others = late.length - 1;
    expect(await stockOf(t.database.db, PAPER)).toBe(before - 3 + 3 * others);
    const movement = await t.database.db
      .selectFrom('stock_movements')
      .selectAll()
      .where('order_id', '=', waiting.orderId)
      .where('change', '>', 0)
      .executeTakeFirstOrThrow();
    expect(movement).toMatchObject({ product_id: PAPER, change: 3, reason: 'order_expired' });
    const note = (await eventsOf(waiting.orderId)).at(-1)!.note;
    expect(note).toBe(COD_CONFIRM_MESSAGES.unconfirmedNote(48));
    // Its link now says so.
    expect((await view(waiting.token)).json().state).toBe('cancelled');
  });
});

describe(`COD limits: PIN codes switched off and returned parcels, on ${engine}`, () => {
  it('refuses COD to a PIN code staff switched off, and takes it again once on', async () => {
    const owner = await staffSession(t);
    const staff = await staffSession(t, { role: 'staff' });
    const change = (sid: string, cod: 'on' | 'off') =>
      call(t.app, 'POST', '/api/admin/cod-pincodes', { sid, body: { pincode: '411 005', cod } });
    expect((await change(staff.sid, 'off')).statusCode).toBe(403);
    const off = await change(owner.sid, 'off');
    expect(off.statusCode).toBe(200);
    expect(off.json().pincodes).toContain('411005');
    const { sid } = await signUp(t.app);
    const pune = shipping({ pincode: '411005', city: 'Pune' });
    const refused = await placeOrder(t.app, sid, codBody({ shipping: pune }));
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toMatchObject({
      code: 'cod_not_available',
      fields: { paymentMethod: COD_CONFIRM_MESSAGES.pincodeOff('411005') },
    });
    const prepaid = await placeOrder(t.app, sid, codBody({ shipping: pune, paymentMethod: 'upi' }));
    expect(prepaid.statusCode).toBe(201);
    expect((await change(owner.sid, 'on')).json().pincodes).not.toContain('411005');
    expect((await placeOrder(t.app, sid, codBody({ shipping: pune }))).statusCode).toBe(201);
  });

  it('writes each change of a PIN code to the audit log, once, and none for a refused one', async () => {
    const owner = await staffSession(t);
    const staff = await staffSession(t, { role: 'staff' });
    const change = (sid: string, cod: 'on' | 'off') =>
      call(t.app, 'POST', '/api/admin/cod-pincodes', { sid, body: { pincode: '560034', cod } });
    const entries = async () =>
      (
        await call(t.app, 'GET', '/api/admin/audit?entity=cod-pincode&entityId=560034', {
          sid: owner.sid,
        })
      ).json().items as { action: string; actor: { id: number }; details: unknown }[];
    expect((await change(staff.sid, 'off')).statusCode).toBe(403);
    expect(await entries()).toEqual([]);
    expect((await change(owner.sid, 'off')).statusCode).toBe(200);
    // Sent twice (a double click, a resent form): nothing changed, nothing more recorded.
    expect((await change(owner.sid, 'off')).statusCode).toBe(200);
    expect(await entries()).toMatchObject([
      {
        action: 'cod-pincode.off',
        actor: { id: owner.user.id },
        details: { pincode: '560034', cod: 'off' },
      },
    ]);
    expect((await change(owner.sid, 'on')).statusCode).toBe(200);
    expect((await entries()).map((e) => e.action)).toEqual(['cod-pincode.on', 'cod-pincode.off']);
    const bad = await call(t.app, 'POST', '/api/admin/cod-pincodes', {
      sid: owner.sid,
      body: { pincode: '56003', cod: 'off' },
    });
    expect(bad.statusCode).toBe(400);
    expect(await entries()).toHaveLength(2);
  });

  it('refuses COD after two returned parcels (rto_at), by account or by mobile', async () => {
    const to = shipping({ phone: '98111 22334' });
    const { sid } = await signUp(t.app);
    const placed = [];
    for (let i = 0; i < 2; i++) {
      placed.push((await placeOrder(t.app, sid, codBody({ shipping: to }))).json().order.orderId);
    }
    // The courier's tracking records a return to origin as rto_at on the order.
    await t.database.db
      .updateTable('orders')
      .set({ rto_at: new Date().toISOString() })
      .where('order_id', 'in', placed)
      .execute();
    const refused = await placeOrder(t.app, sid, codBody({ shipping: to }));
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).fields?.paymentMethod).toBe(COD_CONFIRM_MESSAGES.rtoLimit);
    // Prepaid is still open to them; a new account with the same mobile is not offered COD.
    expect(
      (await placeOrder(t.app, sid, codBody({ shipping: to, paymentMethod: 'upi' }))).statusCode,
    ).toBe(201);
    const other = await signUp(t.app);
    expect((await placeOrder(t.app, other.sid, codBody({ shipping: to }))).statusCode).toBe(400);
    // The dashboard's return-to-origin rate counts them (COD, Maharashtra).
    const owner = await staffSession(t);
    const { rto } = (await call(t.app, 'GET', '/api/admin/dashboard', { sid: owner.sid })).json();
    expect(rto.cod).toEqual({ dispatched: 2, returned: 2 });
    expect(rto.byState).toContainEqual({
      state: 'Maharashtra',
      cod: { dispatched: 2, returned: 2 },
      prepaid: { dispatched: 0, returned: 0 },
    });
    // Another customer is not affected.
    const fresh = shipping({ phone: '98111 99887' });
    expect((await placeOrder(t.app, other.sid, codBody({ shipping: fresh }))).statusCode).toBe(201);
  });
});
