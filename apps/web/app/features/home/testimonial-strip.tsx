import type { ReviewOfProduct } from '@shop/shared/reviews/review';
import { TestimonialCarousel } from './testimonial-carousel';

/** The reviews in their carousel: the part of the section that loads after the page (ADR 029). */
export function TestimonialStrip({ reviews }: { reviews: readonly ReviewOfProduct[] }) {
  return <TestimonialCarousel items={reviews} />;
}
