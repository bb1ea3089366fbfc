/*
 * The look-alike's tracking webhook: the JSON Shiprocket POSTs on each new scan of a shipment
 * (apidocs.shiprocket.in, "Webhooks"), with the security token as x-api-key. Tests send it to
 * the shop themselves (app.inject, or fetch in a browser journey), as often as they like: a
 * duplicate delivery is one of the failures the shop must survive.
 */

/** Shiprocket's shipment statuses the shop acts on: the number and the words it sends. */
export const SHIPROCKET_STATUSES = {
  picked_up: { id: 42, words: 'PICKED UP', activity: 'In Transit - Shipment picked up' },
  in_transit: { id: 18, words: 'IN TRANSIT', activity: 'In Transit - Bag received at hub' },
  out_for_delivery: {
    id: 17,
    words: 'OUT FOR DELIVERY',
    activity: 'Dispatched - Out for delivery',
  },
  delivered: { id: 7, words: 'DELIVERED', activity: 'Delivered - Delivered to consignee' },
  delivery_failed: {
    id: 21,
    words: 'UNDELIVERED',
    activity: 'Undelivered - Consignee not available',
  },
  rto_started: { id: 9, words: 'RTO INITIATED', activity: 'RTO - Return initiated' },
  rto_delivered: { id: 10, words: 'RTO DELIVERED', activity: 'RTO - Delivered to shipper' },
} as const;
export type ShiprocketStatus = keyof typeof SHIPROCKET_STATUSES;

/** "2026-11-28 15:32:17" → "28 11 2026 15:32:17", as current_timestamp is written. */
const webhookTimestamp = (date: string) =>
  `${date.slice(8, 10)} ${date.slice(5, 7)} ${date.slice(0, 4)} ${date.slice(11)}`;

/**
 * A tracking webhook's body for `awb` reaching `status` at `date` (India time,
 * "YYYY-MM-DD HH:mm:ss"), with its one scan; the documented fields, in the documented shapes.
 */
export function trackingWebhook(
  awb: string,
  status: ShiprocketStatus,
  date: string,
  extra: { orderId?: string; activity?: string; location?: string } = {},
) {
  const s = SHIPROCKET_STATUSES[status];
  return {
    awb,
    courier_name: 'Delhivery Surface',
    current_status: s.words,
    current_status_id: s.id,
    shipment_status: s.words,
    shipment_status_id: s.id,
    current_timestamp: webhookTimestamp(date),
    order_id: extra.orderId ?? '',
    sr_order_id: 700001,
    awb_assigned_date: '2026-11-28 12:00:00',
    pickup_scheduled_date: '2026-11-29 10:00:00',
    etd: '2026-12-03 18:00:00',
    scans: [
      {
        date,
        status: 'X-PPOM',
        activity: extra.activity ?? s.activity,
        location: extra.location ?? 'Bengaluru_Hub (Karnataka)',
        'sr-status': String(s.id),
        'sr-status-label': s.words,
      },
    ],
    is_return: status.startsWith('rto') ? 1 : 0,
    channel_id: 3422553,
    pod_status: status === 'delivered' ? 'OTP Based Delivery' : '',
    pod: 'Not Available',
  };
}
