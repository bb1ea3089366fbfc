import type { RatingSummary, ReviewOfProduct } from '@shop/shared/reviews/review';
import { Suspense } from 'react';
import { Container } from '~/components/ui/container';
import { Rating } from '~/components/ui/rating';
import { useT } from '~/lib/i18n/i18n';
import { lazyIsland } from '~/lib/lazy-island';
import { SectionHeading } from './section-heading';

// Far below the fold: the reviews, their cards and the carousel's code load after the page
// (ADR 029). In the browser the file is asked for as soon as this module runs, so a visit that
// comes here by a link usually has it before the page renders.
const TestimonialStrip = lazyIsland(() =>
  import('./testimonial-strip').then((m) => m.TestimonialStrip),
);
if (!import.meta.env.SSR) void TestimonialStrip.preload();

/**
 * The newest approved reviews, whatever their stars (ADR 051), under the shop's average rating.
 * Left out until there is a review to quote.
 */
export function TestimonialsSection({
  rating,
  reviews,
}: {
  rating: RatingSummary;
  reviews: readonly ReviewOfProduct[];
}) {
  const t = useT();
  if (reviews.length === 0) return null;
  return (
    <section
      aria-labelledby="testimonials-heading"
      className="below-fold overflow-hidden py-16 sm:py-20"
    >
      <Container>
        <SectionHeading
          id="testimonials-heading"
          eyebrow={t('home.reviews.eyebrow')}
          title={t('home.reviews.title')}
        />
        <p className="mx-auto mt-5 flex w-fit flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-full bg-white px-5 py-2 text-sm shadow-sm ring-1 ring-slate-200">
          {/* Stars filled to the average; the claim beside them says the number. */}
          <span aria-hidden="true" className="[&_.rating>span:not(.stars)]:hidden">
            <Rating rating={rating.average} />
          </span>
          <span className="text-slate-700">
            {t('home.reviews.claim', { average: rating.average.toFixed(1), count: rating.count })}
          </span>
        </p>
      </Container>
      <div className="mt-8">
        <Suspense>
          <TestimonialStrip reviews={reviews} />
        </Suspense>
      </div>
    </section>
  );
}
