import type { TrackingKind } from '@shop/shared/shipping/tracking';

/*
 * Shiprocket's tracking statuses in the shop's kinds (ADR 101). Shiprocket names a status by a
 * number (`shipment_status_id` in its webhook, the table of its Tracking API: 6 Shipped,
 * 7 Delivered, 9 RTO Initiated, 10 RTO Delivered, 17 Out For Delivery, 18 In Transit,
 * 21 Undelivered, 42 Picked Up) and by words (`current_status`, a scan's `sr-status-label`).
 * The number is read first; the words when it is missing or new.
 */

const BY_ID: Record<number, TrackingKind> = {
  6: 'in_transit',
  7: 'delivered',
  9: 'rto_started',
  10: 'rto_delivered',
  17: 'out_for_delivery',
  18: 'in_transit',
  21: 'delivery_failed',
  42: 'picked_up',
};

/** The words, upper-cased, as Shiprocket writes them; RTO first, as its words contain others. */
const BY_WORDS: [RegExp, TrackingKind][] = [
  [/^RTO[ _]?(DELIVERED|RECEIVED)/, 'rto_delivered'],
  [/^RTO/, 'rto_started'],
  [/^(UNDELIVERED|DELIVERY FAILED|NDR)/, 'delivery_failed'],
  [/^OUT FOR DELIVERY/, 'out_for_delivery'],
  [/^DELIVERED/, 'delivered'],
  [/^(PICKED UP|PICKUP DONE)/, 'picked_up'],
  [/^(IN TRANSIT|SHIPPED|REACHED|OUT FOR PICKUP)/, 'in_transit'],
];

/** The kind of a Shiprocket status, by its number when known, else by its words. */
export function trackingKindOf(words: string, statusId?: number | null): TrackingKind {
  const byId = statusId === null || statusId === undefined ? undefined : BY_ID[statusId];
  if (byId) return byId;
  const upper = words.trim().toUpperCase().replace(/-/g, ' ');
  return BY_WORDS.find(([pattern]) => pattern.test(upper))?.[1] ?? 'other';
}
