import {
  MODERATION_PAGE_SIZE,
  ratingSummary,
  REVIEW_ERRORS,
  REVIEW_TEXTS,
  REVIEWS_PAGE_SIZE,
  reviewerName,
  type HideReason,
  type ModerationPage,
  type ModeratedReview,
  type MyReview,
  type ProductReviews,
  type PublicReview,
  type RatingSummary,
  type ReviewInput,
  type ReviewOfProduct,
} from '@shop/shared/reviews/review';
import type { ModerationQuery } from '@shop/shared/reviews/responses';
import type { Database } from '../../db/database';
import { ForbiddenError, NotFoundError } from '../../lib/domain-errors';
import { Kept } from '../../lib/kept';
import { insertAudit, type Actor } from '../admin/audit/repository';
import { bumpCatalogueRevision } from '../catalogue/repository';
import * as repo from './repository';

/** At most this many pages of reviews and summaries kept (each a few KB). */
const SHOWN_KEPT = 2_000;

const NO_REVIEWS: ProductReviews = {
  summary: ratingSummary([0, 0, 0, 0, 0]),
  reviews: [],
  page: 1,
  pageCount: 1,
};

/**
 * Reviews from real buyers (ADR 051): written by customers whose order with the product was
 * delivered, moderated by staff, and the only source of a product's rating and review count,
 * which are stored on the product (for lists and the rating sort) in the same transaction as
 * every change that moves them.
 */
export class ReviewService {
  /**
   * What shoppers are shown (a product's page of reviews, the shop's rating), kept under the
   * catalogue revision it was read at (ADR 094): every change a shopper could see in them moves
   * that revision, on every instance, so an entry is never stale; old ones age out.
   */
  private readonly shown = new Kept<unknown>(SHOWN_KEPT);

  /** `revision`: the catalogue's revision as its read model holds it (CatalogueService). */
  constructor(
    private readonly db: Database,
    private readonly revision: () => Promise<string>,
  ) {}

  /**
   * A product's rating summary and one page of its approved reviews, newest first. `published`:
   * how many approved reviews the catalogue says it has, when the caller knows; with none there
   * is nothing to read (most of a distributor's range).
   */
  forProduct(productId: number, page = 1, published?: number): Promise<ProductReviews> {
    if (published === 0) return Promise.resolve(NO_REVIEWS);
    return this.kept(`product ${productId} ${page}`, () => this.readProduct(productId, page));
  }

  /** Every approved review of the shop: the rating the shop's claims quote. */
  shopSummary(): Promise<RatingSummary> {
    return this.kept('shop', () => this.summary());
  }

  /** `read`'s answer kept under the current revision and `key`; one read per key at a time. */
  private async kept<T>(key: string, read: () => Promise<T>): Promise<T> {
    const at = `${await this.revision()} ${key}`;
    // Every key names what read it (product, shop, latest), so its entry holds that read's T.
    return this.shown.get(at, read) as Promise<T>;
  }

  private async readProduct(productId: number, page: number): Promise<ProductReviews> {
    // The first page is read with one row more: when that row is missing, every approved review
    // is in hand and the summary is counted from them (one query instead of two, for most
    // products; ADR 094).
    const first =
      page <= 1
        ? await repo.approvedReviews(this.db, productId, REVIEWS_PAGE_SIZE + 1, 0)
        : undefined;
    const summary =
      first && first.length <= REVIEWS_PAGE_SIZE
        ? summaryOfRows(first)
        : await this.summary(productId);
    const pageCount = Math.max(1, Math.ceil(summary.count / REVIEWS_PAGE_SIZE));
    const current = Math.min(Math.max(1, page), pageCount);
    const rows =
      first?.slice(0, REVIEWS_PAGE_SIZE) ??
      (await repo.approvedReviews(
        this.db,
        productId,
        REVIEWS_PAGE_SIZE,
        (current - 1) * REVIEWS_PAGE_SIZE,
      ));
    return { summary, reviews: rows.map(toPublic), page: current, pageCount };
  }

  /** The newest approved reviews, whatever their stars (none chosen for being kind). */
  latest(limit: number): Promise<ReviewOfProduct[]> {
    return this.kept(`latest ${limit}`, async () => {
      const rows = await repo.latestApproved(this.db, limit);
      return rows.map((r) => ({
        ...toPublic(r),
        productId: r.product_id,
        productName: r.product_name ?? '',
      }));
    });
  }

  /** The shopper's own review of the product, and whether they may write or edit one. */
  async mine(userId: number, productId: number): Promise<MyReview> {
    const [order, own] = await Promise.all([
      repo.deliveredOrderWith(this.db, userId, productId),
      repo.findOwnReview(this.db, userId, productId),
    ]);
    return {
      eligible: order !== undefined,
      review: own
        ? {
            rating: own.rating,
            title: own.title,
            body: own.body,
            status: own.status,
            hiddenReason: own.hidden_reason,
          }
        : null,
    };
  }

  /**
   * Writes the shopper's review of the product, or edits the one they wrote: refused unless an
   * order of theirs containing it was delivered. Either way it waits for moderation again, and a
   * review that was published stops counting until it is approved again.
   */
  async save(userId: number, productId: number, input: ReviewInput): Promise<MyReview> {
    const now = new Date().toISOString();
    await this.db.transaction().execute(async (trx) => {
      const orderId = await repo.deliveredOrderWith(trx, userId, productId);
      if (!orderId) throw new ForbiddenError('review_not_eligible', REVIEW_TEXTS.notEligible);
      const own = await repo.findOwnReview(trx, userId, productId);
      const text = { rating: input.rating, title: input.title, body: input.body };
      if (!own) {
        await repo.insertReview(trx, {
          product_id: productId,
          user_id: userId,
          order_id: orderId,
          ...text,
          status: 'pending',
          created_at: now,
          updated_at: now,
        });
        return;
      }
      await repo.updateReview(trx, own.id, {
        ...text,
        status: 'pending',
        hidden_reason: null,
        updated_at: now,
      });
      if (own.status === 'approved') await refreshRating(trx, productId);
    });
    return this.mine(userId, productId);
  }

  /** The back office's queue as the query asks (by default pending first, then newest change). */
  async moderation(query: ModerationQuery): Promise<ModerationPage> {
    const [counts, total] = await Promise.all([
      repo.countsByStatus(this.db),
      repo.countModeration(this.db, query),
    ]);
    const pageCount = Math.max(1, Math.ceil(total / MODERATION_PAGE_SIZE));
    const page = Math.min(Math.max(1, query.page), pageCount);
    const rows = await repo.moderationList(
      this.db,
      query,
      MODERATION_PAGE_SIZE,
      (page - 1) * MODERATION_PAGE_SIZE,
    );
    return { items: rows.map(toModerated), counts, total, page, pageCount };
  }

  /** Publishes a review: it counts in its product's rating from now on. */
  approve(actor: Actor, id: number): Promise<ModeratedReview> {
    return this.moderate(actor, id, { status: 'approved', hidden_reason: null }, 'review.approve');
  }

  /** Takes a review off the shop for one of the published reasons (never for its stars). */
  hide(actor: Actor, id: number, reason: HideReason): Promise<ModeratedReview> {
    return this.moderate(actor, id, { status: 'hidden', hidden_reason: reason }, 'review.hide', {
      reason,
    });
  }

  /** The shop's public answer under the review. */
  reply(actor: Actor, id: number, reply: string): Promise<ModeratedReview> {
    const now = new Date().toISOString();
    return this.moderate(actor, id, { reply, replied_at: now }, 'review.reply');
  }

  private async moderate(
    actor: Actor,
    id: number,
    changes: Parameters<typeof repo.updateReview>[2],
    action: 'review.approve' | 'review.hide' | 'review.reply',
    details: Record<string, unknown> = {},
  ): Promise<ModeratedReview> {
    const now = new Date();
    await this.db.transaction().execute(async (trx) => {
      const review = await repo.findReview(trx, id);
      if (!review) throw new NotFoundError(REVIEW_ERRORS.notFound);
      await repo.updateReview(trx, id, changes);
      if (changes.status && changes.status !== review.status) {
        await refreshRating(trx, review.product_id);
      } else if (review.status === 'approved') {
        // A reply to a published review: shown on the shop, so the revision moves (ADR 094).
        await bumpCatalogueRevision(trx);
      }
      await insertAudit(trx, actor, { action, entity: 'review', entityId: id, details }, now);
    });
    return toModerated((await repo.findReviewWithPeople(this.db, id))!);
  }

  private async summary(productId?: number): Promise<RatingSummary> {
    return summaryOf(await repo.starCounts(this.db, productId));
  }
}

/** The summary of these reviews (all of a product's approved ones). */
function summaryOfRows(rows: readonly { rating: number }[]): RatingSummary {
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(row.rating, (counts.get(row.rating) ?? 0) + 1);
  return summaryOf(counts);
}

function summaryOf(counts: Map<number, number>): RatingSummary {
  const n = (stars: number) => counts.get(stars) ?? 0;
  return ratingSummary([n(1), n(2), n(3), n(4), n(5)]);
}

/**
 * Stores the product's rating and review count from its approved reviews, and moves the
 * catalogue revision so every server process (and the page cache) shows them at once.
 */
export async function refreshRating(trx: Database, productId: number): Promise<void> {
  const { average, count } = summaryOf(await repo.starCounts(trx, productId));
  await repo.storeProductRating(trx, productId, average, count);
  await bumpCatalogueRevision(trx);
}

/**
 * The author of reviews changed their name: when one of their reviews is published, the
 * catalogue revision moves, so pages and kept answers show the new name (ADR 094).
 */
export async function authorRenamed(trx: Database, userId: number): Promise<void> {
  if (await repo.hasApprovedReview(trx, userId)) await bumpCatalogueRevision(trx);
}

function toPublic(r: repo.ReviewWithPeople): PublicReview {
  return {
    id: r.id,
    rating: r.rating,
    title: r.title,
    body: r.body,
    author: reviewerName(r.author_name),
    city: r.city,
    date: r.updated_at,
    verified: true,
    reply: r.reply && r.replied_at ? { text: r.reply, date: r.replied_at } : null,
  };
}

function toModerated(r: repo.ReviewWithPeople): ModeratedReview {
  const { verified: _verified, ...review } = toPublic(r);
  return {
    ...review,
    productId: r.product_id,
    productName: r.product_name ?? `Product ${r.product_id} (deleted)`,
    customerEmail: r.author_email,
    orderId: r.order_id,
    status: r.status,
    hiddenReason: r.hidden_reason,
  };
}
