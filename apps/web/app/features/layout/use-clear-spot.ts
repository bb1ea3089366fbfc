import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether no element matching `selector` lies under the fixed element `spot` (nor within `gap`
 * pixels of it), kept current as the page scrolls, resizes or changes. An IntersectionObserver
 * whose root margin shrinks the viewport to the spot does the watching, so scrolling costs no
 * script. False until the page has been looked at: in the server's HTML and without JavaScript.
 */
export function useClearSpot(
  spot: RefObject<HTMLElement | null>,
  selector: string,
  gap = 8,
): boolean {
  const [clear, setClear] = useState(false);

  useEffect(() => {
    const el = spot.current;
    if (!el) return;
    const under = new Set<Element>();
    const report = () => setClear(under.size === 0);
    let observer: IntersectionObserver | undefined;

    const observeAll = () => {
      const targets = document.querySelectorAll(selector);
      for (const target of targets) observer?.observe(target);
      return targets.length;
    };
    // The spot's rectangle, grown by the gap, as a root margin (negative: it shrinks the root).
    const watch = () => {
      observer?.disconnect();
      under.clear();
      const r = el.getBoundingClientRect();
      const { clientWidth, clientHeight } = document.documentElement;
      const sides = [r.top, clientWidth - r.right, clientHeight - r.bottom, r.left];
      const rootMargin = sides.map((side) => `${Math.min(0, Math.round(gap - side))}px`).join(' ');
      observer = new IntersectionObserver(
        (entries) => {
          for (const e of entries) {
            if (e.isIntersecting) under.add(e.target);
            else under.delete(e.target);
          }
          report();
        },
        { rootMargin },
      );
      // The observer reports each target once at the start; with none, nothing will come.
      if (observeAll() === 0) report();
    };

    // Buttons come and go (a route change, a cart line, a checkout step): observe new ones and
    // forget the removed.
    const changes = new MutationObserver(() => {
      for (const target of under) if (!target.isConnected) under.delete(target);
      observeAll();
      report();
    });
    watch();
    changes.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', watch);
    return () => {
      window.removeEventListener('resize', watch);
      changes.disconnect();
      observer?.disconnect();
    };
  }, [spot, selector, gap]);

  return clear;
}
