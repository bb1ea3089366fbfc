import { z } from '../validation/z';
import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_REPLY_MAX, REVIEW_TITLE_MAX } from './texts';

export * from './texts';

/**
 * Reviews from real buyers (ADR 051): only a customer with a delivered order containing
 * the product may review it, once (a second one edits the first); staff approve, hide with a
 * stated reason, or reply; a product's rating and review count are computed from approved
 * reviews. Follows IS 19000:2022: no review without a purchase, none hidden for being negative.
 */

export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * Why staff may hide a review: the only grounds the shop publishes (IS 19000 §6.4 moderation
 * criteria). A low rating or criticism is never one of them.
 */
export const HIDE_REASONS = [
  'Abusive or offensive language',
  'Personal information of someone',
  'Not about this product',
  'Advertising or spam',
] as const;
export type HideReason = (typeof HIDE_REASONS)[number];

export const REVIEW_ERRORS = {
  rating: 'Choose a rating from 1 to 5 stars',
  titleLong: `Title must be at most ${REVIEW_TITLE_MAX} characters`,
  bodyRequired: 'Write a few words about the product',
  bodyShort: `Review must be at least ${REVIEW_BODY_MIN} characters`,
  bodyLong: `Review must be at most ${REVIEW_BODY_MAX.toLocaleString('en-IN')} characters`,
  reason: 'Choose why this review is hidden',
  replyRequired: 'Write a reply',
  replyLong: `Reply must be at most ${REVIEW_REPLY_MAX.toLocaleString('en-IN')} characters`,
  notFound: 'Review not found',
} as const;

const text = (s: string) => s.replace(/\r\n?/g, '\n').trim();

export const reviewInputSchema = z.object({
  rating: z.coerce
    .number({ error: REVIEW_ERRORS.rating })
    .int(REVIEW_ERRORS.rating)
    .min(1, REVIEW_ERRORS.rating)
    .max(5, REVIEW_ERRORS.rating),
  title: z
    .string({ error: REVIEW_ERRORS.titleLong })
    .optional()
    .transform((s) => text(s ?? ''))
    .pipe(z.string().max(REVIEW_TITLE_MAX, REVIEW_ERRORS.titleLong)),
  body: z
    .string({ error: REVIEW_ERRORS.bodyRequired })
    .transform(text)
    .pipe(
      z
        .string()
        .min(1, REVIEW_ERRORS.bodyRequired)
        .min(REVIEW_BODY_MIN, REVIEW_ERRORS.bodyShort)
        .max(REVIEW_BODY_MAX, REVIEW_ERRORS.bodyLong),
    ),
});
export type ReviewInput = z.output<typeof reviewInputSchema>;

export const hideReviewSchema = z.object({
  reason: z.enum(HIDE_REASONS, { error: REVIEW_ERRORS.reason }),
});

export const replySchema = z.object({
  reply: z
    .string({ error: REVIEW_ERRORS.replyRequired })
    .transform(text)
    .pipe(
      z.string().min(1, REVIEW_ERRORS.replyRequired).max(REVIEW_REPLY_MAX, REVIEW_ERRORS.replyLong),
    ),
});

/** A published review as shoppers read it. The author is named as "Priya S.". */
export interface PublicReview {
  id: number;
  rating: number;
  title: string;
  body: string;
  author: string;
  /** The delivery city of the order that bought the product. */
  city: string;
  /** ISO time the review was written or last edited. */
  date: string;
  /** Always true: a review needs a delivered order (kept for JSON-LD and the badge). */
  verified: true;
  reply: { text: string; date: string } | null;
}

/** A published review with the product it is about (the home page's latest reviews). */
export interface ReviewOfProduct extends PublicReview {
  productId: number;
  productName: string;
}

/** Average (one decimal), count and how many reviews gave each number of stars. */
export interface RatingSummary {
  average: number;
  count: number;
  /** Index 0 = 1 star … index 4 = 5 stars. */
  byStars: [number, number, number, number, number];
}

export interface ProductReviews {
  summary: RatingSummary;
  reviews: PublicReview[];
  page: number;
  pageCount: number;
}

/** The signed-in shopper's own review of a product, and whether they may write one. */
export interface MyReview {
  eligible: boolean;
  review: {
    rating: number;
    title: string;
    body: string;
    status: ReviewStatus;
    hiddenReason: string | null;
  } | null;
}

/** A review as staff see it in the moderation queue. */
export interface ModeratedReview extends Omit<PublicReview, 'verified'> {
  productId: number;
  productName: string;
  customerEmail: string;
  orderId: string;
  status: ReviewStatus;
  hiddenReason: string | null;
}

export interface ModerationPage {
  items: ModeratedReview[];
  /** Every review by status, whatever the search: the queue's tabs. */
  counts: Record<ReviewStatus, number>;
  /** How many the search and filters keep. */
  total: number;
  page: number;
  pageCount: number;
}

/** "Priya Sharma" → "Priya S.": enough to be a person, not enough to find them. */
export function reviewerName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'Customer';
  const [first, ...rest] = parts;
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first!;
}

/** The summary of how many reviews gave each number of stars (index 0 = 1 star). */
export function ratingSummary(byStars: RatingSummary['byStars']): RatingSummary {
  const count = byStars.reduce((a, n) => a + n, 0);
  const sum = byStars.reduce((a, n, i) => a + n * (i + 1), 0);
  return { average: count ? roundRating(sum / count) : 0, count, byStars };
}

/** One decimal, half up, without binary-fraction surprises (4.25 → 4.3). */
export function roundRating(value: number): number {
  return Math.round(Math.round(value * 1000) / 100) / 10;
}

const reviewId = z.coerce.number().int().min(1).max(2_147_483_647);

/** The back office's three review forms, told apart by the button pressed (`intent`). */
export const moderationFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('approve'), id: reviewId }),
  z.object({ intent: z.literal('hide'), id: reviewId, reason: hideReviewSchema.shape.reason }),
  z.object({ intent: z.literal('reply'), id: reviewId, reply: replySchema.shape.reply }),
]);
