import { replyHref, type AdminMessage } from '@shop/shared/admin/messages';
import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import type { Row } from '../../../db/schema';
import { offsetOf, type Paging } from '../paging';

function toMessage(row: Row<'contact_messages'>): AdminMessage {
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
    replyHref: replyHref(row.email, row.subject),
  };
}

/** A page of the inbox: unread messages first, newest first within each. */
export async function listMessages(
  db: Database,
  paging: Paging,
): Promise<{ items: AdminMessage[]; total: number; unread: number }> {
  const [rows, counts] = await Promise.all([
    db
      .selectFrom('contact_messages')
      .selectAll()
      .orderBy(sql`case when read_at is null then 0 else 1 end`)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(paging.pageSize)
      .offset(offsetOf(paging))
      .execute(),
    db
      .selectFrom('contact_messages')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.count<number>('id').filterWhere('read_at', 'is', null).as('unread'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toMessage), total: Number(counts.total), unread: Number(counts.unread) };
}

export async function findMessage(db: Database, id: number): Promise<AdminMessage | undefined> {
  const row = await db
    .selectFrom('contact_messages')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toMessage(row);
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
