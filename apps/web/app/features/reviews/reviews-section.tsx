import type { SubmissionResult } from '@conform-to/react';
import type { MyReview, ProductReviews } from '@shop/shared/reviews/review';
import { Suspense } from 'react';
import { Link } from '~/lib/i18n/links';
import { loginPath } from '~/lib/safe-redirect';
import { lazyIsland } from '~/lib/lazy-island';
import { RichText, useT } from '~/lib/i18n/i18n';
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
  const t = useT();
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="below-fold scroll-mt-24">
      <h2 id="reviews-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
        {t('product.reviews.heading')}
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-10">
        <div className="space-y-6">
          {reviews.summary.count > 0 && <RatingSummaryCard summary={reviews.summary} />}
          {!mine ? (
            <p className="text-sm text-slate-700">
              <RichText
                id="product.reviews.signIn"
                components={[
                  <Link
                    key="sign-in"
                    to={loginPath(`/product/${productId}`)}
                    className="font-medium text-brand-700 underline"
                  />,
                ]}
              />
            </p>
          ) : !mine.eligible && !mine.review ? (
            <p className="text-sm text-slate-700">{t('product.reviews.notEligible')}</p>
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
