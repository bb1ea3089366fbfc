import type { SubmissionResult } from '@conform-to/react';
import {
  MAX_REPLY_LENGTH,
  MESSAGE_SORTS,
  MESSAGE_STATE_LABELS,
  MESSAGE_STATES,
  messageFormSchema,
  type AdminMessage,
  type MessagePage,
} from '@shop/shared/admin/messages';
import { formatIst } from '@shop/shared/format/india-time';
import { Form, Link } from 'react-router';
import { TextAreaField } from '~/components/form/fields';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { Notice } from '~/components/ui/notice';
import { ListFilters, optionsOf } from './list-filters';
import { EmptyList, Outcome, PageTitle, Pager } from './ui';

const SAVED_TEXT = {
  read: 'Marked as read.',
  unread: 'Marked as unread.',
  reply: 'Reply sent by email.',
} as const;

/** The outcome of the last form, from the address (`?saved=read`), for the status line. */
export function savedText(saved: string | null): string | undefined {
  return saved === 'read' || saved === 'unread' || saved === 'reply'
    ? SAVED_TEXT[saved]
    : undefined;
}

/** The replies sent so far, oldest first, each with who sent it and when. */
function ReplyThread({ replies }: { replies: AdminMessage['replies'] }) {
  if (replies.length === 0) return null;
  return (
    <section aria-label="Replies sent" className="mt-5 space-y-3">
      {replies.map((r) => (
        <div key={r.id} className="rounded-lg border-l-4 border-brand-600 bg-slate-50 px-4 py-3">
          <p className="text-xs text-slate-600">
            Reply by {r.staffEmail} · {formatIst(r.sentAt)}
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{r.body}</p>
        </div>
      ))}
    </section>
  );
}

/**
 * One message opened: the whole text, the replies sent, the reply form (emailed to the sender
 * through the outbox) and the form that marks it read or not.
 */
function MessageDetail({
  message: m,
  closeHref,
  saved,
  lastResult,
}: {
  message: AdminMessage;
  closeHref: string;
  saved: string | undefined;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  // Checked on the server only: the form has no field to type in.
  const { error, field } = useShopForm(messageFormSchema, lastResult);
  const busy = useSubmitting();
  const body = field('body');
  const intent = m.read ? 'unread' : 'read';
  return (
    <article
      aria-labelledby="message-subject"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="message-subject" className="break-words text-lg font-semibold text-slate-900">
        {m.subject}
      </h2>
      <p className="mt-1 break-words text-sm text-slate-600">
        {m.name} · {m.email} · {m.phone} · {formatIst(m.createdAt)} · {m.read ? 'Read' : 'Unread'}
      </p>
      <p className="mt-4 whitespace-pre-wrap break-words text-slate-800">{m.message}</p>
      <ReplyThread replies={m.replies} />
      <Outcome saved={saved} error={error} />
      <Form method="post" className="mt-5 space-y-2">
        <input type="hidden" name="id" value={m.id} />
        <TextAreaField
          label={`Reply to ${m.name} (sent by email to ${m.email})`}
          name={body.name}
          rows={5}
          compact
          maxLength={MAX_REPLY_LENGTH}
          defaultValue={body.defaultValue ?? ''}
          error={body.error}
        />
        <button
          type="submit"
          name="intent"
          value="reply"
          className={buttonClass('primary', 'sm')}
          disabled={busy}
        >
          {busy ? 'Sending…' : 'Send reply'}
        </button>
      </Form>
      <div className="mt-5 flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="id" value={m.id} />
          <button
            type="submit"
            name="intent"
            value={intent}
            className={buttonClass('outline', 'sm')}
            disabled={busy}
          >
            {busy ? 'Saving…' : m.read ? 'Mark unread' : 'Mark read'}
          </button>
        </Form>
        <Link to={closeHref} className={buttonClass('ghost', 'sm')}>
          Close
        </Link>
      </div>
    </article>
  );
}

/**
 * /admin/messages: the contact inbox, unread first, read on the server; `?id=` opens one above
 * the list. `params` is the address without its one-off parts (`id`, `saved`).
 */
export function MessagesView({
  inbox,
  open,
  openId,
  params,
  errors,
  saved,
  lastResult,
}: {
  inbox: MessagePage;
  open: AdminMessage | undefined;
  openId: number | undefined;
  params: URLSearchParams;
  errors: Record<string, string>;
  saved: string | undefined;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const withId = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('id', String(id));
    return `?${next}`;
  };
  const rest = params.toString();
  const closeHref = rest ? `?${rest}` : '/admin/messages';
  return (
    <>
      <PageTitle title="Messages" />
      {openId !== undefined && (
        <div className="mb-6">
          {open ? (
            <MessageDetail
              message={open}
              closeHref={closeHref}
              saved={saved}
              lastResult={lastResult}
            />
          ) : (
            <Notice kind="error">No message with id {openId}.</Notice>
          )}
        </div>
      )}
      <ListFilters
        label="Filter messages"
        search="Name, email, phone, subject or text"
        filters={[
          {
            name: 'state',
            label: 'State',
            options: optionsOf(MESSAGE_STATES, MESSAGE_STATE_LABELS),
          },
        ]}
        sorts={MESSAGE_SORTS}
        errors={errors}
      />
      {inbox.items.length === 0 ? (
        <EmptyList>No messages here.</EmptyList>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600">{inbox.unread} unread</p>
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {inbox.items.map((m) => (
              <li key={m.id}>
                <Link
                  to={withId(m.id)}
                  aria-current={m.id === openId ? 'true' : undefined}
                  className={`block px-4 py-3 hover:bg-slate-50 ${m.id === openId ? 'bg-brand-50' : ''}`}
                >
                  <span
                    className={`flex flex-wrap justify-between gap-2 ${m.read ? 'text-slate-700' : 'font-bold text-slate-900'}`}
                  >
                    <span className="min-w-0 break-words">
                      {m.read ? '' : <span className="sr-only">Unread: </span>}
                      {m.subject}
                      {m.answered && (
                        <span className="ml-2 rounded bg-green-50 px-1.5 py-0.5 text-xs font-medium text-green-800">
                          Answered
                        </span>
                      )}
                    </span>
                    <span className="text-xs font-normal text-slate-500">
                      {formatIst(m.createdAt)}
                    </span>
                  </span>
                  <span className="block truncate text-sm text-slate-600">
                    {m.name} · {m.message}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <Pager page={inbox.page} pageCount={inbox.pageCount} total={inbox.total} params={params} />
    </>
  );
}
