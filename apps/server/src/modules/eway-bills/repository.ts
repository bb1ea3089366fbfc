import type { EwayBillView, EwayRecord, EwayRecordMode } from '@shop/shared/eway-bills/record';
import type { Database } from '../../db/database';
import type { OrderLineRow, OrderRow } from '../orders/repository';

export type EwayRecordView = NonNullable<EwayBillView['record']>;

/** The e-way bills staff recorded for these orders, by order id. */
export async function findRecords(
  db: Database,
  orderIds: readonly string[],
): Promise<Map<string, EwayRecordView>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('eway_bills')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .execute();
  return new Map(
    rows.map((r) => [
      r.order_id,
      {
        // The column's check constraint (migration 028) admits only these modes.
        mode: r.mode as EwayRecordMode,
        ewayBillNumber: r.eway_bill_number,
        generatedOn: r.generated_on,
        validUntil: r.valid_until,
        transporterId: r.transporter_id,
        transporterName: r.transporter_name,
        recordedAt: r.recorded_at,
      },
    ]),
  );
}

/** Keeps an order's e-way bill, replacing what was recorded before. */
export async function saveRecord(
  db: Database,
  orderId: string,
  record: EwayRecord,
  now: Date,
): Promise<void> {
  const byNumber = record.mode === 'number';
  const values = {
    mode: record.mode,
    eway_bill_number: byNumber ? record.ewayBillNumber : null,
    generated_on: byNumber ? record.generatedOn : null,
    valid_until: byNumber ? record.validUntil : null,
    transporter_id: record.transporterId || null,
    transporter_name: record.transporterName || null,
    recorded_at: now.toISOString(),
  };
  await db
    .insertInto('eway_bills')
    .values({ order_id: orderId, ...values })
    .onConflict((oc) => oc.column('order_id').doUpdateSet(values))
    .execute();
}

/** The orders and their invoice lines, for the rule and the Part A file. */
export async function findOrdersWithLines(
  db: Database,
  orderIds: readonly string[],
): Promise<{ order: OrderRow; lines: OrderLineRow[] }[]> {
  if (orderIds.length === 0) return [];
  const [orders, lines] = await Promise.all([
    db.selectFrom('orders').selectAll().where('order_id', 'in', orderIds).execute(),
    db
      .selectFrom('order_lines')
      .selectAll()
      .where('order_id', 'in', orderIds)
      .orderBy('line_no')
      .execute(),
  ]);
  return orders.map((order) => ({
    order,
    lines: lines.filter((l) => l.order_id === order.order_id),
  }));
}
