import { z } from '../validation/z';
import { blankToUndefined, pagingShape, searchText, sortParam } from './paging';

/** The inbox's orders: unread first (then newest), newest or oldest first. */
export const MESSAGE_SORTS = ['needs-action', 'newest', 'oldest'] as const;
/** The inbox's filter on a message's state. */
export const MESSAGE_STATES = ['unread', 'unanswered', 'answered'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];
export const MESSAGE_STATE_LABELS: Record<MessageState, string> = {
  unread: 'Unread',
  unanswered: 'Not answered',
  answered: 'Answered',
};

/**
 * GET /api/admin/messages query: `q` matches name, email, phone, subject or text; `state` keeps
 * unread, unanswered or answered messages; `sort` as MESSAGE_SORTS.
 */
export const messageListQuerySchema = z
  .object({
    q: searchText,
    state: z.preprocess(blankToUndefined, z.enum(MESSAGE_STATES).optional()),
    sort: sortParam(MESSAGE_SORTS),
    ...pagingShape,
  })
  .strict();
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

export const MAX_REPLY_LENGTH = 5000;
export const REPLY_ERRORS = {
  body: 'Write the reply',
  tooLong: `A reply can be at most ${MAX_REPLY_LENGTH} characters`,
} as const;

/** A reply's text: trimmed, never empty (POST /api/admin/messages/:id/reply and the form). */
export const replyBodySchema = z
  .string({ error: REPLY_ERRORS.body })
  .transform((s) => s.trim())
  .pipe(z.string().min(1, REPLY_ERRORS.body).max(MAX_REPLY_LENGTH, REPLY_ERRORS.tooLong));

export const messageReplySchema = z.object({ body: replyBodySchema }).strict();

/**
 * The inbox's forms, told apart by the button (`intent`): mark the message read or unread, or
 * send the reply written in `body`.
 */
export const messageFormSchema = z
  .object({
    id: z.coerce.number().int().min(1).max(2_147_483_647),
    intent: z.enum(['read', 'unread', 'reply']),
    body: z.string().optional(),
  })
  .transform((form, ctx) => {
    if (form.intent !== 'reply') return { id: form.id, intent: form.intent };
    const body = replyBodySchema.safeParse(form.body ?? '');
    if (!body.success) {
      ctx.addIssue({ code: 'custom', path: ['body'], message: body.error.issues[0]!.message });
      return z.NEVER;
    }
    return { id: form.id, intent: form.intent, body: body.data };
  });

/** A reply sent from the back office, kept with its message. */
export interface MessageReply {
  id: number;
  body: string;
  /** UTC ISO time it was handed to the outbox. */
  sentAt: string;
  /** The member of staff who wrote it. */
  staffEmail: string;
}

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
  /** Replies sent from the back office, oldest first (the list leaves them out: []). */
  replies: MessageReply[];
  /** True once at least one reply was sent. */
  answered: boolean;
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
