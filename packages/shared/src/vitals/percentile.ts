/**
 * The p-th percentile (0–100) of `values` by the nearest-rank method: the smallest value that at
 * least p % of the values are at or below. Core Web Vitals are judged at the 75th percentile of
 * page views (web.dev/articles/defining-core-web-vitals-thresholds). Undefined for no values.
 */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  if (!(p > 0 && p <= 100)) throw new RangeError(`percentile must be in (0, 100], got ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[rank - 1];
}
