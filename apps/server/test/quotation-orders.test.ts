import { addDays } from '@shop/shared/format/india-time';
import { QUOTE_ERRORS } from '@shop/shared/quotes/quote';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf } from './helpers/auth';
import { setStock } from './helpers/factories';
import {
  courierEwayBill,
  lifecycleOf,
  orderBody,
  outboxFor,
  pdfText,
  placeOrder,
} from './helpers/orders';
import { QuoteShop } from './helpers/quotes';
import { engine } from './helpers/test-app';

const shop = new QuoteShop();
beforeAll(() => shop.open());
afterAll(() => shop.close());

describe(`accepted quotations, proforma invoices and PO numbers on ${engine}`, () => {
  it('accepting places an order at exactly the quoted prices, with the PO number on order, invoice and search', async () => {
    const quote = await shop.sentQuote();
    const res = await shop.asBuyer('POST', `/api/quotes/${quote.id}/accept`, {
      version: quote.version,
      totalPaise: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { orderId } = res.json();
    expect(res.json().quote).toMatchObject({ status: 'accepted', orderId });
    const order = (await shop.asBuyer('GET', `/api/orders/${orderId}`)).json().order;
    expect(order.totalPaise).toBe(quote.totals.totalPaise);
    expect(order.lines.map((l: { unitPricePaise: number }) => l.unitPricePaise)).toEqual([
      3_150_000, 8_900,
    ]);
    const proforma = await shop.asBuyer('GET', `/api/orders/${orderId}/proforma`);
    expect(proforma.statusCode).toBe(200);
    const pf = await pdfText(proforma.rawPayload);
    expect(pf).toContain('Proforma invoice — not a tax invoice');
    expect(pf).toContain(`PF-${orderId}`);
    expect(pf).not.toMatch(/INV\/\d\d-\d\d/);
    expect(pf).toContain('PO/2026/0412');
    expect(pf).toContain('4,52,176.00');
    await call(shop.t.app, 'POST', `/api/orders/${orderId}/payment/demo-confirm`, {
      sid: shop.buyer.sid,
    });
    // Over ₹50,000 to another state: it ships with an e-way bill (ADR 097).
    await courierEwayBill(shop.t, orderId);
    const lifecycle = lifecycleOf(shop.t);
    await lifecycle.changeStatus(orderId, 'Processing');
    await lifecycle.changeStatus(orderId, 'Shipped', {
      carrier: 'Blue Dart',
      trackingNumber: 'AWB123456',
    });
    const invoice = await shop.asBuyer('GET', `/api/orders/${orderId}/invoice`);
    const inv = await pdfText(invoice.rawPayload);
    expect(inv).toContain('TAX INVOICE');
    expect(inv).toContain('Buyer PO number PO/2026/0412');
    expect(inv).toContain('4,52,176.00');
    const found = await shop.asOwner('GET', '/api/admin/orders?q=po/2026/0412');
    expect(found.json().items.map((o: { orderId: string }) => o.orderId)).toContain(orderId);
    const again = await shop.asBuyer('POST', `/api/quotes/${quote.id}/accept`, {
      version: quote.version + 1,
    });
    expect(again.statusCode).toBe(409);
  });

  it('acceptance checks stock then, and changes nothing when it is short', async () => {
    const quote = await shop.sentQuote();
    await setStock(shop.t.database.db, shop.TERMINAL, 5);
    const res = await shop.asBuyer('POST', `/api/quotes/${quote.id}/accept`, {
      version: quote.version,
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe('Only 5 of Touch POS Terminal T5 left in stock');
    expect((await shop.asBuyer('GET', `/api/quotes/${quote.id}`)).json().quote.status).toBe('sent');
    await setStock(shop.t.database.db, shop.TERMINAL, 40);
  });

  it('a quote past its day is expired on read and refuses acceptance with a 409 saying so', async () => {
    const quote = await shop.sentQuote();
    await shop.t.database.db
      .updateTable('quotes')
      .set({ valid_until: addDays(shop.today(), -1) })
      .where('id', '=', quote.id)
      .execute();
    const res = await shop.asBuyer('POST', `/api/quotes/${quote.id}/accept`, {
      version: quote.version,
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(QUOTE_ERRORS.expired);
    expect((await shop.asBuyer('GET', `/api/quotes/${quote.id}`)).json().quote.status).toBe(
      'expired',
    );
    const audit = await shop.asOwner('GET', `/api/admin/audit?entity=quote&entityId=${quote.id}`);
    expect(audit.json().items.map((e: { action: string }) => e.action)).toEqual([
      'quote.expire',
      'quote.send',
      'quote.request',
    ]);
  });

  it('the timer expires overdue quotes too', async () => {
    const quote = await shop.sentQuote();
    await shop.t.database.db
      .updateTable('quotes')
      .set({ valid_until: addDays(shop.today(), -2) })
      .where('id', '=', quote.id)
      .execute();
    expect(await shop.t.app.quotes.expireDue(new Date())).toBeGreaterThanOrEqual(1);
    const row = await shop.t.database.db
      .selectFrom('quotes')
      .select('status')
      .where('id', '=', quote.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('expired');
  });

  it('a PO number given at checkout is kept, emailed and gives the unpaid order a proforma invoice', async () => {
    const res = await placeOrder(
      shop.t.app,
      shop.buyer.sid,
      orderBody([{ productId: shop.ROLLS, quantity: 2 }], { poNumber: 'PO-77' }),
    );
    expect(res.statusCode).toBe(201);
    const orderId = res.json().order.orderId;
    const mail = (await outboxFor(shop.t.database.db, 'asha.rao@example.com')).at(-1)!;
    expect(mail.text_body).toContain('Your purchase order number: PO-77');
    const pf = await shop.asBuyer('GET', `/api/orders/${orderId}/proforma`);
    expect(pf.statusCode).toBe(200);
    const plain = await placeOrder(
      shop.t.app,
      shop.buyer.sid,
      orderBody([{ productId: shop.ROLLS, quantity: 1 }]),
    );
    const none = await shop.asBuyer('GET', `/api/orders/${plain.json().order.orderId}/proforma`);
    expect(none.statusCode).toBe(409);
  });
});
