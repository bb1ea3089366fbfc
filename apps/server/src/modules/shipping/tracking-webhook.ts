import crypto from 'node:crypto';
import { z } from 'zod';
import { InvalidInputError, NotFoundError, UnauthenticatedError } from '../../lib/domain-errors';
import { indiaTimeToIso } from './shiprocket-schemas';
import type { CourierReport, ShipmentTracking } from './tracking';
import { trackingKindOf } from './tracking-words';

/*
 * Shiprocket's tracking webhook (apidocs.shiprocket.in, "Webhooks"; ADR 101): a POST of JSON on
 * every new scan of a shipment, to the URL registered under Settings → API → Webhooks, with the
 * security token registered there in the `x-api-key` header. Shiprocket signs nothing else, so
 * the token is the whole authentication; it is compared in constant time.
 */

/** The payload's fields the shop reads (others are passed over). */
export const trackingWebhookBody = z.looseObject({
  awb: z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1).max(40)),
  current_status: z.string().max(100).optional(),
  shipment_status: z.string().max(100).optional(),
  shipment_status_id: z.coerce.number().int().optional(),
  // "23 05 2023 11:43:52", India time
  current_timestamp: z.string().max(40).optional(),
  scans: z
    .array(
      z.looseObject({
        date: z.string().max(40),
        activity: z.string().max(500).nullish(),
        location: z.string().max(200).nullish(),
        'sr-status': z.union([z.string(), z.number()]).nullish(),
        'sr-status-label': z.string().max(100).nullish(),
      }),
    )
    .max(500)
    .nullish(),
});
export type TrackingWebhookBody = z.infer<typeof trackingWebhookBody>;

export const WEBHOOK_MESSAGES = {
  token: 'Send the security token registered with the webhook in the x-api-key header',
  off: 'Tracking webhooks are off: set SHIPROCKET_WEBHOOK_TOKEN',
  unknownAwb: (awb: string) => `No shipment of this shop has AWB ${awb}`,
  time: 'The event has no time the shop can read (current_timestamp or a scan date)',
} as const;

/** "23 05 2023 11:43:52" (the webhook's current_timestamp), India time → UTC ISO. */
function webhookTime(text: string | undefined): string | null {
  const m = /^(\d{2}) (\d{2}) (\d{4}) (\d{2}:\d{2}:\d{2})$/.exec(text?.trim() ?? '');
  return m ? indiaTimeToIso(`${m[3]}-${m[2]}-${m[1]} ${m[4]}`) : null;
}

/**
 * The event the webhook reports: its current status, at the newest scan's time (the time the
 * poll sees for the same scan, so the two are kept once), or at current_timestamp.
 */
export function reportOf(body: TrackingWebhookBody): CourierReport {
  const words = body.shipment_status ?? body.current_status ?? '';
  const kind = trackingKindOf(words, body.shipment_status_id);
  const scans = [...(body.scans ?? [])].sort((a, b) => a.date.localeCompare(b.date));
  const latest = scans.at(-1);
  const at = (latest && indiaTimeToIso(latest.date)) ?? webhookTime(body.current_timestamp);
  if (!at) throw new InvalidInputError('invalid_request', WEBHOOK_MESSAGES.time);
  return {
    kind,
    status: body.current_status ?? words,
    activity: latest?.activity ?? body.current_status ?? words,
    location: latest?.location ?? null,
    at,
  };
}

function sameToken(given: string | undefined, expected: string): boolean {
  const a = crypto
    .createHash('sha256')
    .update(given ?? '')
    .digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return given !== undefined && crypto.timingSafeEqual(a, b);
}

/** Checks the token, then records the event: 401 bad token, 404 unknown AWB, else added or not. */
export async function receiveTrackingWebhook(
  tracking: ShipmentTracking,
  token: string | undefined,
  apiKey: string | undefined,
  body: TrackingWebhookBody,
): Promise<{ status: 'processed' | 'duplicate' }> {
  if (!token) throw new UnauthenticatedError('webhook_off', WEBHOOK_MESSAGES.off);
  if (!sameToken(apiKey, token)) {
    throw new UnauthenticatedError('webhook_token', WEBHOOK_MESSAGES.token);
  }
  const recorded = await tracking.record(body.awb, [reportOf(body)], 'webhook');
  if (!recorded.known) throw new NotFoundError(WEBHOOK_MESSAGES.unknownAwb(body.awb));
  return { status: recorded.added > 0 ? 'processed' : 'duplicate' };
}
