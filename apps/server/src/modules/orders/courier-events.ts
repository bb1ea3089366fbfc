import type { CourierEvent, TrackingKind } from '@shop/shared/shipping/tracking';
import type { Shipment } from '@shop/shared/orders/order';
import type { Database } from '../../db/database';

/** The courier's events of an order, newest first (ADR 101). */
export async function courierEventsOf(db: Database, orderId: string): Promise<CourierEvent[]> {
  const rows = await db
    .selectFrom('shipment_events')
    .select(['kind', 'activity', 'location', 'at'])
    .where('order_id', '=', orderId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  // The column's check allows only TRACKING_KINDS (migration 032).
  return rows.map((r) => ({ ...r, kind: r.kind as TrackingKind }));
}

/** The shipment with the courier's events, when the order has shipped. */
export async function withCourierEvents(
  db: Database,
  orderId: string,
  shipment: Shipment | null,
): Promise<Shipment | null> {
  if (!shipment) return null;
  return { ...shipment, events: await courierEventsOf(db, orderId) };
}
