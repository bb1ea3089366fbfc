import { sql, type Kysely } from 'kysely';
import { autoId } from './helpers';

const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

/**
 * Cash on Delivery confirmed by the customer, and WhatsApp updates (ADR 102, 103).
 *
 * `orders.rto_at`: UTC time the courier started returning the parcel to us (return to origin);
 * null for every order that was not returned. Counted per customer to stop offering Cash on
 * Delivery after repeated refusals at the door.
 * `orders.cod_confirmed_at`: UTC time a Cash on Delivery order was confirmed, by its customer's
 * link or by staff; `cod_confirmed_by` says which ('customer' or 'staff').
 * `orders.whatsapp_opt_in`, `whatsapp_phone`: the shopper asked at checkout for order updates on
 * WhatsApp, at that number (E.164 digits without +, as the Cloud API takes it).
 * `cod_off_pincodes`: PIN codes where staff have switched Cash on Delivery off.
 * `whatsapp_messages`: the WhatsApp outbox, one row per order and event (a retried event never
 * sends twice), with the Cloud API's message id and its latest delivery status.
 * `whatsapp_statuses`: each status callback once (message id and status), so a repeated webhook
 * changes nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per ALTER TABLE.
  await db.schema.alterTable('orders').addColumn('rto_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('cod_confirmed_at', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('cod_confirmed_by', 'text', (c) =>
      c.check(oneOf('cod_confirmed_by', ['customer', 'staff'])),
    )
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('whatsapp_opt_in', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('orders').addColumn('whatsapp_phone', 'text').execute();
  await db.schema.createIndex('orders_rto_at').on('orders').column('rto_at').execute();

  await db.schema
    .createTable('cod_off_pincodes')
    .addColumn('pincode', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('whatsapp_messages')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_id', 'text', (c) =>
      c.notNull().references('orders.order_id').onDelete('cascade'),
    )
    // placed, cod_confirm, shipped, out_for_delivery, delivery_failed, delivered
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('to_phone', 'text', (c) => c.notNull())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    // The body parameters, a JSON array of texts in the template's order.
    .addColumn('parameters', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(oneOf('status', ['pending', 'sending', 'sent', 'failed'])),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('wa_message_id', 'text', (c) => c.unique())
    // sent, delivered, read or failed, from the status webhook.
    .addColumn('delivery_status', 'text')
    .addColumn('delivery_status_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addUniqueConstraint('whatsapp_messages_order_event', ['order_id', 'event'])
    .execute();
  await db.schema
    .createIndex('whatsapp_messages_due')
    .on('whatsapp_messages')
    .columns(['status', 'next_attempt_at'])
    .execute();

  await db.schema
    .createTable('whatsapp_statuses')
    .addColumn('wa_message_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('whatsapp_statuses_pk', ['wa_message_id', 'status'])
    .execute();
}
