import { TESTIMONIALS } from '@shop/shared/content/testimonials';
import { CLAIMS } from '@shop/shared/shop/claims';
import { Star } from 'lucide-react';
import { Container } from '~/components/ui/container';
import { SectionHeading } from './section-heading';
import { TestimonialCarousel } from './testimonial-carousel';

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
              <Star key={n} className="h-4 w-4 fill-amber-400 text-amber-400" />
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
        <TestimonialCarousel items={TESTIMONIALS} />
      </div>
    </section>
  );
}
