import type { ModerationQuery } from '@shop/shared/reviews/responses';
import type { ReviewStatus } from '@shop/shared/reviews/review';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { NewRow } from '../../db/schema';
import { containsPattern, lowerLike } from '../admin/paging';

/** The delivered order of the user's that entitles a review of the product: the latest one. */
export async function deliveredOrderWith(
  db: Database,
  userId: number,
  productId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('order_lines', 'order_lines.order_id', 'orders.order_id')
    .select('orders.order_id')
    .where('orders.user_id', '=', userId)
    .where('orders.order_status', '=', 'Delivered')
    .where('order_lines.product_id', '=', productId)
    .orderBy('orders.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.order_id;
}

export async function findOwnReview(db: Database, userId: number, productId: number) {
  return db
    .selectFrom('reviews')
    .selectAll()
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
}

export async function findReview(db: Database, id: number) {
  return db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertReview(db: Database, row: NewRow<'reviews'>): Promise<number> {
  const inserted = await db
    .insertInto('reviews')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateReview(
  db: Database,
  id: number,
  changes: Partial<NewRow<'reviews'>>,
): Promise<void> {
  await db.updateTable('reviews').set(changes).where('id', '=', id).execute();
}

/** Reviews with their author's name and delivery city, and the product's name. */
function reviewsWithPeople(db: Database) {
  return db
    .selectFrom('reviews')
    .innerJoin('users', 'users.id', 'reviews.user_id')
    .innerJoin('orders', 'orders.order_id', 'reviews.order_id')
    .leftJoin('products', 'products.id', 'reviews.product_id')
    .selectAll('reviews')
    .select([
      'users.name as author_name',
      'users.email as author_email',
      'orders.city as city',
      'products.name as product_name',
    ]);
}
export type ReviewWithPeople = Awaited<
  ReturnType<ReturnType<typeof reviewsWithPeople>['execute']>
>[number];

export async function findReviewWithPeople(
  db: Database,
  id: number,
): Promise<ReviewWithPeople | undefined> {
  return reviewsWithPeople(db).where('reviews.id', '=', id).executeTakeFirst();
}

/** Approved reviews of a product, newest first. */
export async function approvedReviews(
  db: Database,
  productId: number,
  limit: number,
  offset: number,
): Promise<ReviewWithPeople[]> {
  return reviewsWithPeople(db)
    .where('reviews.product_id', '=', productId)
    .where('reviews.status', '=', 'approved')
    .orderBy('reviews.updated_at', 'desc')
    .orderBy('reviews.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Whether any review the user wrote is published (their name is shown with it). */
export async function hasApprovedReview(db: Database, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('reviews')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'approved')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The newest approved reviews of any product that the shop still sells, whatever their rating. */
export async function latestApproved(db: Database, limit: number): Promise<ReviewWithPeople[]> {
  return reviewsWithPeople(db)
    .where('reviews.status', '=', 'approved')
    .where('products.hidden', '=', 0)
    .orderBy('reviews.updated_at', 'desc')
    .orderBy('reviews.id', 'desc')
    .limit(limit)
    .execute();
}

/** How many approved reviews gave each number of stars: of one product, or of the whole shop. */
export async function starCounts(db: Database, productId?: number): Promise<Map<number, number>> {
  let query = db
    .selectFrom('reviews')
    .select(['rating', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', '=', 'approved')
    .groupBy('rating');
  if (productId !== undefined) query = query.where('product_id', '=', productId);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.rating, Number(r.n)]));
}

/** The reviews the queue's status, search and stars keep, before sorting and paging. */
function moderationMatches(db: Database, query: ModerationQuery) {
  let list = reviewsWithPeople(db);
  if (query.status) list = list.where('reviews.status', '=', query.status);
  if (query.rating) list = list.where('reviews.rating', '=', query.rating);
  if (query.q) {
    const like = containsPattern(query.q);
    list = list.where((eb) =>
      eb.or(
        ['products.name', 'users.name', 'users.email', 'reviews.title', 'reviews.body'].map((c) =>
          lowerLike(c, like),
        ),
      ),
    );
  }
  return list;
}

/** How many reviews the queue's filters keep (every page). */
export async function countModeration(db: Database, query: ModerationQuery): Promise<number> {
  const { n } = await moderationMatches(db, query)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** A page of the moderation queue, by default pending first, then newest change. */
export async function moderationList(
  db: Database,
  query: ModerationQuery,
  limit: number,
  offset: number,
): Promise<ReviewWithPeople[]> {
  let list = moderationMatches(db, query);
  if (query.sort === 'needs-action') {
    list = list.orderBy(sql`case when reviews.status = 'pending' then 0 else 1 end`);
  }
  if (query.sort === 'rating-low') list = list.orderBy('reviews.rating', 'asc');
  if (query.sort === 'rating-high') list = list.orderBy('reviews.rating', 'desc');
  const direction = query.sort === 'oldest' ? 'asc' : 'desc';
  return list
    .orderBy('reviews.updated_at', direction)
    .orderBy('reviews.id', direction)
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countsByStatus(db: Database): Promise<Record<ReviewStatus, number>> {
  const rows = await db
    .selectFrom('reviews')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const counts: Record<ReviewStatus, number> = { pending: 0, approved: 0, hidden: 0 };
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}

/** Stores a product's rating and review count as its approved reviews say. */
export async function storeProductRating(
  db: Database,
  productId: number,
  rating: number,
  reviews: number,
): Promise<void> {
  await db.updateTable('products').set({ rating, reviews }).where('id', '=', productId).execute();
}
