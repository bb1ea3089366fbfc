import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database';
import { EwayBillService } from '../../src/modules/eway-bills';
import { OrderLifecycle } from '../../src/modules/orders/lifecycle';
import { razorpayClientFor } from '../../src/modules/payments/setup';
import { RefundService } from '../../src/modules/returns/refunds';
import { shipping } from './addresses';
import { call } from './auth';
import { FACTORY_ACTOR } from './factories';
import type { TestApp } from './test-app';

export { shipping };

/** A Karnataka delivery (another state: IGST). */
export const karnataka = { city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };

export type Line = { productId: number; quantity: number; [extra: string]: unknown };

export const orderBody = (items: Line[], over: Record<string, unknown> = {}) => ({
  items,
  shipping: shipping(),
  paymentMethod: 'upi',
  ...over,
});

export const newKey = () => `test-${crypto.randomUUID()}`;

/** POST /api/orders as the checkout page does it. */
export function placeOrder(
  app: FastifyInstance,
  sid: string,
  body: unknown,
  key: string | null = newKey(),
) {
  return call(app, 'POST', '/api/orders', {
    sid,
    body,
    headers: key === null ? {} : { 'idempotency-key': key },
  });
}

/** Stock is set through the back office's product service (a recorded movement). */
export { setStock } from './factories';

export async function stockOf(db: Database, productId: number): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select('stock')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.stock;
}

export async function productPrice(db: Database, productId: number): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select('price')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.price;
}

/** The refund service as the app makes it (demo mode unless the test app is live). */
export const refundsOf = (t: TestApp) =>
  new RefundService(
    t.database.db,
    t.app.email,
    t.config.publicUrl,
    t.app.log,
    razorpayClientFor(t.config.payments),
  );

/** The lifecycle service as the back office and the order:status command use it. */
export const lifecycleOf = (t: TestApp) =>
  new OrderLifecycle(t.database.db, t.app.email, t.config.publicUrl, refundsOf(t));

/** Outbox messages to an address, oldest first. */
export async function outboxFor(db: Database, to: string) {
  return db
    .selectFrom('outbox')
    .select(['subject', 'text_body', 'status'])
    .where('to_address', '=', to)
    .orderBy('id')
    .execute();
}

/**
 * A PDF read back with pdf.js: the document (the caller closes it with `close`), its pages with their size
 * and text (whitespace collapsed), and pdf.js's operator codes.
 */
export async function pdfPages(pdf: Buffer) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data: new Uint8Array(pdf),
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  const doc = await task.promise;
  const pages = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const width = page.view[2]!;
    const height = page.view[3]!;
    const text = (await page.getTextContent()).items
      .map((i) => ('str' in i ? i.str : ''))
      .join(' ')
      .replace(/\s+/g, ' ');
    pages.push({ page, width, height, text });
  }
  return { doc, pages, OPS: pdfjs.OPS, close: () => task.destroy() };
}

/** The text of every page of a PDF, read back with pdf.js, whitespace collapsed. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const { pages, close } = await pdfPages(pdf);
  await close();
  return pages
    .map((p) => p.text)
    .join(' ')
    .replace(/\s+/g, ' ');
}

/**
 * Records that the courier generates the order's e-way bill (a consignment worth more than
 * Rule 138's limit ships only with one, ADR 097), as staff would before dispatch.
 */
export async function courierEwayBill(t: TestApp, orderId: string): Promise<void> {
  const ewayBills = new EwayBillService(t.database.db);
  const input = { mode: 'courier' as const, transporterId: '06AAPCS9575E1ZR' };
  await ewayBills.record(FACTORY_ACTOR, orderId, input);
}
