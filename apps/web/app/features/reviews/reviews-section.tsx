import type { SubmissionResult } from '@conform-to/react';
import type { MyReview, ProductReviews } from '@shop/shared/reviews/review';
import { RatingSummaryCard } from './rating-summary';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';

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
          <ReviewForm productId={productId} mine={mine} saved={saved} lastResult={lastResult} />
        </div>
        <ReviewList data={reviews} productId={productId} />
      </div>
    </section>
  );
}
