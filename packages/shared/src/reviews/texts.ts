/**
 * The reviews' limits and texts (ADR 051), without the schemas: what a page that only shows
 * reviews needs, so it does not carry zod. Schemas and types are in ./review.ts.
 */

export const REVIEW_TITLE_MAX = 100;
export const REVIEW_BODY_MIN = 10;
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;
/** Reviews shown per page on a product page, newest first. */
export const REVIEWS_PAGE_SIZE = 10;
/** Reviews per page in the back office. */
export const MODERATION_PAGE_SIZE = 20;

/** Texts a shopper or staff member reads about reviews. */
export const REVIEW_TEXTS = {
  pending:
    'Thank you! Your review will appear once our team has checked it (usually within a day).',
  awaiting: 'Awaiting moderation',
  hidden: (reason: string) => `Not published: ${reason}`,
  notEligible: 'You can review a product once an order containing it has been delivered to you.',
  verified: 'Verified purchase',
  none: 'No reviews yet. Reviews come only from customers whose order was delivered.',
} as const;
