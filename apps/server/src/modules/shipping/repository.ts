import type { Database } from '../../db/database';
import type { Row } from '../../db/schema';
import { readyToShip } from '../orders/to-ship';
import type { ShippingProviderName } from './config';

/** An order as a booking needs it: who and where, how paid, what, and each product's box. */
export async function orderToShip(db: Database, orderId: string) {
  const order = await db
    .selectFrom('orders')
    .select([
      'order_id',
      'created_at',
      'customer_name',
      'customer_phone',
      'customer_email',
      'address',
      'city',
      'state',
      'pincode',
      'payment_method',
      'total_amount',
      (eb) => readyToShip(eb).as('ready'),
    ])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!order) return undefined;
  const lines = await db
    .selectFrom('order_lines')
    // A product deleted since the order has no box left: the line counts as unmeasured.
    .leftJoin('products', 'products.id', 'order_lines.product_id')
    .select([
      'order_lines.product_id',
      'order_lines.name',
      'order_lines.quantity',
      'order_lines.taxable_value',
      'order_lines.tax_amount',
      'order_lines.hsn',
      'products.weight_grams',
      'products.length_cm',
      'products.breadth_cm',
      'products.height_cm',
    ])
    .where('order_lines.order_id', '=', orderId)
    .orderBy('order_lines.line_no')
    .execute();
  return { ...order, ready: Boolean(order.ready), lines };
}

export type ShipmentRow = Row<'shipments'>;

export function findShipment(db: Database, orderId: string): Promise<ShipmentRow | undefined> {
  return db.selectFrom('shipments').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

/** The order's shipment row, made when the first booking step starts. */
export async function startShipment(
  db: Database,
  orderId: string,
  provider: ShippingProviderName,
  weightGrams: number,
  now: Date,
): Promise<ShipmentRow> {
  await db
    .insertInto('shipments')
    .values({
      order_id: orderId,
      provider,
      weight_grams: weightGrams,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .execute();
  return (await findShipment(db, orderId))!;
}

/** Keeps what one step returned, before the next step starts. */
export async function saveStep(
  db: Database,
  orderId: string,
  step: Partial<
    Pick<
      ShipmentRow,
      | 'provider_order_id'
      | 'provider_shipment_id'
      | 'awb'
      | 'courier_name'
      | 'pickup_booked_at'
      | 'pickup_date'
      | 'label_url'
    >
  >,
  now: Date,
): Promise<void> {
  await db
    .updateTable('shipments')
    .set({ ...step, updated_at: now.toISOString() })
    .where('order_id', '=', orderId)
    .execute();
}
