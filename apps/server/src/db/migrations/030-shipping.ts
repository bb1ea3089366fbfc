import { sql, type Kysely } from 'kysely';
import { autoId } from './helpers';

const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
const positive = (column: string) => sql`${sql.ref(column)} > 0`;

/**
 * Shipping (ADR 099).
 *
 * `products.weight_grams`, `length_cm`, `breadth_cm`, `height_cm`: the product packed for
 * dispatch, as a courier weighs and measures it. Null until staff enter them (the demo catalogue
 * has them all); products made before this have none, because a guessed weight would be billed
 * as a real one.
 * `shipments`: one row per order booked with a courier provider, keyed by our order id, holding
 * what each step returned (the provider's order and shipment ids, AWB, label, pickup, manifest),
 * so a retried dispatch resumes where it stopped instead of booking twice.
 * `courier_calls`: every call made to the courier provider, one row per attempt: what was asked
 * (secrets left out), the HTTP status, how long it took and the error, for support and audit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per ALTER TABLE.
  for (const column of ['weight_grams', 'length_cm', 'breadth_cm', 'height_cm']) {
    await db.schema
      .alterTable('products')
      .addColumn(column, 'integer', (c) => c.check(positive(column)))
      .execute();
  }

  await db.schema
    .createTable('shipments')
    .addColumn('order_id', 'text', (c) =>
      c.primaryKey().references('orders.order_id').onDelete('cascade'),
    )
    .addColumn('provider', 'text', (c) =>
      c.notNull().check(oneOf('provider', ['manual', 'demo', 'shiprocket'])),
    )
    .addColumn('provider_order_id', 'text')
    .addColumn('provider_shipment_id', 'text')
    .addColumn('courier_name', 'text')
    .addColumn('awb', 'text')
    .addColumn('label_url', 'text')
    .addColumn('manifest_url', 'text')
    // UTC time the pickup was booked, and the India date (YYYY-MM-DD) the courier said it will
    // collect the parcel (null when the provider did not say).
    .addColumn('pickup_booked_at', 'text')
    .addColumn('pickup_date', 'text')
    // The chargeable weight the booking was made for.
    .addColumn('weight_grams', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shipments_awb').on('shipments').column('awb').execute();

  await db.schema
    .createTable('courier_calls')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('provider', 'text', (c) => c.notNull())
    // login, serviceability, create_order, assign_awb, pickup, label, manifest, track
    .addColumn('operation', 'text', (c) => c.notNull())
    // Our order id when the call is about one order (no foreign key: a call is kept as it was).
    .addColumn('order_id', 'text')
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    // The request body as JSON, passwords and tokens removed.
    .addColumn('request', 'text')
    // HTTP status; null when no answer came (timeout, refused connection).
    .addColumn('status', 'integer')
    .addColumn('outcome', 'text', (c) =>
      c.notNull().check(oneOf('outcome', ['ok', 'refused', 'failed', 'timeout', 'unexpected'])),
    )
    .addColumn('error', 'text')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('courier_calls_order')
    .on('courier_calls')
    .columns(['order_id', 'at'])
    .execute();
}
