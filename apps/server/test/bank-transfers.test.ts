import { BANK_TRANSFER_MESSAGES } from '@shop/shared/payments/bank-transfer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from './helpers/factories';
import { call, errorOf, signUp, staffSession } from './helpers/auth';
import { orderBody, outboxFor, placeOrder, setStock, stockOf } from './helpers/orders';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

/**
 * ADR 106: bank transfer from BANK_TRANSFER_MIN, the account and a unique reference on the order,
 * staff recording transfers by UTR (once each; the order Paid only when they match the total to
 * the paisa), the cancellation after BANK_TRANSFER_DAYS with the stock back, and a Razorpay (here
 * demo) payment racing a recorded transfer.
 */

const DAY = 86_400_000;
let t: TestApp;
let staffSid: string;
/** A POS terminal at ₹24,000 + GST: one is over ₹25,000 payable. */
let TERMINAL: number;
/** A paper roll at ₹20. */
let PAPER: number;

beforeAll(async () => {
  t = await createTestApp({ BANK_TRANSFER_MIN: '25000', BANK_TRANSFER_DAYS: '7' });
  TERMINAL = (await createProduct(t, { price: 24000, category: 'touch-pos', hsn: '847050' })).id;
  PAPER = (await createProduct(t, { price: 20, category: 'paper-rolls', hsn: '480990' })).id;
  await setStock(t.database.db, TERMINAL, 100);
  staffSid = (await staffSession(t, { role: 'staff' })).sid;
});
afterAll(() => t?.close());

async function bankOrder(quantity = 1) {
  const { sid } = await signUp(t.app);
  const res = await placeOrder(
    t.app,
    sid,
    orderBody([{ productId: TERMINAL, quantity }], { paymentMethod: 'bank_transfer' }),
  );
  expect(res.statusCode).toBe(201);
  return { sid, order: res.json().order };
}

const record = (orderId: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', `/api/admin/orders/${orderId}/bank-transfers`, { sid: staffSid, body });

const today = () => new Date().toISOString().slice(0, 10);
let utrSeq = 100000;
/** A fresh NEFT UTR: bank code, N, year, Julian day, sequence (16 characters). */
const neftUtr = () => `SBIN126331${utrSeq++}`;

describe(`bank transfer on ${engine}`, () => {
  it('is offered from the configured amount and refused below it', async () => {
    const { sid } = await signUp(t.app);
    const small = await placeOrder(
      t.app,
      sid,
      orderBody([{ productId: PAPER, quantity: 2 }], { paymentMethod: 'bank_transfer' }),
    );
    expect(small.statusCode).toBe(400);
    expect(errorOf(small)).toMatchObject({
      code: 'bank_transfer_not_available',
      fields: { paymentMethod: BANK_TRANSFER_MESSAGES.notAvailable(2_500_000) },
    });

    const { order } = await bankOrder();
    expect(order.totalPaise).toBeGreaterThanOrEqual(2_500_000);
    expect(order).toMatchObject({ paymentMethod: 'BANK_TRANSFER', paymentStatus: 'Pending' });
    expect(order.payBy).toBe(new Date(Date.parse(order.placedAt) + 7 * DAY).toISOString());
    expect(order.bankTransfer).toMatchObject({
      reference: `BT${order.orderId.slice(3)}`,
      account: { ifsc: 'DEMO0000001', demo: true },
      transfers: [],
      receivedPaise: 0,
      differencePaise: -order.totalPaise,
    });
    const mail = (await outboxFor(t.database.db, order.customer.email)).at(-1)!;
    expect(mail.text_body).toContain(order.bankTransfer.reference);
    expect(mail.text_body).toContain('IFSC: DEMO0000001');
  });

  it('gives every order its own reference', async () => {
    const [a, b] = await Promise.all([bankOrder(), bankOrder()]);
    expect(a.order.bankTransfer.reference).not.toBe(b.order.bankTransfer.reference);
  });

  it('marks the order Paid when the transfer matches to the paisa, with receipt and invoice', async () => {
    const { sid, order } = await bankOrder(2);
    const utr = neftUtr();
    const res = await record(order.orderId, {
      scheme: 'NEFT',
      utr: utr.toLowerCase(),
      amountPaise: order.totalPaise,
      receivedOn: today(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().transfer).toMatchObject({ outcome: 'paid', differencePaise: 0 });
    const paid = (await call(t.app, 'GET', `/api/orders/${order.orderId}`, { sid })).json().order;
    expect(paid).toMatchObject({ paymentStatus: 'Paid', payBy: null, payment: { reference: utr } });
    const mails = await outboxFor(t.database.db, order.customer.email);
    expect(mails.filter((m) => m.subject.includes('Payment received'))).toHaveLength(1);
    // The paid order ships like any other; its tax invoice then downloads.
    const move = (body: Record<string, unknown>) =>
      call(t.app, 'POST', `/api/admin/orders/${order.orderId}/status`, { sid: staffSid, body });
    expect((await move({ status: 'Processing' })).statusCode).toBe(200);
    const ship = await move({
      status: 'Shipped',
      carrier: 'Blue Dart',
      trackingNumber: '1234567890',
    });
    expect(ship.statusCode).toBe(200);
    const invoice = await call(t.app, 'GET', `/api/orders/${order.orderId}/invoice`, { sid });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('action', '=', 'order.bank-transfer')
      .where('entity_id', '=', order.orderId)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('keeps a short or over transfer as a difference and leaves the order unpaid', async () => {
    const { sid, order } = await bankOrder();
    const short = await record(order.orderId, {
      scheme: 'IMPS',
      utr: '633112345678',
      amountPaise: order.totalPaise - 15050,
      receivedOn: today(),
    });
    expect(short.statusCode).toBe(201);
    expect(short.json().transfer).toMatchObject({
      outcome: 'short',
      differencePaise: -15050,
      message: 'Short by ₹150.50',
    });
    let now = (await call(t.app, 'GET', `/api/orders/${order.orderId}`, { sid })).json().order;
    expect(now.paymentStatus).toBe('Pending');
    expect(now.bankTransfer).toMatchObject({ differencePaise: -15050 });

    // The balance, and then some: over by ₹1.
    const over = await record(order.orderId, {
      scheme: 'RTGS',
      utr: 'HDFCR52026112812345678',
      amountPaise: 15150,
      receivedOn: today(),
    });
    expect(over.json().transfer).toMatchObject({ outcome: 'over', message: 'Over by ₹1.00' });
    now = (await call(t.app, 'GET', `/api/orders/${order.orderId}`, { sid })).json().order;
    expect(now.paymentStatus).toBe('Pending');
    expect(now.bankTransfer.transfers).toHaveLength(2);
  });

  it('records a UTR once and refuses a malformed one with 400', async () => {
    const { order } = await bankOrder();
    const utr = neftUtr();
    const body = { scheme: 'NEFT', utr, amountPaise: 100, receivedOn: today() };
    expect((await record(order.orderId, body)).statusCode).toBe(201);
    const again = await record(order.orderId, body);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('duplicate_utr');
    const other = await bankOrder();
    expect((await record(other.order.orderId, body)).statusCode).toBe(409);

    for (const bad of [
      { scheme: 'NEFT', utr: 'SBIN12633' },
      { scheme: 'RTGS', utr: neftUtr() },
      { scheme: 'IMPS', utr: '63311234567A' },
      { scheme: 'SWIFT', utr: '633112345678' },
    ]) {
      const res = await record(order.orderId, { ...body, ...bad });
      expect(res.statusCode).toBe(400);
    }
    for (const bad of [{ amountPaise: 0 }, { amountPaise: 1.5 }, { receivedOn: '2026-02-30' }]) {
      expect((await record(order.orderId, { ...body, utr: neftUtr(), ...bad })).statusCode).toBe(
        400,
      );
    }
    const future = await record(order.orderId, {
      ...body,
      utr: neftUtr(),
      receivedOn: '2999-01-01',
    });
    expect(future.statusCode).toBe(400);
    expect((await record('ORD0000000000000', { ...body, utr: neftUtr() })).statusCode).toBe(404);
    const upi = await signUp(t.app);
    const online = await placeOrder(
      t.app,
      upi.sid,
      orderBody([{ productId: TERMINAL, quantity: 1 }]),
    );
    const wrong = await record(online.json().order.orderId, { ...body, utr: neftUtr() });
    expect(wrong.statusCode).toBe(409);
  });

  it('reminds, then cancels an order unpaid after the days and puts its stock back', async () => {
    // A product of its own: the sweep below also cancels the earlier tests' unpaid orders.
    const scanner = (await createProduct(t, { price: 9000, category: 'barcode-scanner' })).id;
    await setStock(t.database.db, scanner, 10);
    const { sid } = await signUp(t.app);
    const placedRes = await placeOrder(
      t.app,
      sid,
      orderBody([{ productId: scanner, quantity: 3 }], { paymentMethod: 'bank_transfer' }),
    );
    const order = placedRes.json().order;
    expect(await stockOf(t.database.db, scanner)).toBe(7);
    const placed = Date.parse(order.placedAt);
    // Still open after the 30-minute window of online orders.
    const early = await t.app.orderExpiry.run(new Date(placed + DAY));
    expect(early.cancelled).not.toContain(order.orderId);
    expect(await t.app.bankTransfers.remind(new Date(placed + 4 * DAY))).not.toContain(
      order.orderId,
    );
    expect(await t.app.bankTransfers.remind(new Date(placed + 5.5 * DAY))).toContain(order.orderId);
    expect(await t.app.bankTransfers.remind(new Date(placed + 6 * DAY))).not.toContain(
      order.orderId,
    );
    const late = await t.app.orderExpiry.run(new Date(placed + 7 * DAY + 60_000));
    expect(late.cancelled).toContain(order.orderId);
    const now = (await call(t.app, 'GET', `/api/orders/${order.orderId}`, { sid })).json().order;
    expect(now.status).toBe('Cancelled');
    expect(now.timeline.at(-1).note).toBe(BANK_TRANSFER_MESSAGES.expiredNote(7));
    expect(await stockOf(t.database.db, scanner)).toBe(10);
    const movements = await t.database.db
      .selectFrom('stock_movements')
      .selectAll()
      .where('order_id', '=', order.orderId)
      .execute();
    expect(movements.map((m) => m.change).sort()).toEqual([-3, 3]);
    const subjects = (await outboxFor(t.database.db, order.customer.email)).map((m) => m.subject);
    expect(subjects.some((s) => s.startsWith('Reminder: bank transfer'))).toBe(true);
    expect(subjects.some((s) => s.includes('cancelled'))).toBe(true);

    // A transfer that arrives after all is recorded, for refunding; the order stays cancelled.
    const lateTransfer = await record(order.orderId, {
      scheme: 'NEFT',
      utr: neftUtr(),
      amountPaise: order.totalPaise,
      receivedOn: today(),
    });
    expect(lateTransfer.json().transfer.outcome).toBe('refund');
  });

  it('lets one of a Razorpay payment and a recorded transfer win, the other left to refund', async () => {
    for (let round = 0; round < 4; round++) {
      const { sid, order } = await bankOrder();
      const utr = neftUtr();
      const pay = () =>
        call(t.app, 'POST', `/api/orders/${order.orderId}/payment/demo-confirm`, { sid });
      const transfer = () =>
        record(order.orderId, {
          scheme: 'NEFT',
          utr,
          amountPaise: order.totalPaise,
          receivedOn: today(),
        });
      // Each started first in turn; the order's row lock decides.
      let card: Awaited<ReturnType<typeof pay>>;
      let recorded: Awaited<ReturnType<typeof pay>>;
      if (round % 2 === 0) [card, recorded] = await Promise.all([pay(), transfer()]);
      else [recorded, card] = await Promise.all([transfer(), pay()]);
      expect(card.statusCode).toBe(200);
      expect(recorded.statusCode).toBe(201);
      const now = (await call(t.app, 'GET', `/api/orders/${order.orderId}`, { sid })).json().order;
      expect(now.paymentStatus).toBe('Paid');
      const byTransfer = now.payment.reference === utr;
      expect(recorded.json().transfer.outcome).toBe(byTransfer ? 'paid' : 'refund');
      expect(now.payment.demo).toBe(!byTransfer);
      const receipts = (await outboxFor(t.database.db, order.customer.email)).filter(
        (m) =>
          m.subject.includes(order.orderId) &&
          (m.subject.startsWith('Payment received') || m.subject.startsWith('Demo payment')),
      );
      expect(receipts).toHaveLength(1);
    }
  });
});
