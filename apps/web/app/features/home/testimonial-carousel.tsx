import type { ReviewOfProduct } from '@shop/shared/reviews/review';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useHydrated } from '~/lib/use-hydrated';
import { Icon } from '~/components/ui/icon';
import { useT } from '~/lib/i18n/i18n';
import { TestimonialCard } from './testimonial-card';
import { usePrefersReducedMotion } from './use-reduced-motion';

/** Spec §4: one pixel every 30 ms, the list repeated three times. */
const STEP_PX = 1;
const TICK_MS = 30;
const COPIES = 3;

/** Width of one copy of the list: where the second copy starts, relative to the first. */
function copyWidth(list: HTMLElement, perCopy: number): number {
  // children are Elements; this list's are its <li> cards, and an index past the end is undefined.
  const first = list.children[0] as HTMLElement | undefined;
  const second = list.children[perCopy] as HTMLElement | undefined; // the same
  return first && second ? second.offsetLeft - first.offsetLeft : 0;
}

/**
 * Auto-scrolling testimonials. Moves while nobody is pointing at, touching or focused inside it,
 * restarting seamlessly after one copy of the list; with reduced motion it is a plain scrollable
 * list. Copies after the first are hidden from screen readers, so each review is heard once.
 */
export function TestimonialCarousel({ items }: { items: readonly ReviewOfProduct[] }) {
  const t = useT();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const [stopped, setStopped] = useState(false);
  const moving = !reducedMotion && !stopped && !pointerInside && !focusInside;
  // The copies only serve the moving strip, which needs the script: the page's HTML carries the
  // reviews once and the browser adds the copies after hydration.
  const hydrated = useHydrated();
  const copies = reducedMotion || !hydrated ? 1 : COPIES;

  useEffect(() => {
    const scroller = scrollerRef.current;
    const list = listRef.current;
    if (!moving || !scroller || !list) return;
    let position = scroller.scrollLeft;
    const timer = window.setInterval(() => {
      // The shopper scrolled by hand or with the buttons: carry on from there.
      if (Math.abs(scroller.scrollLeft - position) > 2) position = scroller.scrollLeft;
      position += STEP_PX;
      const period = copyWidth(list, items.length);
      if (period > 0 && position >= period) position -= period;
      scroller.scrollLeft = position;
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [moving, items.length]);

  function step(direction: 1 | -1) {
    const scroller = scrollerRef.current;
    const list = listRef.current;
    const card = list?.children[0] as HTMLElement | undefined; // an <li> card, or none
    if (!scroller || !list || !card) return;
    const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
    const distance = card.offsetWidth + gap;
    const period = copies > 1 ? copyWidth(list, items.length) : 0;
    // Jump by one copy first when that keeps the move inside the repeated list.
    if (period > 0 && direction < 0 && scroller.scrollLeft < distance) {
      scroller.scrollLeft += period;
    } else if (period > 0 && direction > 0 && scroller.scrollLeft + distance > 2 * period) {
      scroller.scrollLeft -= period;
    }
    scroller.scrollBy({ left: direction * distance, behavior: reducedMotion ? 'auto' : 'smooth' });
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
  }

  const buttonClass =
    'inline-flex h-10 w-10 items-center justify-center rounded-full bg-white text-slate-700 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50 hover:text-brand-700';

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={t('home.reviews.carousel')}
      onPointerEnter={() => setPointerInside(true)}
      onPointerLeave={() => setPointerInside(false)}
      onFocus={() => setFocusInside(true)}
      onBlur={onBlur}
    >
      <div className="mx-auto flex max-w-7xl justify-end gap-2 px-4 sm:px-6 lg:px-8">
        <button type="button" className={buttonClass} onClick={() => step(-1)}>
          <Icon name="chevron-left" className="h-5 w-5" />
          <span className="sr-only">{t('home.reviews.previous')}</span>
        </button>
        {!reducedMotion && (
          <button
            type="button"
            className={buttonClass}
            aria-pressed={stopped}
            onClick={() => setStopped((s) => !s)}
          >
            {stopped ? (
              <Icon name="play" className="h-4 w-4" />
            ) : (
              <Icon name="pause" className="h-4 w-4" />
            )}
            <span className="sr-only">{t('home.reviews.pause')}</span>
          </button>
        )}
        <button type="button" className={buttonClass} onClick={() => step(1)}>
          <Icon name="chevron-right" className="h-5 w-5" />
          <span className="sr-only">{t('home.reviews.next')}</span>
        </button>
      </div>
      <div
        ref={scrollerRef}
        tabIndex={0}
        // A focusable scroller needs a name, and a plain div may not carry aria-label.
        role="group"
        aria-label={t('home.reviews.scroller')}
        data-testid="testimonial-scroller"
        className="mt-4 overflow-x-auto px-4 pb-4 pt-1 [scrollbar-width:none] focus-visible:outline-offset-[-2px] sm:px-6 lg:px-8 motion-reduce:snap-x motion-reduce:snap-mandatory motion-reduce:[scrollbar-width:thin]"
      >
        <ul ref={listRef} className="flex w-max gap-6">
          {Array.from({ length: copies }, (_, copy) =>
            items.map((t) => (
              <li
                key={`${copy}-${t.id}`}
                aria-hidden={copy > 0 ? true : undefined}
                // The copies' product links must not take focus either.
                inert={copy > 0 ? true : undefined}
                className="w-[400px] max-w-[calc(100vw-3rem)] shrink-0 scroll-ml-4 motion-reduce:snap-start sm:scroll-ml-6 lg:scroll-ml-8"
              >
                <TestimonialCard testimonial={t} />
              </li>
            )),
          )}
        </ul>
      </div>
    </div>
  );
}
