import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database';
import { OrderLifecycle } from '../../src/modules/orders/lifecycle';
import { shipping } from './addresses';
import { call } from './auth';
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

export async function setStock(db: Database, productId: number, stock: number): Promise<void> {
  await db.updateTable('products').set({ stock }).where('id', '=', productId).execute();
}

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

/** The lifecycle service as the back office and the order:status command use it. */
export const lifecycleOf = (t: TestApp) =>
  new OrderLifecycle(t.database.db, t.app.email, t.config.publicUrl);

/** Outbox messages to an address, oldest first. */
export async function outboxFor(db: Database, to: string) {
  return db
    .selectFrom('outbox')
    .select(['subject', 'text_body', 'status'])
    .where('to_address', '=', to)
    .orderBy('id')
    .execute();
}

/** The text of every page of a PDF, read back with pdf.js, whitespace collapsed. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}
