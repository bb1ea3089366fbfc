import { addDays } from '@shop/shared/format/india-time';
import { QUOTE_ERRORS } from '@shop/shared/quotes/quote';
import { SHOP } from '@shop/shared/shop/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf, signUp } from './helpers/auth';
import { createProduct, setStock } from './helpers/factories';
import { outboxFor, pdfText } from './helpers/orders';
import { QuoteShop } from './helpers/quotes';
import { engine } from './helpers/test-app';

const shop = new QuoteShop();
beforeAll(() => shop.open());
afterAll(() => shop.close());

describe(`quotations on ${engine}`, () => {
  it('a request is stored unpriced at catalogue names, and ignores any price the browser sends', async () => {
    const q = await shop.requestQuote({
      items: [{ productId: shop.TERMINAL, quantity: 12, price: 1 }],
    });
    const read = (await shop.asBuyer('GET', `/api/quotes/${q.id}`)).json().quote;
    expect(read).toMatchObject({
      status: 'requested',
      quoteNumber: null,
      poNumber: 'PO/2026/0412',
      totals: null,
      lines: [{ name: 'Touch POS Terminal T5', quantity: 12, listPrice: 34_999, unitPrice: null }],
    });
    // The shop is told, with a link to price it.
    const told = (await outboxFor(shop.t.database.db, SHOP.email)).at(-1)!;
    expect(told.subject).toBe(`Quotation request ${q.id} from Shetty Foods LLP`);
    expect(told.text_body).toContain(`/admin/quotes/${q.id}`);
  });

  it('lists each line at the quantity price its quantity reaches, as the cart would charge it', async () => {
    const banded = await createProduct(shop.t, {
      price: 40,
      name: 'Thermal Paper Roll 57mm',
      category: 'thermal-printer',
      hsn: '4811',
      priceBands: [
        { minQuantity: 10, price: 36 },
        { minQuantity: 50, price: 32 },
      ],
    });
    await setStock(shop.t.database.db, banded.id, 500);
    const q = await shop.requestQuote({
      items: [
        { productId: banded.id, quantity: 60 },
        { productId: shop.ROLLS, quantity: 50 },
      ],
    });
    const read = (await shop.asBuyer('GET', `/api/quotes/${q.id}`)).json().quote;
    expect(read.lines.map((l: { listPrice: number }) => l.listPrice)).toEqual([32, 99]);
    const few = await shop.requestQuote({ items: [{ productId: banded.id, quantity: 9 }] });
    const fewRead = (await shop.asBuyer('GET', `/api/quotes/${few.id}`)).json().quote;
    expect(fewRead.lines[0].listPrice).toBe(40);
  });

  it('refuses a bad request with a clear 400 and a signed-out one with 401', async () => {
    const bad = await shop.asBuyer(
      'POST',
      '/api/quotes',
      shop.requestBody({ poNumber: '<script>', items: [] }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorOf(bad).fields ?? {})).toEqual(
      expect.arrayContaining(['items', 'poNumber']),
    );
    const late = await shop.asBuyer(
      'POST',
      '/api/quotes',
      shop.requestBody({ neededBy: addDays(shop.today(), -1) }),
    );
    expect(late.statusCode).toBe(400);
    expect(errorOf(late).fields).toEqual({ neededBy: QUOTE_ERRORS.neededBy });
    const guest = await call(shop.t.app, 'POST', '/api/quotes', { body: shop.requestBody() });
    expect(guest.statusCode).toBe(401);
  });

  it('staff price and send it: numbered in its own series, totals as the invoice computes them, emailed', async () => {
    const quote = await shop.sentQuote();
    expect(quote.quoteNumber).toMatch(/^QT\/20\d\d-\d\d\/\d{4}$/);
    expect(quote.status).toBe('sent');
    // 12 × 31,500 + 50 × 89 (99 less 10%, down to the rupee) = 382,450; delivery 750.
    expect(quote.lines.map((l: { unitPrice: number }) => l.unitPrice)).toEqual([31_500, 89]);
    const goods = 38_245_000;
    const tax = goods * 0.18 + 75_000 * 0.18;
    expect(quote.totals).toEqual({
      subtotalPaise: goods,
      shippingPaise: 75_000,
      taxPaise: tax,
      roundOffPaise: 0,
      totalPaise: goods + 75_000 + tax,
      split: { kind: 'inter-state', igstPaise: tax },
    });
    const mail = (await outboxFor(shop.t.database.db, 'asha.rao@example.com')).at(-1)!;
    expect(mail.subject).toContain(quote.quoteNumber);
    expect(mail.text_body).toContain('₹4,52,176.00');
    expect(mail.text_body).toContain('PO/2026/0412');
    const pdf = await shop.asBuyer('GET', `/api/quotes/${quote.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('QUOTATION');
    expect(text).toContain(quote.quoteNumber);
    expect(text).toContain('PO/2026/0412');
    expect(text).toContain('4,52,176.00');
  });

  it('a member of staff reads and writes on quotes but pricing is an owner’s', async () => {
    const q = await shop.requestQuote();
    const list = await call(shop.t.app, 'GET', '/api/admin/quotes?status=requested', {
      sid: shop.staff.sid,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((i: { id: number }) => i.id)).toContain(q.id);
    const priced = await call(shop.t.app, 'POST', `/api/admin/quotes/${q.id}/send`, {
      sid: shop.staff.sid,
      body: shop.priceBody(q.version),
    });
    expect(priced.statusCode).toBe(403);
    const wrote = await call(shop.t.app, 'POST', `/api/admin/quotes/${q.id}/messages`, {
      sid: shop.staff.sid,
      body: { body: 'We can do 12 by Friday.' },
    });
    expect(wrote.statusCode).toBe(200);
  });

  it('a thread on the quote: the buyer asks for changes, the shop revises and sends it again', async () => {
    const quote = await shop.sentQuote();
    const asked = await shop.asBuyer('POST', `/api/quotes/${quote.id}/messages`, {
      body: 'Can you do ₹30,000 a terminal?',
    });
    expect(asked.statusCode).toBe(200);
    const revised = await shop.asOwner(
      'POST',
      `/api/admin/quotes/${quote.id}/send`,
      shop.priceBody(quote.version, {
        lines: [
          { lineNo: 1, unitPrice: 30_000 },
          { lineNo: 2, unitPrice: 89 },
        ],
      }),
    );
    expect(revised.statusCode).toBe(200);
    expect(revised.json().quote.quoteNumber).toBe(quote.quoteNumber);
    const stale = await shop.asBuyer('POST', `/api/quotes/${quote.id}/accept`, {
      version: quote.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).message).toBe(QUOTE_ERRORS.stale);
    const reply = await shop.asOwner('POST', `/api/admin/quotes/${quote.id}/messages`, {
      body: 'Revised as asked.',
    });
    expect(
      reply.json().quote.messages.map((m: { author: string; body: string }) => [m.author, m.body]),
    ).toEqual([
      ['buyer', 'Can you do ₹30,000 a terminal?'],
      ['shop', 'Revised as asked.'],
    ]);
    const blank = await shop.asBuyer('POST', `/api/quotes/${quote.id}/messages`, { body: '  ' });
    expect(blank.statusCode).toBe(400);
  });

  it('the buyer declines, staff withdraw; closed quotes take no more steps; others cannot see them', async () => {
    const declined = await shop.sentQuote();
    const d = await shop.asBuyer('POST', `/api/quotes/${declined.id}/decline`, {
      version: declined.version,
    });
    expect(d.json().quote.status).toBe('declined');
    const late = await shop.asBuyer('POST', `/api/quotes/${declined.id}/accept`, {
      version: d.json().quote.version,
    });
    expect(late.statusCode).toBe(409);
    const withdrawn = await shop.requestQuote();
    const w = await shop.asOwner('POST', `/api/admin/quotes/${withdrawn.id}/withdraw`, {
      version: withdrawn.version,
    });
    expect(w.json().quote.status).toBe('withdrawn');
    const msg = await shop.asBuyer('POST', `/api/quotes/${withdrawn.id}/messages`, {
      body: 'Why?',
    });
    expect(msg.statusCode).toBe(409);
    const other = await signUp(shop.t.app);
    expect(
      (await shop.asBuyer('GET', `/api/quotes/${declined.id}`, undefined, other.sid)).statusCode,
    ).toBe(404);
    expect((await shop.asBuyer('GET', '/api/quotes/abc')).statusCode).toBe(404);
  });
});
