import { indiaDate } from '@shop/shared/format/india-time';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { shippingSchema, type PlaceOrderInput } from '@shop/shared/orders/place-order';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { serverRoot } from '../../paths';
import { hashPassword } from '../auth/passwords';
import { issueInvoiceNumber } from '../invoices/repository';
import { buildOrderRecord, NO_COD_FEE } from '../orders/order-record';
import * as orders from '../orders/repository';
import { reviewInputSchema } from '@shop/shared/reviews/review';
import { insertReview } from './repository';
import { refreshRating } from './service';

/** The demo's customers and their reviews: data beside the demo catalogue (ADR 051). */
export const DEMO_REVIEWS_FILE = path.join(serverRoot, 'seed', 'reviews.json');

const DAY_MS = 86_400_000;

const demoReviewsSchema = z.object({
  customers: z.array(
    shippingSchema.omit({ email: true }).extend({ key: z.string(), email: z.email() }),
  ),
  reviews: z.array(
    reviewInputSchema.extend({
      customer: z.string(),
      productId: z.number().int().min(1),
      daysAgo: z.number().int().min(1).max(3650),
      reply: z.string().optional(),
      status: z.enum(['approved', 'pending']).default('approved'),
    }),
  ),
});

/**
 * Fills a new demo database with the demo customers and, for each of their reviews, the
 * delivered order that entitles it (placed a week before the review, paid, shipped with a tax
 * invoice, delivered), so every rating the demo shows has a purchase behind it. The customers
 * cannot sign in: their password is random and never kept. Products missing from the catalogue
 * are skipped. Run inside the transaction that seeds the catalogue; answers how many reviews.
 */
export async function seedDemoReviews(
  db: Database,
  now = new Date(),
  file = DEMO_REVIEWS_FILE,
): Promise<number> {
  const data = demoReviewsSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  const passwordHash = await hashPassword(crypto.randomBytes(32).toString('base64url'));
  const since = new Date(now.getTime() - 400 * DAY_MS).toISOString();
  const customers = new Map<string, { id: number; shipping: z.infer<typeof shippingSchema> }>();
  for (const { key, ...c } of data.customers) {
    const { id } = await db
      .insertInto('users')
      .values({ ...c, password_hash: passwordHash, created_at: since, updated_at: since })
      .returning('id')
      .executeTakeFirstOrThrow();
    customers.set(key, { id, shipping: c });
  }
  // Oldest first, so invoice numbers follow the order the goods were shipped in.
  const reviews = [...data.reviews].sort((a, b) => b.daysAgo - a.daysAgo);
  const reviewed = new Set<number>();
  for (const r of reviews) {
    const customer = customers.get(r.customer);
    if (!customer) throw new Error(`${file}: no customer "${r.customer}"`);
    const row = await db
      .selectFrom('products')
      .select(['id', 'name', 'price', 'hsn', 'stock'])
      .where('id', '=', r.productId)
      .executeTakeFirst();
    if (!row) continue;
    // One unit each: below any quantity price.
    const product = { ...row, priceBands: [] };
    const writtenAt = new Date(now.getTime() - r.daysAgo * DAY_MS);
    const placedAt = new Date(writtenAt.getTime() - 7 * DAY_MS);
    const shippedAt = new Date(placedAt.getTime() + DAY_MS);
    const deliveredAt = new Date(placedAt.getTime() + 4 * DAY_MS);
    const input: PlaceOrderInput = {
      items: [{ productId: product.id, quantity: 1 }],
      shipping: customer.shipping,
      paymentMethod: 'upi',
      deliveryOption: 'standard',
      business: undefined,
    };
    const record = buildOrderRecord(
      input,
      [{ product, quantity: 1 }],
      customer.id,
      placedAt,
      indiaDate(deliveredAt),
      NO_COD_FEE,
    );
    const orderId = await orders.insertOrder(
      db,
      {
        ...record.order,
        order_status: 'Delivered',
        payment_status: 'Paid',
        updated_at: deliveredAt.toISOString(),
      },
      placedAt.getTime(),
    );
    await orders.insertLines(
      db,
      record.lines.map((l) => ({ ...l, order_id: orderId })),
    );
    const event = { order_id: orderId, note: null, carrier: null, tracking_number: null };
    await orders.insertEvent(db, { ...event, status: 'Placed', at: placedAt.toISOString() });
    await orders.insertEvent(db, {
      ...event,
      status: 'Shipped',
      carrier: 'Delhivery',
      tracking_number: `DEMO${placedAt.getTime()}`,
      at: shippedAt.toISOString(),
    });
    await orders.insertEvent(db, { ...event, status: 'Delivered', at: deliveredAt.toISOString() });
    await issueInvoiceNumber(db, orderId, shippedAt);
    const repliedAt = r.reply ? new Date(writtenAt.getTime() + DAY_MS).toISOString() : null;
    await insertReview(db, {
      product_id: product.id,
      user_id: customer.id,
      order_id: orderId,
      rating: r.rating,
      title: r.title,
      body: r.body,
      status: r.status,
      reply: r.reply ?? null,
      replied_at: repliedAt,
      created_at: writtenAt.toISOString(),
      updated_at: writtenAt.toISOString(),
    });
    reviewed.add(product.id);
  }
  for (const id of reviewed) await refreshRating(db, id);
  return reviews.length;
}
