import { z } from '../validation/z';
import { blankToUndefined, searchText, sortParam } from '../admin/paging';
import { REVIEW_STATUSES } from './review';

/** The answers of the review routes (ADR 051), as the API document describes them. */
const stars = z.number().int().min(1).max(5);

export const ratingSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
  byStars: z.tuple([z.number(), z.number(), z.number(), z.number(), z.number()]),
});

export const publicReviewSchema = z.object({
  id: z.number().int(),
  rating: stars,
  title: z.string(),
  body: z.string(),
  author: z.string(),
  city: z.string(),
  date: z.string(),
  verified: z.literal(true),
  reply: z.object({ text: z.string(), date: z.string() }).nullable(),
});

export const productReviewsSchema = z.object({
  summary: ratingSummarySchema,
  reviews: z.array(publicReviewSchema),
  page: z.number().int(),
  pageCount: z.number().int(),
});

export const myReviewSchema = z.object({
  eligible: z.boolean(),
  review: z
    .object({
      rating: stars,
      title: z.string(),
      body: z.string(),
      status: z.enum(REVIEW_STATUSES),
      hiddenReason: z.string().nullable(),
    })
    .nullable(),
});

export const moderatedReviewSchema = publicReviewSchema.omit({ verified: true }).extend({
  productId: z.number().int(),
  productName: z.string(),
  customerEmail: z.string(),
  orderId: z.string(),
  status: z.enum(REVIEW_STATUSES),
  hiddenReason: z.string().nullable(),
});

export const moderationPageSchema = z.object({
  items: z.array(moderatedReviewSchema),
  counts: z.object({ pending: z.number(), approved: z.number(), hidden: z.number() }),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
});

const page = z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).default(1));

/** ?page= of a product's reviews. */
export const reviewPageQuerySchema = z.object({ page });

/** The moderation queue's orders: pending first (then newest change), by date, by stars. */
export const REVIEW_SORTS = [
  'needs-action',
  'newest',
  'oldest',
  'rating-low',
  'rating-high',
] as const;

/**
 * The back office's queue: ?status=pending|approved|hidden (blank: all), ?q= (product, author,
 * title or text), ?rating=1–5, ?sort= (REVIEW_SORTS) and ?page=.
 */
export const moderationQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(REVIEW_STATUSES).optional()),
  q: searchText,
  rating: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(5).optional()),
  sort: sortParam(REVIEW_SORTS),
  page,
});
export type ModerationQuery = z.infer<typeof moderationQuerySchema>;
