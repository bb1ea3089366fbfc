import { Counter, Histogram, Registry } from 'prom-client';

/**
 * The process's own metrics (ADR 088): one registry per process, as Prometheus expects one
 * target per process; several instances are several targets, summed by the query. Services call
 * the small functions below where a thing happens; plugins/metrics.ts serves the registry.
 */
export const shopMetrics = new Registry();

/**
 * Seconds per answer, labelled by route template (never the raw URL) and status; its `_count`
 * is the request count. Buckets start at 1 ms: kept answers take well under that.
 */
const requestSeconds = new Histogram({
  name: 'shop_http_request_duration_seconds',
  help: 'Time from request to response, by method, route template and status code.',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [shopMetrics],
});

/** Counts one answered request under its route template. */
export function observeRequest(
  method: string,
  route: string,
  statusCode: number,
  seconds: number,
): void {
  requestSeconds.observe({ method, route, status_code: statusCode }, seconds);
}

const ordersPlaced = new Counter({
  name: 'shop_orders_placed_total',
  help: 'Orders placed (committed; a replayed Idempotency-Key is not counted again).',
  registers: [shopMetrics],
});

/** Call once an order's transaction has committed. */
export function countOrderPlaced(): void {
  ordersPlaced.inc();
}

/**
 * What became of a payment, as the shop learnt it: `captured` (the order became Paid, live or
 * demo), `failed` (an attempt failed or the window was closed), `verification_failed` (Checkout's
 * report did not match: signature or order), `verification_pending` (Razorpay could not be asked).
 */
export type PaymentOutcome = 'captured' | 'failed' | 'verification_failed' | 'verification_pending';

const payments = new Counter({
  name: 'shop_payments_total',
  help: 'Payments by outcome: captured, failed, verification_failed, verification_pending.',
  labelNames: ['outcome'] as const,
  registers: [shopMetrics],
});

/** Call once the outcome is committed. */
export function countPayment(outcome: PaymentOutcome): void {
  payments.inc({ outcome });
}

/**
 * Lookups of the kept answers (ADR 041, 094): `page` for rendered pages, `json` for
 * catalogue answers (the front door's included). Plain numbers on the hot path, read into the
 * counter at scrape time, so a lookup allocates nothing.
 */
export const keptLookups = {
  page: { lookups: 0, misses: 0 },
  json: { lookups: 0, misses: 0 },
};

new Counter({
  name: 'shop_cache_requests_total',
  help: 'Lookups of kept answers by cache (page, json) and result (hit, miss).',
  labelNames: ['cache', 'result'] as const,
  registers: [shopMetrics],
  collect() {
    // The tallies only grow, so setting the counter to them keeps counter semantics.
    this.reset();
    for (const cache of ['page', 'json'] as const) {
      const { lookups, misses } = keptLookups[cache];
      this.inc({ cache, result: 'hit' }, lookups - misses);
      this.inc({ cache, result: 'miss' }, misses);
    }
  },
});
