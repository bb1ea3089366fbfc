import type { Database } from '../../db/database';

export interface NewContactMessage {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  ip: string;
  userAgent: string | null;
}

export async function insertContactMessage(
  db: Database,
  msg: NewContactMessage,
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('contact_messages')
    .values({
      name: msg.name,
      email: msg.email,
      phone: msg.phone,
      subject: msg.subject,
      message: msg.message,
      ip: msg.ip,
      user_agent: msg.userAgent,
      read_at: null,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
