import type { SubmissionResult } from '@conform-to/react';
import type { MyReview, ProductReviews } from '@shop/shared/reviews/review';
import { REVIEW_TEXTS } from '@shop/shared/reviews/texts';
import { Suspense } from 'react';
import { Link } from '~/lib/i18n/links';
import { loginPath } from '~/lib/safe-redirect';
import { lazyIsland } from '~/lib/lazy-island';
import { RatingSummaryCard } from './rating-summary';
import { ReviewList } from './review-list';

// The form and its form kit load only for a shopper who may write or edit a review (ADR 029):
// most visitors of a product page never need them.
const ReviewForm = lazyIsland(() => import('./review-form').then((m) => m.ReviewForm));

/** The product page's reviews (ADR 051): summary and form beside the list of approved reviews. */
export function ReviewsSection({
  productId,
  reviews,
  mine,
  saved,
  lastResult,
}: {
  productId: number;
  reviews: ProductReviews;
  /** Null for a guest. */
  mine: MyReview | null;
  saved: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-24">
      <h2 id="reviews-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
        Customer reviews
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-10">
        <div className="space-y-6">
          {reviews.summary.count > 0 && <RatingSummaryCard summary={reviews.summary} />}
          {!mine ? (
            <p className="text-sm text-slate-700">
              <Link
                to={loginPath(`/product/${productId}`)}
                className="font-medium text-brand-700 underline"
              >
                Sign in
              </Link>{' '}
              to review products you have bought.
            </p>
          ) : !mine.eligible && !mine.review ? (
            <p className="text-sm text-slate-700">{REVIEW_TEXTS.notEligible}</p>
          ) : (
            <Suspense>
              <ReviewForm productId={productId} mine={mine} saved={saved} lastResult={lastResult} />
            </Suspense>
          )}
        </div>
        <ReviewList data={reviews} productId={productId} />
      </div>
    </section>
  );
}
