import { sql, type Kysely } from 'kysely';
import { autoId } from './helpers';

const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

/**
 * Courier tracking (ADR 101).
 *
 * `shipment_events`: each tracking event a courier reported for a shipment (by webhook or by
 * the poll), once: `event_key` is what the event is (AWB, status, time), unique, so a repeated
 * webhook or a poll that sees it again adds nothing and moves nothing.
 * `shipments.tracking`: the latest kind of event (picked_up … rto_delivered); `ndr_*`: the
 * latest failed delivery's reason and the customer's answer (re-attempt, a new date, cancel),
 * when and whether the provider was told.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shipment_events')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_id', 'text', (c) =>
      c.notNull().references('orders.order_id').onDelete('cascade'),
    )
    .addColumn('awb', 'text', (c) => c.notNull())
    .addColumn('event_key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .check(
          oneOf('kind', [
            'picked_up',
            'in_transit',
            'out_for_delivery',
            'delivered',
            'delivery_failed',
            'rto_started',
            'rto_delivered',
            'other',
          ]),
        ),
    )
    // The courier's own words for the status and the scan, and where it happened.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('activity', 'text', (c) => c.notNull())
    .addColumn('location', 'text')
    .addColumn('source', 'text', (c) => c.notNull().check(oneOf('source', ['webhook', 'poll'])))
    // UTC: when the courier says it happened, and when the shop heard.
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('shipment_events_order')
    .on('shipment_events')
    .columns(['order_id', 'at'])
    .execute();

  for (const column of [
    'tracking',
    'ndr_reason',
    'ndr_at',
    'ndr_answer',
    'ndr_answer_date',
    'ndr_answered_at',
    'ndr_sent_at',
  ]) {
    await db.schema.alterTable('shipments').addColumn(column, 'text').execute();
  }
}
