import { percentile } from '@shop/shared/vitals/percentile';
import {
  VITALS_WINDOW_DAYS,
  type TemplateVitals,
  type VitalMetric,
  type VitalsBatch,
} from '@shop/shared/vitals/web-vitals';
import type { Database } from '../../db/database';
import { RateLimitedError } from '../../lib/domain-errors';
import { takeHits, type RatePolicies } from '../rate-limit/limiter';
import { insertVitals, vitalValuesSince } from './repository';

const DAY = 86_400_000;

export class TooManyVitalsError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super('too_many_requests', 'Too many measurements from this address.', retryAfterSeconds);
  }
}

/** Core Web Vitals from real visits (ADR 100): taken from pages, read by the back office. */
export class VitalsService {
  constructor(
    private readonly db: Database,
    private readonly policies: RatePolicies,
  ) {}

  /**
   * Stores one beacon's batch after counting it against the sender's address. The address serves
   * only the limit (rate_limit_hits, pruned after a day); the stored rows do not carry it.
   */
  async receive(batch: VitalsBatch, ip: string, now = new Date()): Promise<number> {
    const hit = { policy: 'webVitals', key: ip } as const;
    const allowance = await takeHits(this.db, [hit], now, this.policies);
    if (!allowance.allowed) throw new TooManyVitalsError(allowance.retryAfterSeconds);
    return insertVitals(this.db, batch.reports, batch.device, now);
  }

  /** The 75th percentile of LCP, INP and CLS per template over the last 7 days, busiest first. */
  async p75ByTemplate(now = new Date()): Promise<TemplateVitals[]> {
    const since = new Date(now.getTime() - VITALS_WINDOW_DAYS * DAY);
    const byTemplate = new Map<string, Record<VitalMetric, number[]>>();
    for (const row of await vitalValuesSince(this.db, since)) {
      let values = byTemplate.get(row.template);
      if (!values) byTemplate.set(row.template, (values = { LCP: [], INP: [], CLS: [] }));
      values[row.metric]?.push(row.value);
    }
    return [...byTemplate]
      .map(([template, v]) => ({
        template,
        samples: Math.max(v.LCP.length, v.INP.length, v.CLS.length),
        lcpMs: roundOrNull(percentile(v.LCP, 75), 0),
        inpMs: roundOrNull(percentile(v.INP, 75), 0),
        cls: roundOrNull(percentile(v.CLS, 75), 3),
      }))
      .sort((a, b) => b.samples - a.samples || a.template.localeCompare(b.template));
  }
}

function roundOrNull(value: number | undefined, digits: number): number | null {
  if (value === undefined) return null;
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
