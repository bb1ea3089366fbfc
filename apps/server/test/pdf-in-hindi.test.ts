import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from './helpers/auth';
import { createProduct } from './helpers/factories';
import { lifecycleOf, newKey, orderBody, pdfText, placeOrder } from './helpers/orders';
import { QuoteShop } from './helpers/quotes';
import { engine } from './helpers/test-app';

/**
 * The tax invoice and the quotation PDF speak the order's or the buyer's language (ADR 110):
 * Hindi labels set in Noto Sans Devanagari and read back through its ToUnicode map, with every
 * figure, number and GSTIN the English document has.
 */
const figures = (text: string) => text.match(/\d[\d,]*\.\d\d/g) ?? [];

describe(`PDFs in the buyer's language on ${engine}`, () => {
  const shop = new QuoteShop();
  let PRODUCT: number;

  beforeAll(async () => {
    await shop.open();
    // Above a lakh with its GST, under the e-way bill's limit, so Indian grouping shows.
    PRODUCT = (await createProduct(shop.t, { price: 61_728, stock: 100, hsn: '847050' })).id;
  });
  afterAll(() => shop.close());

  async function invoiceIn(lang: 'en' | 'hi') {
    const { sid, user } = await signUp(shop.t.app);
    await shop.t.app.account.rememberLanguage(user.id, lang);
    const body = orderBody([{ productId: PRODUCT, quantity: 1 }], {
      business: { name: 'Rao Traders', gstin: '27AAPFU0939F1ZV' },
    });
    const placed = await placeOrder(shop.t.app, sid, body, newKey());
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().order.orderId as string;
    const lifecycle = lifecycleOf(shop.t);
    await lifecycle.changeStatus(orderId, 'Processing');
    await lifecycle.changeStatus(orderId, 'Shipped', { carrier: 'DTDC', trackingNumber: orderId });
    await lifecycle.changeStatus(orderId, 'Delivered');
    const res = await call(shop.t.app, 'GET', `/api/orders/${orderId}/invoice`, { sid });
    expect(res.statusCode).toBe(200);
    return pdfText(res.rawPayload);
  }

  it('writes a Hindi order’s tax invoice with Hindi labels and the English one’s figures', async () => {
    const english = await invoiceIn('en');
    const hindi = await invoiceIn('hi');

    expect(english).toContain('TAX INVOICE');
    expect(english).toContain('Taxable value');
    expect(hindi).not.toContain('TAX INVOICE');
    for (const label of ['टैक्स इनवॉइस', 'इनवॉइस नंबर', 'कर योग्य मूल्य', 'मात्रा', 'कुल GST', 'शब्द']) {
      expect(hindi).toContain(label);
    }
    // Shaped, read back in the order drawn: the i matra before its consonant (विक्रेता), the
    // conjunct क्र whole; a font without Devanagari would leave none of it.
    expect(hindi).toContain('िवक्रेता');
    // Rule 46's identifiers stay as they are.
    for (const id of ['27AAPFU0939F1ZV', '847050', 'CGST', 'SGST']) expect(hindi).toContain(id);
    expect(figures(english).length).toBeGreaterThan(5);
    expect(figures(hindi)).toEqual(figures(english));
  });

  it('writes a Hindi buyer’s quotation with Hindi labels and the same figures', async () => {
    const quote = await shop.sentQuote();
    const pdfOf = async () => {
      const res = await shop.asBuyer('GET', `/api/quotes/${quote.id}/pdf`);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      return pdfText(res.rawPayload);
    };
    const english = await pdfOf();
    const buyer = shop.buyer as unknown as { user: { id: number } };
    await shop.t.app.account.rememberLanguage(buyer.user.id, 'hi');
    const hindi = await pdfOf();

    expect(english).toContain('QUOTATION');
    expect(hindi).not.toContain('QUOTATION');
    for (const label of ['कोटेशन', 'कोटेशन नंबर', 'मान्य तारीख तक', 'IGST']) {
      expect(hindi).toContain(label);
    }
    for (const id of [quote.quoteNumber, 'PO/2026/0412', '4,52,176.00']) {
      expect(hindi).toContain(id);
    }
    expect(figures(hindi)).toEqual(figures(english));
  });
});
