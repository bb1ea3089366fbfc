import {
  codToCollect,
  DISPATCH_MAX_ORDERS,
  type ShipQueueItem,
  type ShipQueueQuery,
} from '@shop/shared/admin/dispatch';
import type { NdrAnswer, TrackingKind } from '@shop/shared/shipping/tracking';
import type { Database } from '../../../db/database';
import type { OrderRow } from '../../orders/repository';
import { readyToShip } from '../../orders/to-ship';
import { containsPattern, lowerLike, offsetOf } from '../paging';

type QueueRow = Pick<
  OrderRow,
  | 'order_id'
  | 'created_at'
  | 'customer_name'
  | 'city'
  | 'pincode'
  | 'total_items'
  | 'total_amount'
  | 'payment_method'
  | 'payment_status'
  | 'order_status'
>;

const COLUMNS = [
  'order_id',
  'created_at',
  'customer_name',
  'city',
  'pincode',
  'total_items',
  'total_amount',
  'payment_method',
  'payment_status',
  'order_status',
] as const;

function toItem(
  row: QueueRow,
  shipment: { carrier: string | null; tracking_number: string | null } | undefined,
): ShipQueueItem {
  return {
    orderId: row.order_id,
    placedAt: row.created_at,
    customerName: row.customer_name,
    city: row.city,
    pincode: row.pincode,
    items: row.total_items,
    totalPaise: row.total_amount,
    paymentMethod: row.payment_method,
    paymentStatus: row.payment_status,
    codPaise: codToCollect({
      paymentMethod: row.payment_method,
      paymentStatus: row.payment_status,
      totalPaise: row.total_amount,
    }),
    status: row.order_status,
    carrier: shipment?.carrier ?? null,
    trackingNumber: shipment?.tracking_number ?? null,
  };
}

/** Every order the to-ship rule lets go, oldest first (the order id breaks a tie). */
export async function ordersToShip(
  db: Database,
  query: ShipQueueQuery,
): Promise<{ items: ShipQueueItem[]; total: number }> {
  let matching = db.selectFrom('orders').where(readyToShip);
  if (query.q) {
    const like = containsPattern(query.q);
    matching = matching.where((eb) =>
      eb.or(
        ['order_id', 'customer_name', 'city', 'pincode'].map((c) => lowerLike(`orders.${c}`, like)),
      ),
    );
  }
  const direction = query.sort === 'newest' ? 'desc' : 'asc';
  const [rows, { n }] = await Promise.all([
    matching
      .select(COLUMNS)
      .orderBy('created_at', direction)
      .orderBy('order_id', direction)
      .limit(query.pageSize)
      .offset(offsetOf(query))
      .execute(),
    matching.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map((r) => toItem(r, undefined)), total: Number(n) };
}

/** Orders on their way (Shipped, not delivered), oldest first, with their latest courier. */
export async function ordersOnTheirWay(db: Database): Promise<ShipQueueItem[]> {
  const rows = await db
    .selectFrom('orders')
    .select(COLUMNS)
    .where('order_status', '=', 'Shipped')
    .orderBy('created_at')
    .orderBy('order_id')
    .limit(DISPATCH_MAX_ORDERS)
    .execute();
  if (rows.length === 0) return [];
  const events = await db
    .selectFrom('order_status_history')
    .select(['order_id', 'carrier', 'tracking_number'])
    .where(
      'order_id',
      'in',
      rows.map((r) => r.order_id),
    )
    .where('carrier', 'is not', null)
    .orderBy('at')
    .orderBy('id')
    .execute();
  // The latest shipment event of each order wins, as on the order's page.
  const latest = new Map(events.map((e) => [e.order_id, e]));
  const couriers = await courierStates(
    db,
    rows.map((r) => r.order_id),
  );
  return rows.map((r) => ({
    ...toItem(r, latest.get(r.order_id)),
    courier: couriers.get(r.order_id) ?? null,
  }));
}

/** What each order's courier last reported and the customer answered (ADR 101). */
async function courierStates(db: Database, orderIds: string[]) {
  const rows = await db
    .selectFrom('shipments')
    .select([
      'order_id',
      'tracking',
      'ndr_reason',
      'ndr_answer',
      'ndr_answer_date',
      'ndr_sent_at',
      'label_url',
    ])
    .where('order_id', 'in', orderIds)
    .execute();
  return new Map(
    rows.map((r) => [
      r.order_id,
      {
        // Written only from TRACKING_KINDS and NDR_ANSWERS (tracking.ts, delivery-problems.ts).
        tracking: r.tracking as TrackingKind | null,
        failedReason: r.tracking === 'delivery_failed' ? r.ndr_reason : null,
        // Written only from NDR_ANSWERS (delivery-problems.ts).
        answer: r.ndr_answer as NdrAnswer | null,
        answerDate: r.ndr_answer_date,
        answerSent: r.ndr_sent_at !== null,
        labelUrl: r.label_url,
      },
    ]),
  );
}
