import { TESTIMONIALS } from '@shop/shared/content/testimonials';
import { TestimonialCarousel } from './testimonial-carousel';

/** The reviews in their carousel: the part of the section that loads after the page (ADR 029). */
export function TestimonialStrip() {
  return <TestimonialCarousel items={TESTIMONIALS} />;
}
