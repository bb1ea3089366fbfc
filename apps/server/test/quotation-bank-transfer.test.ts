import { QUOTE_ERRORS } from '@shop/shared/quotes/quote';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf } from './helpers/auth';
import { outboxFor } from './helpers/orders';
import { QuoteShop } from './helpers/quotes';
import { engine } from './helpers/test-app';

/**
 * ADR 106: a buyer accepting a quotation chooses online payment or bank transfer; a transfer is
 * open to every accepted quotation whatever its amount, and the order waits for it with the pay-by
 * time and transfer reference a checkout order gets.
 */

const DAY = 86_400_000;
const shop = new QuoteShop();
beforeAll(() => shop.open());
afterAll(() => shop.close());

/** Two rolls at 10% off (₹89 each) with ₹750 delivery: far below BANK_TRANSFER_MIN. */
async function smallQuote() {
  const q = await shop.requestQuote({ items: [{ productId: shop.ROLLS, quantity: 2 }] });
  const res = await shop.asOwner(
    'POST',
    `/api/admin/quotes/${q.id}/send`,
    shop.priceBody(q.version, { lines: [{ lineNo: 1, discountPercent: 10 }] }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().quote as { id: number; version: number; totals: { totalPaise: number } };
}

describe(`accepting a quotation to pay by bank transfer on ${engine}`, () => {
  it('places the order awaiting a transfer, with the account, reference and pay-by day, then Paid by its UTR', async () => {
    const quote = await smallQuote();
    expect(quote.totals.totalPaise).toBeLessThan(2_500_000);
    const res = await shop.asBuyer('POST', `/api/quotes/${quote.id}/accept`, {
      version: quote.version,
      payment: 'bank_transfer',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { orderId } = res.json();
    const order = (await shop.asBuyer('GET', `/api/orders/${orderId}`)).json().order;
    expect(order).toMatchObject({
      paymentMethod: 'BANK_TRANSFER',
      paymentStatus: 'Pending',
      totalPaise: quote.totals.totalPaise,
    });
    expect(order.payBy).toBe(new Date(Date.parse(order.placedAt) + 7 * DAY).toISOString());
    expect(order.bankTransfer).toMatchObject({
      reference: `BT${orderId.slice(3)}`,
      account: { ifsc: 'DEMO0000001' },
      receivedPaise: 0,
      differencePaise: -quote.totals.totalPaise,
    });
    const mail = (await outboxFor(shop.t.database.db, 'asha.rao@example.com')).at(-1)!;
    expect(mail.text_body).toContain(order.bankTransfer.reference);
    expect(mail.text_body).toContain('IFSC: DEMO0000001');

    const recorded = await call(shop.t.app, 'POST', `/api/admin/orders/${orderId}/bank-transfers`, {
      sid: shop.staff.sid,
      body: {
        scheme: 'IMPS',
        utr: '633112345671',
        amountPaise: quote.totals.totalPaise,
        receivedOn: new Date().toISOString().slice(0, 10),
      },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json().transfer).toMatchObject({ outcome: 'paid', differencePaise: 0 });
    const paid = (await shop.asBuyer('GET', `/api/orders/${orderId}`)).json().order;
    expect(paid).toMatchObject({
      paymentStatus: 'Paid',
      payBy: null,
      payment: { reference: '633112345671' },
    });
  });

  it('online stays the choice when none is given, and an unknown one is a 400 that changes nothing', async () => {
    const quote = await smallQuote();
    const bad = await shop.asBuyer('POST', `/api/quotes/${quote.id}/accept`, {
      version: quote.version,
      payment: 'cheque',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toMatchObject({ payment: QUOTE_ERRORS.payment });
    expect((await shop.asBuyer('GET', `/api/quotes/${quote.id}`)).json().quote.status).toBe('sent');
    const res = await shop.asBuyer('POST', `/api/quotes/${quote.id}/accept`, {
      version: quote.version,
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = (await shop.asBuyer('GET', `/api/orders/${res.json().orderId}`)).json().order;
    expect(order).toMatchObject({ paymentMethod: 'UPI', payBy: expect.any(String) });
    expect(order.bankTransfer).toBeNull();
  });
});
