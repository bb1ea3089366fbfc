import {
  MOBILE_MAX_WIDTH,
  VITALS_ENDPOINT,
  type VitalMetric,
  type VitalReport,
  type VitalsBatch,
} from '@shop/shared/vitals/web-vitals';
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';

let started = false;

/**
 * Collects LCP, INP and CLS as the web-vitals library reports them and sends what has come in
 * with one beacon when the page is hidden (a tab switch, a navigation away, a closed app), the
 * last moment a page is sure to run. The queue empties after each send, so a page shown again
 * sends only what changed since.
 */
export function startReporting(template: string): void {
  if (started) return;
  started = true;
  const queue = new Map<VitalMetric, VitalReport>();
  const add = (metric: Metric) => {
    // onLCP, onINP and onCLS are the only callbacks given this function.
    const name = metric.name as VitalMetric;
    queue.set(name, { metric: name, value: metric.value, rating: metric.rating, template });
  };
  onLCP(add);
  onINP(add);
  onCLS(add);

  const flush = () => {
    if (queue.size === 0) return;
    const batch: VitalsBatch = {
      device: window.innerWidth < MOBILE_MAX_WIDTH ? 'mobile' : 'desktop',
      reports: [...queue.values()],
    };
    queue.clear();
    // A string body goes as text/plain: no preflight, and the shop's endpoint reads it as JSON.
    navigator.sendBeacon(VITALS_ENDPOINT, JSON.stringify(batch));
  };
  // Registered after the library's own listeners, so its final values are queued first.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  // Safari does not always fire visibilitychange when a page is left.
  addEventListener('pagehide', flush);
}
