import type { VitalMetric, VitalReport, DeviceClass } from '@shop/shared/vitals/web-vitals';
import type { Database } from '../../db/database';

/** Stores one beacon's reports; nothing that names the visitor is written. */
export async function insertVitals(
  db: Database,
  reports: readonly VitalReport[],
  device: DeviceClass,
  now: Date,
): Promise<number> {
  const createdAt = now.toISOString();
  const result = await db
    .insertInto('web_vitals')
    .values(
      reports.map((r) => ({
        template: r.template,
        metric: r.metric,
        value: r.value,
        rating: r.rating,
        device,
        created_at: createdAt,
      })),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? reports.length);
}

export interface VitalValue {
  template: string;
  metric: VitalMetric;
  value: number;
}

/** Every value measured since `since`, for the percentile (packages/shared/vitals/percentile). */
export async function vitalValuesSince(db: Database, since: Date): Promise<VitalValue[]> {
  const rows = await db
    .selectFrom('web_vitals')
    .select(['template', 'metric', 'value'])
    .where('created_at', '>=', since.toISOString())
    .execute();
  // Only the shared schema's metric names are ever stored (routes.ts validates every beacon).
  return rows.map((r) => ({ ...r, metric: r.metric as VitalMetric, value: Number(r.value) }));
}
