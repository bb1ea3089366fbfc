import type { WhatsAppEvent } from '@shop/shared/whatsapp/events';
import type { Database } from '../../db/database';
import type { Row } from '../../db/schema';

export type WhatsAppRow = Row<'whatsapp_messages'>;

export interface NewWhatsAppMessage {
  orderId: string;
  event: WhatsAppEvent;
  toPhone: string;
  template: string;
  language: string;
  parameters: string[];
}

/** Queues one message per order and event; false when that event was already queued. */
export async function queueMessage(
  db: Database,
  msg: NewWhatsAppMessage,
  now: Date,
): Promise<boolean> {
  const result = await db
    .insertInto('whatsapp_messages')
    .values({
      order_id: msg.orderId,
      event: msg.event,
      to_phone: msg.toPhone,
      template: msg.template,
      language: msg.language,
      parameters: JSON.stringify(msg.parameters),
      next_attempt_at: now.toISOString(),
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.columns(['order_id', 'event']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function markSent(db: Database, id: number, waMessageId: string, now: Date) {
  await db
    .updateTable('whatsapp_messages')
    .set({
      status: 'sent',
      sent_at: now.toISOString(),
      last_error: null,
      wa_message_id: waMessageId,
    })
    .where('id', '=', id)
    .execute();
}

/** The order's WhatsApp messages, oldest first (back office, tests). */
export async function messagesForOrder(db: Database, orderId: string): Promise<WhatsAppRow[]> {
  return db
    .selectFrom('whatsapp_messages')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export interface StatusCallback {
  waMessageId: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  at: Date;
  error: string | null;
}

/** How far along each status is: a late "delivered" never replaces "read". */
const RANK: Record<StatusCallback['status'], number> = {
  sent: 1,
  delivered: 2,
  read: 3,
  failed: 4,
};

/**
 * Records one status callback once; false for one already recorded (a webhook sent again). The
 * message's latest status moves forward only.
 */
export async function recordStatus(db: Database, s: StatusCallback, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('whatsapp_statuses')
      .values({
        wa_message_id: s.waMessageId,
        status: s.status,
        at: s.at.toISOString(),
        error: s.error,
        received_at: now.toISOString(),
      })
      .onConflict((oc) => oc.columns(['wa_message_id', 'status']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
    const msg = await trx
      .selectFrom('whatsapp_messages')
      .select(['id', 'delivery_status'])
      .where('wa_message_id', '=', s.waMessageId)
      .executeTakeFirst();
    // Only recordStatus writes delivery_status, always one of the four.
    const current = msg?.delivery_status as StatusCallback['status'] | null | undefined;
    if (msg && (!current || RANK[s.status] > RANK[current])) {
      await trx
        .updateTable('whatsapp_messages')
        .set({ delivery_status: s.status, delivery_status_at: s.at.toISOString() })
        .where('id', '=', msg.id)
        .execute();
    }
    return true;
  });
}
