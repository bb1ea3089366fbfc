import { useEffect, useRef } from 'react';
import { useMatches } from 'react-router';

/** The back office is measured by no one's ranking; only the shop's own pages report. */
const BACK_OFFICE_PREFIX = 'routes/admin/';

/**
 * Starts reporting this page view's Core Web Vitals (ADR 100) when the visit is in the sample.
 * The library and the reporter load only then, after hydration and in an idle moment, so they
 * cost nothing before the picture and nothing at all on the views left out.
 */
export function useWebVitals(sampleRate: number): void {
  // The template of the page the visit landed on: the library measures that document's load,
  // and its INP and CLS over the whole visit, as Chrome's own field data attributes them.
  const matches = useMatches();
  const landing = useRef(matches[matches.length - 1]?.id);

  useEffect(() => {
    const template = landing.current;
    if (!template || template.startsWith(BACK_OFFICE_PREFIX)) return;
    if (!(Math.random() < sampleRate)) return;
    const start = () => void import('./reporter').then((m) => m.startReporting(template));
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(start, { timeout: 5000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(start, 1000);
    return () => clearTimeout(id);
  }, [sampleRate]);
}
