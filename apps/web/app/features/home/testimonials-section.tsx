import { CLAIMS } from '@shop/shared/shop/claims';
import { Suspense } from 'react';
import { Container } from '~/components/ui/container';
import { Icon } from '~/components/ui/icon';
import { lazyIsland } from '~/lib/lazy-island';
import { SectionHeading } from './section-heading';

// Far below the fold: the reviews, their cards and the carousel's code load after the page
// (ADR 029). In the browser the file is asked for as soon as this module runs, so a visit that
// comes here by a link usually has it before the page renders.
const TestimonialStrip = lazyIsland(() =>
  import('./testimonial-strip').then((m) => m.TestimonialStrip),
);
if (!import.meta.env.SSR) void TestimonialStrip.preload();

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-heading" className="overflow-hidden py-16 sm:py-20">
      <Container>
        <SectionHeading
          id="testimonials-heading"
          eyebrow="Customer stories"
          title="Trusted by businesses across India"
        />
        <p className="mx-auto mt-5 flex w-fit flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-full bg-white px-5 py-2 text-sm shadow-sm ring-1 ring-slate-200">
          <span className="inline-flex" aria-hidden="true">
            {[1, 2, 3, 4, 5].map((n) => (
              <Icon name="star" key={n} className="h-4 w-4 fill-amber-400 text-amber-400" />
            ))}
          </span>
          <span>
            <strong className="text-slate-900">{CLAIMS.rating}/5</strong>{' '}
            <span className="text-slate-600">
              from {CLAIMS.ratingCount.toLocaleString('en-IN')} reviews
            </span>
          </span>
        </p>
      </Container>
      <div className="mt-8">
        <Suspense>
          <TestimonialStrip />
        </Suspense>
      </div>
    </section>
  );
}
