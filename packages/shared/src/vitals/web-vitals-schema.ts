import { describes } from '../validation/describes';
import { z } from '../validation/z';
import {
  DEVICE_CLASSES,
  MAX_VITALS_PER_BATCH,
  VITAL_METRICS,
  VITAL_RATINGS,
  type TemplateVitals,
  type VitalsBatch,
} from './web-vitals';

/*
 * The contract of POST /api/vitals and of the dashboard's figures (ADR 100). Server-only: the
 * browser's reporter sends the shape of `VitalsBatch` without loading zod.
 */

/** A route id: lower-case path segments, as React Router names `routes/admin/dashboard`. */
const template = z
  .string()
  .regex(/^[a-z0-9_-]+(\/[a-z0-9_.$-]+)*$/, 'must be a route id such as routes/product')
  .max(80);

/** One beacon's metrics. Values past these bounds are broken measurements, not slow pages. */
export const vitalsBatchSchema = describes<VitalsBatch>()(
  z
    .strictObject({
      device: z.enum(DEVICE_CLASSES),
      reports: z
        .array(
          z.strictObject({
            metric: z.enum(VITAL_METRICS),
            // An hour in milliseconds for LCP and INP; CLS is far below it.
            value: z.number().min(0).max(3_600_000),
            rating: z.enum(VITAL_RATINGS),
            template,
          }),
        )
        .min(1)
        .max(MAX_VITALS_PER_BATCH),
    })
    .meta({ id: 'VitalsBatch' }),
);

export const vitalsStoredSchema = z.object({ stored: z.number().int() });

export const templateVitalsSchema = describes<TemplateVitals[]>()(
  z.array(
    z
      .object({
        template: z.string(),
        samples: z.number().int(),
        lcpMs: z.number().nullable(),
        inpMs: z.number().nullable(),
        cls: z.number().nullable(),
      })
      .meta({ id: 'TemplateVitals' }),
  ),
);
