import { rupeesInWords } from '@shop/shared/india/amount-in-words';
import { ORDER_ERRORS } from '@shop/shared/orders/errors';
import { financialYear } from '@shop/shared/format/india-time';
import { SHOP } from '@shop/shared/shop/identity';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, errorOf, signUp } from './helpers/auth';
import {
  karnataka,
  lifecycleOf,
  orderBody,
  pdfText,
  placeOrder,
  shipping,
  type Line,
} from './helpers/orders';
import { createProduct } from './helpers/factories';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

let t: TestApp;
let sid: string;
/** This file's products, as its invoices name them. */
let MACHINE: number;
let PAPER: number;
let SCANNER: number;
let CHARGER: number;
beforeAll(async () => {
  t = await createTestApp();
  sid = (await signUp(t.app)).sid;
  const product = async (name: string, price: number, hsn: string) =>
    (await createProduct(t, { name, price, hsn })).id;
  MACHINE = await product('GST Billing Machine SB-100 with Printer', 8499, '847050');
  PAPER = await product('58mm Thermal Paper Roll 15m', 20, '480990');
  SCANNER = await product('Wireless 2D Barcode Scanner NL-2D', 4299, '847190');
  CHARGER = await product('Fast Charging Mobile Charger 25W', 1200, '850440');
});
afterAll(() => t?.close());

const fy = financialYear(new Date());
const squash = (s: string) => s.replace(/\s+/g, '');

async function order(items: Line[], over: Record<string, unknown> = {}): Promise<string> {
  const res = await placeOrder(t.app, sid, orderBody(items, over));
  expect(res.statusCode).toBe(201);
  return res.json().order.orderId;
}

async function deliver(orderId: string, trackingNumber = `AWB${orderId.slice(-6)}`) {
  const lifecycle = lifecycleOf(t);
  await lifecycle.changeStatus(orderId, 'Processing');
  await lifecycle.changeStatus(orderId, 'Shipped', { carrier: 'Blue Dart', trackingNumber });
  await lifecycle.changeStatus(orderId, 'Delivered');
}

const download = (orderId: string, as = sid) =>
  call(t.app, 'GET', `/api/orders/${orderId}/invoice`, { sid: as });

describe(`GST tax invoices on ${engine}`, () => {
  let intraId: string;
  let interId: string;

  it('numbers invoices consecutively in the financial year, skipping nothing for cancelled orders', async () => {
    intraId = await order(
      [
        { productId: MACHINE, quantity: 1 },
        { productId: PAPER, quantity: 3 },
      ],
      {
        business: { name: 'Rao Traders', gstin: '27AAPFU0939F1ZV' },
      },
    );
    const cancelled = await order([{ productId: SCANNER, quantity: 1 }]);
    interId = await order([{ productId: CHARGER, quantity: 2 }], {
      shipping: shipping(karnataka),
      paymentMethod: 'wallet',
    });
    await deliver(intraId);
    await lifecycleOf(t).changeStatus(cancelled, 'Cancelled');
    await deliver(interId);

    const numbers = await Promise.all(
      [intraId, interId].map(
        async (id) =>
          (await call(t.app, 'GET', `/api/orders/${id}`, { sid })).json().order.invoiceNumber,
      ),
    );
    expect(numbers).toEqual([`INV/${fy}/000001`, `INV/${fy}/000002`]);
    for (const n of numbers) expect(n.length).toBeLessThanOrEqual(16);
  });

  it('never gives one number twice when orders ship at the same moment', async () => {
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await order([{ productId: SCANNER, quantity: 1 }]));
    const lifecycle = lifecycleOf(t);
    await Promise.all(ids.map((id) => lifecycle.changeStatus(id, 'Processing')));
    const shipped = await Promise.all(
      ids.map((id) =>
        lifecycle.changeStatus(id, 'Shipped', { carrier: 'DTDC', trackingNumber: id }),
      ),
    );
    expect(shipped.map((s) => s.order.invoiceNumber).sort()).toEqual(
      [3, 4, 5, 6, 7].map((n) => `INV/${fy}/00000${n}`),
    );
  });

  it('shows CGST 9% + SGST 9% for a delivery in Maharashtra, with every Rule 46 field', async () => {
    const res = await download(intraId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="INV-${fy}-000001.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    // ₹8,499 + 3 × ₹20 = ₹8,559; GST ₹1,540.62 (CGST ₹770.31 + SGST ₹770.31); free shipping.
    for (const expected of [
      'TAX INVOICE',
      SHOP.name,
      `GSTIN: ${SHOP.gstin}`,
      `INV/${fy}/000001`,
      intraId,
      'Place of supply Maharashtra (27)',
      'Rao Traders',
      'GSTIN: 27AAPFU0939F1ZV',
      'State: Maharashtra, State code: 27',
      'GST Billing Machine SB-100 with Printer 847050 1 8,499.00 8,499.00 18% 764.91 764.91 10,028.82',
      '58mm Thermal Paper Roll 15m 480990 3 20.00 60.00 18% 5.40 5.40 70.80',
      'Taxable value Rs. 8,559.00',
      'CGST @ 9% Rs. 770.31',
      'SGST @ 9% Rs. 770.31',
      'Round off Rs. 0.38',
      'Invoice total Rs. 10,100.00',
      'Reverse charge No',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('IGST');
    // Free delivery: no delivery line, and no courier SAC (ADR 096).
    expect(text).not.toContain('996812');
    expect(squash(text)).toContain(squash(rupeesInWords(1010000)));
    expect(rupeesInWords(1010000)).toBe('Rupees Ten Thousand One Hundred Only');
    expect(rupeesInWords(1009962)).toBe('Rupees Ten Thousand Ninety-Nine and Sixty-Two Paise Only');
  });

  it('shows IGST 18% for a delivery in Karnataka, with shipping as a line with its GST', async () => {
    const text = await pdfText((await download(interId)).rawPayload);
    // 2 × ₹1,200 = ₹2,400 and ₹500 shipping under the goods' HSN, IGST 18% on both
    // (CGST Act s. 15(2)(c), s. 8(a)): ₹432 + ₹90; total ₹3,422.
    for (const expected of [
      `INV/${fy}/000002`,
      'Place of supply Karnataka (29)',
      'State: Karnataka, State code: 29',
      'Fast Charging Mobile Charger 25W 850440 2 1,200.00 2,400.00 18% 432.00 2,832.00',
      '2 Standard delivery charge 850440 1 500.00 500.00 18% 90.00 590.00',
      'Taxable value Rs. 2,900.00',
      'IGST @ 18% Rs. 522.00',
      'Invoice total Rs. 3,422.00',
    ]) {
      expect(text).toContain(expected);
    }
    // No CGST or SGST column or total (the footnote cites the CGST Act).
    expect(text).not.toMatch(/[CS]GST( @)? 9%/);
    expect(text).not.toContain('no GST');
    expect(squash(text)).toContain(squash('Rupees Three Thousand Four Hundred Twenty-Two Only'));
  });

  it('keeps an invoice issued before delivery carried GST as it was issued', async () => {
    const id = await order([{ productId: CHARGER, quantity: 2 }], {
      shipping: shipping(karnataka),
    });
    // The row as the shop stored it before migration 027: ₹500 shipping without GST.
    await t.database.db
      .updateTable('orders')
      .set({ charges_tax_rate: null, charges_hsn: null, shipping_tax: 0, tax: 432_00 })
      .set({ total_amount: 3332_00 })
      .where('order_id', '=', id)
      .execute();
    await deliver(id);
    const text = await pdfText((await download(id)).rawPayload);
    for (const expected of [
      'Fast Charging Mobile Charger 25W 850440 2 1,200.00 2,400.00 18% 432.00 2,832.00',
      'Shipping and delivery (courier), no GST 996812 1 500.00',
      'Taxable value of goods Rs. 2,400.00',
      'IGST @ 18% Rs. 432.00',
      'Shipping (no GST) Rs. 500.00',
      'Invoice total Rs. 3,332.00',
      'The delivery charge (SAC 996812) is billed without GST.',
    ]) {
      expect(text).toContain(expected);
    }
    const detail = await call(t.app, 'GET', `/api/orders/${id}`, { sid });
    expect(detail.json().order).toMatchObject({ taxPaise: 432_00, chargesGst: null });
  });

  it('is only for the owner of a shipped or delivered order', async () => {
    const pending = await order([{ productId: SCANNER, quantity: 1 }]);
    await lifecycleOf(t).changeStatus(pending, 'Processing');
    const notYet = await download(pending);
    expect(notYet.statusCode).toBe(409);
    expect(errorOf(notYet)).toMatchObject({
      code: 'invoice_not_ready',
      message: ORDER_ERRORS.invoiceNotReady,
    });
    // Goods that left the seller have their tax invoice at once.
    await lifecycleOf(t).changeStatus(pending, 'Shipped', {
      carrier: 'DTDC',
      trackingNumber: `AWB${pending.slice(-6)}`,
    });
    const shipped = await download(pending);
    expect(shipped.statusCode).toBe(200);
    expect(await pdfText(shipped.rawPayload)).toContain('Invoice number INV/');
    const other = await signUp(t.app);
    const theirs = await download(intraId, other.sid);
    const unknown = await download('ORD1000000000000', other.sid);
    expect(theirs.statusCode).toBe(404);
    expect(errorOf(theirs)).toEqual(errorOf(unknown));
    expect((await call(t.app, 'GET', `/api/orders/${intraId}/invoice`)).statusCode).toBe(401);
  });

  it('never changes: drawn from the order, not from the shop identity or GST rate of today', async () => {
    const id = await order([{ productId: MACHINE, quantity: 1 }]);
    await deliver(id);
    const before = await pdfText((await download(id)).rawPayload);
    expect(before).toContain('GSTIN: 27AAKCS1234F1ZI State: Maharashtra, State code: 27');
    expect(before).toContain('CGST @ 9% Rs. 764.91');

    // The shop moves to Bengaluru with a new GSTIN, and the GST rate in configuration changes.
    const shop = SHOP as unknown as {
      name: string;
      gstin: string;
      address: Record<string, string>;
    };
    const saved = structuredClone(SHOP);
    Object.assign(shop.address, { city: 'Bengaluru', state: 'Karnataka', stateCode: '29' });
    shop.gstin = '29AAKCS1234F1ZX';
    vi.resetModules();
    vi.doMock('@shop/shared/pricing/cart-totals', async (actual) => ({
      ...(await actual<object>()),
      GST_RATE_PERCENT: 12,
    }));
    try {
      // The running shop, and modules loaded afresh under the new rate, draw the same invoice.
      expect(await pdfText((await download(id)).rawPayload)).toBe(before);
      const { invoiceData } = await import('../src/modules/invoices/invoice-model');
      const { renderInvoicePdf } = await import('../src/modules/invoices/invoice-pdf');
      const repo = await import('../src/modules/orders/repository');
      const row = (await repo.findOrder(t.database.db, id))!;
      const lines = await repo.findLines(t.database.db, id);
      expect(await pdfText(await renderInvoicePdf(invoiceData(row, lines)))).toBe(before);

      // An order placed after the move names the new seller: Karnataka to Maharashtra is IGST.
      const later = await order([{ productId: MACHINE, quantity: 1 }]);
      await deliver(later);
      const text = await pdfText((await download(later)).rawPayload);
      expect(text).toContain('GSTIN: 29AAKCS1234F1ZX State: Karnataka, State code: 29');
      expect(text).toContain('IGST @ 18% Rs. 1,529.82');
    } finally {
      Object.assign(shop.address, saved.address);
      shop.gstin = saved.gstin;
      vi.doUnmock('@shop/shared/pricing/cart-totals');
      vi.resetModules();
    }
  });
});
