import { addDays, indiaDate } from '@shop/shared/format/india-time';
import { expect } from 'vitest';
import { call, signUp, staffSession } from './auth';
import { createProduct, setStock } from './factories';
import { karnataka, shipping } from './orders';
import { createTestApp, type TestApp } from './test-app';

/** A Karnataka business GSTIN (check character by the GSTN rule). */
export const BUYER_GSTIN = '29AAPFU0939F1ZR';

interface Session {
  sid: string;
  user: { email: string };
}

/**
 * A shop for the quotation tests (ADR 105): a ₹34,999 terminal (40 in stock) and a ₹99 paper
 * roll, an owner, a member of staff and a buyer, with the steps the tests repeat.
 */
export class QuoteShop {
  t!: TestApp;
  owner!: Session;
  staff!: Session;
  buyer!: Session;
  TERMINAL!: number;
  ROLLS!: number;

  async open(): Promise<void> {
    this.t = await createTestApp();
    const { t } = this;
    this.TERMINAL = (
      await createProduct(t, {
        price: 34_999,
        name: 'Touch POS Terminal T5',
        category: 'touch-pos',
        hsn: '847050',
      })
    ).id;
    this.ROLLS = (
      await createProduct(t, {
        price: 99,
        name: 'Thermal Paper Roll 79mm',
        category: 'thermal-printer',
        hsn: '4811',
      })
    ).id;
    await setStock(t.database.db, this.TERMINAL, 40);
    await setStock(t.database.db, this.ROLLS, 500);
    this.owner = await staffSession(t);
    this.staff = await staffSession(t, { role: 'staff', name: 'Sales Desk' });
    this.buyer = await signUp(t.app);
  }

  close(): Promise<void> | undefined {
    return this.t?.close();
  }

  today = () => indiaDate(new Date());

  asBuyer = (method: 'GET' | 'POST', url: string, body?: unknown, sid = this.buyer.sid) =>
    call(this.t.app, method, url, { sid, body });

  asOwner = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    call(this.t.app, method, url, { sid: this.owner.sid, body });

  /** 12 terminals and 50 rolls to Bengaluru for a GST-registered buyer, with a PO number. */
  requestBody = (over: Record<string, unknown> = {}) => ({
    items: [
      { productId: this.TERMINAL, quantity: 12 },
      { productId: this.ROLLS, quantity: 50 },
    ],
    shipping: shipping({ name: 'Kiran Shetty', address: '4 Residency Road', ...karnataka }),
    business: { name: 'Shetty Foods LLP', gstin: BUYER_GSTIN },
    poNumber: 'PO/2026/0412',
    neededBy: addDays(this.today(), 10),
    notes: 'Delivery to the Indiranagar outlet',
    ...over,
  });

  requestQuote = async (over: Record<string, unknown> = {}, sid = this.buyer.sid) => {
    const res = await this.asBuyer('POST', '/api/quotes', this.requestBody(over), sid);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().quote as { id: number; version: number; status: string };
  };

  /** ₹31,500 a terminal, 10% off the rolls (₹89), ₹750 delivery, a week to accept. */
  priceBody = (version: number, over: Record<string, unknown> = {}) => ({
    version,
    lines: [
      { lineNo: 1, unitPrice: 31_500 },
      { lineNo: 2, discountPercent: 10 },
    ],
    shippingPrice: 750,
    validUntil: addDays(this.today(), 7),
    terms: '50% advance, balance before dispatch',
    ...over,
  });

  /** A request priced and sent by the owner, as the buyer's API reads it. */
  sentQuote = async (over: Record<string, unknown> = {}) => {
    const q = await this.requestQuote(over);
    const res = await this.asOwner(
      'POST',
      `/api/admin/quotes/${q.id}/send`,
      this.priceBody(q.version),
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().quote;
  };
}
