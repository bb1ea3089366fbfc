import { z } from 'zod';

/*
 * Shiprocket's answers as the shop reads them (apidocs.shiprocket.in, "Shiprocket API v1
 * external"): only the fields used, everything else passed over. Ids arrive as numbers and are
 * kept as text; dates arrive in India time as "YYYY-MM-DD HH:mm:ss".
 */

const id = z.union([z.number(), z.string().min(1)]).transform(String);

export const loginResponse = z.object({ token: z.string().min(1) });

export const serviceabilityResponse = z.object({
  // 200 with status 404 and a message: no courier serves the pair.
  status: z.number().optional(),
  message: z.string().optional(),
  data: z
    .object({
      available_courier_companies: z
        .array(
          z.object({
            courier_company_id: id,
            courier_name: z.string(),
            // Rupees, freight with the COD charge, sometimes with paise.
            rate: z.coerce.number().nonnegative(),
            estimated_delivery_days: z.coerce.number().int().nullish(),
            // "Dec 12, 2026"
            etd: z.string().nullish(),
          }),
        )
        .default([]),
      recommended_courier_company_id: id.nullish(),
    })
    .optional(),
});

export const createOrderResponse = z.object({
  order_id: id,
  shipment_id: id,
  status: z.string().optional(),
});

export const assignAwbResponse = z.object({
  awb_assign_status: z.number(),
  response: z.object({
    data: z.object({
      awb_code: z.string().nullish(),
      courier_name: z.string().nullish(),
      awb_assign_error: z.string().nullish(),
    }),
  }),
});

export const pickupResponse = z.object({
  pickup_status: z.number(),
  response: z.object({ pickup_scheduled_date: z.string().nullish(), data: z.unknown() }).optional(),
});

export const labelResponse = z.object({
  label_created: z.number(),
  label_url: z.string().nullish(),
  response: z.string().nullish(),
});

export const manifestResponse = z.object({
  status: z.number(),
  manifest_url: z.string().nullish(),
});

export const trackResponse = z.object({
  tracking_data: z.object({
    track_status: z.number(),
    shipment_status: z.number().nullish(),
    shipment_track: z
      .array(
        z.object({ current_status: z.string().nullish(), delivered_date: z.string().nullish() }),
      )
      .nullish(),
    shipment_track_activities: z
      .array(
        z.object({
          date: z.string(),
          status: z.string().nullish(),
          activity: z.string().nullish(),
          location: z.string().nullish(),
          'sr-status': z.union([z.string(), z.number()]).nullish(),
          'sr-status-label': z.string().nullish(),
        }),
      )
      .nullish(),
    error: z.string().nullish(),
  }),
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Dec 12, 2026" → "2026-12-12"; anything else → null. */
export function etdDate(etd: string | null | undefined): string | null {
  const m = /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4})/.exec(etd ?? '');
  const month = m ? MONTHS.indexOf(m[1]!) + 1 : 0;
  if (!m || month === 0) return null;
  return `${m[3]}-${String(month).padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
}

/** India time "YYYY-MM-DD HH:mm:ss" → UTC ISO; anything else → null. */
export function indiaTimeToIso(text: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(:\d{2})?)/.exec(text);
  if (!m) return null;
  const at = new Date(`${m[1]}T${m[2]}${m[3] ? '' : ':00'}+05:30`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}
