import { refundsOfOrder } from '../src/modules/returns/repository';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, indiaDate, indiaDayStart } from '@shop/shared/format/india-time';
import { DEFAULT_COD_FEE } from '@shop/shared/payments/cod';
import { RETURN_ERRORS, type RefundView } from '@shop/shared/returns/returns';
import { call, errorOf } from './helpers/auth';
import { createProduct, editProduct } from './helpers/factories';
import { pdfText, stockOf } from './helpers/orders';
import { askReturn, customerOrder, deliver, staffOf, subjectsFor } from './helpers/returns';
import { createTestApp, engine, type TestApp } from './helpers/test-app';
import { orderRow } from './razorpay-fake/shop-helpers';

let t: TestApp;
let staff: Awaited<ReturnType<typeof staffOf>>;
/** ₹1,200. */
let CHARGER: number;
/** Another product. */
let SCANNER: number;
beforeAll(async () => {
  t = await createTestApp(); // demo payments
  staff = await staffOf(t);
  CHARGER = (await createProduct(t, { price: 1200 })).id;
  SCANNER = (await createProduct(t, { price: 8500, category: 'barcode-scanner' })).id;
});
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

async function paidOrder(items = [{ productId: CHARGER, quantity: 1 }]) {
  const order = await customerOrder(t.app, items);
  const paid = await call(t.app, 'POST', `/api/orders/${order.orderId}/payment/demo-confirm`, {
    sid: order.sid,
  });
  expect(paid.statusCode).toBe(200);
  return order;
}

async function returnIdOf(orderId: string) {
  const res = await staff('GET', `/api/admin/orders/${orderId}/returns`);
  return res.json().returns[0].id as number;
}

/** approve → receive → refund, each answered 200; the last answer. */
async function handle(returnId: number, body: Record<string, unknown> = {}) {
  for (const step of ['approve', 'receive']) {
    const res = await staff('POST', `/api/admin/returns/${returnId}/${step}`, {});
    expect(res.statusCode, res.body).toBe(200);
  }
  return staff('POST', `/api/admin/returns/${returnId}/refund`, body);
}

describe(`return window and eligibility on ${engine}`, () => {
  it('accepts a request on day 30 after delivery and refuses one on day 31 (fixed clock)', async () => {
    const now = new Date();
    const today = indiaDate(now);
    const onTime = await paidOrder();
    const late = await paidOrder();
    // Delivered in the first minute of the India day 30 days ago, and on the day before it.
    await deliver(t, onTime.orderId, indiaDayStart(addDays(today, -30)));
    await deliver(t, late.orderId, new Date(indiaDayStart(addDays(today, -30)).getTime() - 60_000));

    vi.useFakeTimers({ toFake: ['Date'], now });
    const day30 = await askReturn(t.app, onTime.sid, onTime.orderId, [{ lineNo: 1, quantity: 1 }]);
    expect(day30.statusCode, day30.body).toBe(200);
    expect(day30.json().returns[0]).toMatchObject({ status: 'requested', reason: 'faulty' });
    expect(day30.json().lastDay).toBe(today);

    const day31 = await askReturn(t.app, late.sid, late.orderId, [{ lineNo: 1, quantity: 1 }]);
    expect(day31.statusCode).toBe(409);
    expect(errorOf(day31).message).toBe(RETURN_ERRORS.windowClosed);
    const view = await call(t.app, 'GET', `/api/orders/${late.orderId}/returns`, { sid: late.sid });
    expect(view.json().refusal).toBe(RETURN_ERRORS.windowClosed);
  });

  it('refuses an order not yet delivered and a product marked non-returnable', async () => {
    const order = await paidOrder([{ productId: SCANNER, quantity: 1 }]);
    const early = await askReturn(t.app, order.sid, order.orderId, [{ lineNo: 1, quantity: 1 }]);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe(RETURN_ERRORS.notDelivered);

    await deliver(t, order.orderId);
    await editProduct(t.database.db, SCANNER, { returnable: false });
    try {
      const res = await askReturn(t.app, order.sid, order.orderId, [{ lineNo: 1, quantity: 1 }]);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).fields?.['lines[0].quantity']).toMatch(/is not returnable$/);
    } finally {
      await editProduct(t.database.db, SCANNER, { returnable: true });
    }
  });

  it('never lets more come back than was bought less earlier returns; rejected ones free them', async () => {
    const order = await paidOrder([{ productId: CHARGER, quantity: 2 }]);
    await deliver(t, order.orderId);
    const ask = (quantity: number) =>
      askReturn(t.app, order.sid, order.orderId, [{ lineNo: 1, quantity }]);
    expect((await ask(3)).statusCode).toBe(400);
    expect((await ask(1)).statusCode).toBe(200);
    const tooMany = await ask(2);
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany).fields).toEqual({ 'lines[0].quantity': RETURN_ERRORS.tooMany });

    const first = await returnIdOf(order.orderId);
    expect(
      (await staff('POST', `/api/admin/returns/${first}/reject`, { note: 'Used' })).statusCode,
    ).toBe(200);
    expect((await ask(2)).statusCode).toBe(200);
    const other = await customerOrder(t.app, [{ productId: CHARGER, quantity: 1 }]);
    const notTheirs = await askReturn(t.app, other.sid, order.orderId, [
      { lineNo: 1, quantity: 1 },
    ]);
    expect(notTheirs.statusCode).toBe(404);
  });
});

describe(`refunds and credit notes on ${engine}`, () => {
  it('refunds partial returns to the paisa, restocks, issues consecutive credit notes, emails each step', async () => {
    const order = await paidOrder([
      { productId: CHARGER, quantity: 3 },
      { productId: SCANNER, quantity: 1 },
    ]);
    await deliver(t, order.orderId);
    const stock = await stockOf(t.database.db, CHARGER);

    // One charger back for a change of mind: its price with GST, nothing else.
    expect(
      (
        await askReturn(
          t.app,
          order.sid,
          order.orderId,
          [{ lineNo: 1, quantity: 1 }],
          'changed_mind',
        )
      ).statusCode,
    ).toBe(200);
    const first = await handle(await returnIdOf(order.orderId));
    expect(first.statusCode, first.body).toBe(200);
    expect(await stockOf(t.database.db, CHARGER)).toBe(stock + 1);
    expect(first.json().refunds[0]).toMatchObject({
      amountPaise: 120_000 + 21_600,
      method: 'demo',
      status: 'processed',
      creditNoteNumber: expect.stringMatching(/^CN\/\d\d-\d\d\/\d{6}$/),
    });
    expect(first.json().paymentStatusShown).toBe('Partially refunded');
    expect((await orderRow(t.database.db, order.orderId)).payment_status).toBe('Paid');
    // Refunding again is refused: the return is already refunded.
    const again = await staff(
      'POST',
      `/api/admin/returns/${await returnIdOf(order.orderId)}/refund`,
      {},
    );
    expect(again.statusCode).toBe(409);

    // The rest, faulty: the rest of the goods and the shipping; together exactly what was paid.
    const rest = [
      { lineNo: 1, quantity: 2 },
      { lineNo: 2, quantity: 1 },
    ];
    expect((await askReturn(t.app, order.sid, order.orderId, rest)).statusCode).toBe(200);
    const second = await handle(await returnIdOf(order.orderId));
    const refunds = second.json().refunds as { amountPaise: number; creditNoteNumber: string }[];
    expect(refunds.reduce((sum, r) => sum + r.amountPaise, 0)).toBe(order.totalPaise);
    expect(second.json().paymentStatusShown).toBe('Refunded');
    const row = await orderRow(t.database.db, order.orderId);
    expect(row.payment_status).toBe('Refunded');
    expect(row.refunded_paise).toBe(order.totalPaise);
    const [a, b] = refunds.map((r) => Number(r.creditNoteNumber.slice(-6)));
    expect(b).toBe(a! + 1);
    expect(row.invoice_number).toMatch(/^INV\//);

    // Nothing is left to return.
    const none = await askReturn(t.app, order.sid, order.orderId, [{ lineNo: 1, quantity: 1 }]);
    expect(none.statusCode).toBe(400);

    expect(await subjectsFor(t.database.db, order.email)).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`Return requested for order ${order.orderId}`),
        expect.stringContaining(`Return approved for order ${order.orderId}`),
        expect.stringContaining(`Return received for order ${order.orderId}`),
        expect.stringContaining(`Refund of ₹1,416.00 processed for order ${order.orderId}`),
      ]),
    );

    // The credit note PDF: for the customer and staff, not for anyone else.
    const refundId = second.json().refunds[0].id as number;
    const url = `/api/orders/${order.orderId}/refunds/${refundId}/credit-note`;
    const pdf = await call(t.app, 'GET', url, { sid: order.sid });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(refunds[0]!.creditNoteNumber);
    expect(text).toContain(row.invoice_number!);
    expect((await staff('GET', url.replace('/api/', '/api/admin/'))).statusCode).toBe(200);
    const stranger = await customerOrder(t.app, [{ productId: CHARGER, quantity: 1 }]);
    expect((await call(t.app, 'GET', url, { sid: stranger.sid })).statusCode).toBe(404);

    const audit = await staff('GET', `/api/admin/audit?entity=return`);
    const actions = (audit.json().items as { action: string }[]).map((i) => i.action);
    expect(actions).toEqual(
      expect.arrayContaining(['return.approve', 'return.receive', 'return.refund']),
    );
  });

  it('lists requested returns first', async () => {
    const order = await paidOrder();
    await deliver(t, order.orderId);
    await askReturn(t.app, order.sid, order.orderId, [{ lineNo: 1, quantity: 1 }]);
    const list = await staff('GET', '/api/admin/returns');
    expect(list.statusCode).toBe(200);
    const statuses = (list.json().items as { status: string }[]).map((i) => i.status);
    expect(statuses[0]).toBe('requested');
    expect(statuses.lastIndexOf('requested')).toBeLessThan(
      Math.max(
        0,
        statuses.findIndex((s) => s !== 'requested'),
      ) || statuses.length,
    );
  });

  it('refunds an order paid without Razorpay by a bank transfer reference staff enter', async () => {
    // Paid in cash on delivery: delivering it marks it Paid, no Razorpay payment, not a demo.
    const order = await customerOrder(t.app, [{ productId: CHARGER, quantity: 1 }], {
      paymentMethod: 'cod',
    });
    await deliver(t, order.orderId);
    expect(await orderRow(t.database.db, order.orderId)).toMatchObject({
      payment_status: 'Paid',
      payment_demo: 0,
    });
    await askReturn(t.app, order.sid, order.orderId, [{ lineNo: 1, quantity: 1 }]);
    const id = await returnIdOf(order.orderId);
    const missing = await handle(id);
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).fields).toEqual({ bankReference: RETURN_ERRORS.bankReferenceRequired });
    const done = await staff('POST', `/api/admin/returns/${id}/refund`, {
      bankReference: 'UTR123456',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().refunds[0]).toMatchObject({
      method: 'bank_transfer',
      status: 'processed',
      reference: 'UTR123456',
      // Everything but the cash-on-delivery fee and its 18% GST, which are not refunded.
      amountPaise: order.totalPaise - DEFAULT_COD_FEE * 118,
    });
    // The credit note gives back the delivery charge with its GST, as its invoice billed it.
    const refundId = done.json().refunds[0].id as number;
    const url = `/api/orders/${order.orderId}/refunds/${refundId}/credit-note`;
    const text = await pdfText((await call(t.app, 'GET', url, { sid: order.sid })).rawPayload);
    expect(text).toContain(
      '2 Standard delivery charge 850440 1 500.00 500.00 18% 45.00 45.00 590.00',
    );
    expect(text).toContain('Taxable value Rs. 1,700.00');
    expect(text).toContain('Credit note total Rs. 2,006.00');
    expect(text).not.toContain('Cash on Delivery fee 850440');
  });

  it('refunds a paid order in full when it is cancelled, with no credit note before an invoice', async () => {
    const order = await paidOrder();
    const stock = await stockOf(t.database.db, CHARGER);
    const res = await staff('POST', `/api/admin/orders/${order.orderId}/cancel`, {
      note: 'Out of stock',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockOf(t.database.db, CHARGER)).toBe(stock + 1);
    const [refund] = await refundsOfOrder(t.database.db, order.orderId);
    expect(refund).toMatchObject({
      amount_paise: order.totalPaise,
      method: 'demo',
      status: 'processed',
      credit_note_number: null,
      return_id: null,
    });
    const row = await orderRow(t.database.db, order.orderId);
    expect(row.payment_status).toBe('Refunded');
    // The delivery charge goes back with its GST, and the customer's view says both.
    expect(row.shipping_tax).toBeGreaterThan(0);
    const view = await call(t.app, 'GET', `/api/orders/${order.orderId}/returns`, {
      sid: order.sid,
    });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().refunds as RefundView[]).toEqual([
      expect.objectContaining({ shippingPaise: row.shipping, shippingTaxPaise: row.shipping_tax }),
    ]);
    expect(await subjectsFor(t.database.db, order.email)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Refund of .* processed for order/)]),
    );
    // An unpaid order cancelled refunds nothing.
    const unpaid = await customerOrder(t.app, [{ productId: CHARGER, quantity: 1 }]);
    await staff('POST', `/api/admin/orders/${unpaid.orderId}/cancel`, {});
    expect(await refundsOfOrder(t.database.db, unpaid.orderId)).toEqual([]);
  });
});
