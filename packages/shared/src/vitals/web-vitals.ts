/*
 * Core Web Vitals from real visits (ADR 100): what a page reports and what the back office reads.
 * Plain types and constants only, no zod: the browser's reporter imports this file.
 */

/** The three metrics Google's page experience ranking reads (web.dev/articles/vitals). */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** The web-vitals library's own rating of a value against Google's thresholds. */
export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type VitalRating = (typeof VITAL_RATINGS)[number];

/** A coarse class of the visiting device, from the viewport width: never a fingerprint. */
export const DEVICE_CLASSES = ['mobile', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** Below this viewport width (CSS px) a visit counts as mobile, as Tailwind's `md` breakpoint. */
export const MOBILE_MAX_WIDTH = 768;

/** The endpoint a page's beacon posts its batch to. */
export const VITALS_ENDPOINT = '/api/vitals';

/** Share of page views that report, unless WEB_VITALS_SAMPLE_RATE says otherwise. */
export const DEFAULT_VITALS_SAMPLE_RATE = 0.25;

/** Most metrics one beacon may carry: three per page view, several views in one visit. */
export const MAX_VITALS_PER_BATCH = 30;

/** One measured value, named by the page's template (its route id), never by its address. */
export interface VitalReport {
  metric: VitalMetric;
  /** Milliseconds for LCP and INP; a unitless score for CLS. */
  value: number;
  rating: VitalRating;
  /** The route id, e.g. `routes/product`: the same for every product page. */
  template: string;
}

/** What one beacon carries. */
export interface VitalsBatch {
  device: DeviceClass;
  reports: VitalReport[];
}

/** The dashboard's figure for one template: the 75th percentile of each metric, 7 days. */
export interface TemplateVitals {
  template: string;
  /** Values behind the most-reported metric: about one per sampled page view. */
  samples: number;
  lcpMs: number | null;
  inpMs: number | null;
  cls: number | null;
}

/** The days the dashboard's figures look back over, as Google's Search Console does over 28. */
export const VITALS_WINDOW_DAYS = 7;
