import { z } from '../validation/z';
import { pagingShape } from './paging';

/** GET /api/admin/messages query: unread first, then newest first. */
export const messageListQuerySchema = z.object({ ...pagingShape }).strict();
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

/** The inbox's form: mark the message read or unread, told apart by the button (`intent`). */
export const messageFormSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  intent: z.enum(['read', 'unread']),
});

/** A contact-form message in the back office. */
export interface AdminMessage {
  id: number;
  name: string;
  email: string;
  /** 10 digits. */
  phone: string;
  subject: string;
  message: string;
  read: boolean;
  readAt: string | null;
  createdAt: string;
  /** mailto: link answering the sender with the subject 'Re: {subject}'. */
  replyHref: string;
}

/** The answer of GET /api/admin/messages: a page plus the inbox's unread count. */
export interface MessagePage {
  items: AdminMessage[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  unread: number;
}

/** A reply-by-email link: mailto with the subject 'Re: {subject}' (RFC 6068 encoding). */
export function replyHref(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
}
