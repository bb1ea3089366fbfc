import type { AdminMessage, MessageListQuery, MessageReply } from '@shop/shared/admin/messages';
import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../../db/generated';
import type { Database } from '../../../db/database';
import type { Row } from '../../../db/schema';
import { containsPattern, lowerLike, offsetOf } from '../paging';

type MessageRow = Row<'contact_messages'> & { answered: SqlBool };

function toMessage(row: MessageRow, replies: MessageReply[] = []): AdminMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    read: row.read_at !== null,
    readAt: row.read_at,
    createdAt: row.created_at,
    replies,
    answered: Boolean(row.answered),
  };
}

/** The message's columns and whether any reply was sent. */
function selectMessages(db: Database) {
  return db
    .selectFrom('contact_messages')
    .selectAll('contact_messages')
    .select((eb) => replied(eb).as('answered'));
}

/** Whether the message has been answered: any reply sent. */
function replied(eb: ExpressionBuilder<DB, 'contact_messages'>) {
  return eb.exists(
    eb
      .selectFrom('contact_replies')
      .select('contact_replies.id')
      .whereRef('contact_replies.message_id', '=', 'contact_messages.id'),
  );
}

/** The messages the query's search and state keep, before sorting and paging. */
function matching(db: Database, query: MessageListQuery) {
  let q = selectMessages(db);
  if (query.q) {
    const like = containsPattern(query.q);
    const columns = ['name', 'email', 'phone', 'subject', 'message'] as const;
    q = q.where((eb) => eb.or(columns.map((c) => lowerLike(`contact_messages.${c}`, like))));
  }
  if (query.state === 'unread') q = q.where('read_at', 'is', null);
  if (query.state === 'answered') q = q.where(replied);
  if (query.state === 'unanswered') q = q.where((eb) => eb.not(replied(eb)));
  return q;
}

/** A page of the inbox as the query asks (by default unread first, newest first within each). */
export async function listMessages(
  db: Database,
  query: MessageListQuery,
): Promise<{ items: AdminMessage[]; total: number; unread: number }> {
  let ordered = matching(db, query);
  if (query.sort === 'needs-action') {
    ordered = ordered.orderBy(sql`case when read_at is null then 0 else 1 end`);
  }
  const direction = query.sort === 'oldest' ? 'asc' : 'desc';
  const [rows, total, unread] = await Promise.all([
    ordered
      .orderBy('created_at', direction)
      .orderBy('id', direction)
      .limit(query.pageSize)
      .offset(offsetOf(query))
      .execute(),
    matching(db, query)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    countUnread(db),
  ]);
  return { items: rows.map((row) => toMessage(row)), total: Number(total.n), unread };
}

/** One message with its replies, oldest first. */
export async function findMessage(db: Database, id: number): Promise<AdminMessage | undefined> {
  const [row, replies] = await Promise.all([
    selectMessages(db).where('id', '=', id).executeTakeFirst(),
    db
      .selectFrom('contact_replies')
      .select(['id', 'body', 'sent_at', 'staff_email'])
      .where('message_id', '=', id)
      .orderBy('id')
      .execute(),
  ]);
  return (
    row &&
    toMessage(
      row,
      replies.map((r) => ({
        id: r.id,
        body: r.body,
        sentAt: r.sent_at,
        staffEmail: r.staff_email,
      })),
    )
  );
}

export async function insertReply(
  db: Database,
  reply: { messageId: number; body: string; staff: { id: number | null; email: string } },
  outboxId: number,
  now: Date,
): Promise<void> {
  await db
    .insertInto('contact_replies')
    .values({
      message_id: reply.messageId,
      body: reply.body,
      staff_user_id: reply.staff.id,
      staff_email: reply.staff.email,
      outbox_id: outboxId,
      sent_at: now.toISOString(),
    })
    .execute();
}

/** Marks a message read (keeping the first time it was read) or unread; false when unknown. */
export async function setRead(
  db: Database,
  id: number,
  read: boolean,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('contact_messages')
    .set((eb) => ({
      read_at: read ? eb.fn.coalesce('read_at', eb.val(now.toISOString())) : null,
    }))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUnread(db: Database): Promise<number> {
  const row = await db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Messages no reply has been sent to. */
export async function countUnanswered(db: Database): Promise<number> {
  const row = await db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => eb.not(replied(eb)))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
