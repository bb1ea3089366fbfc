import type { AdminMessage } from '@shop/shared/admin/messages';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { adminApi } from './admin-api';
import { formatIst } from '@shop/shared/format/india-time';
import { PageTitle, Pager, QueryView } from './ui';
import { Notice } from '~/components/ui/notice';
import { useAdminQuery } from './use-admin-query';

function MessageDetail({ id, onChanged }: { id: number; onChanged: () => void }) {
  const query = useAdminQuery(`message/${id}`, () => adminApi.message(id));
  const [problem, setProblem] = useState<string | null>(null);
  const mark = async (m: AdminMessage, read: boolean) => {
    setProblem(null);
    try {
      await adminApi.setMessageRead(m.id, read);
      query.setData({ message: { ...m, read } });
      onChanged();
    } catch (err) {
      setProblem(err instanceof Error ? err.message : 'That failed.');
    }
  };
  return (
    <QueryView query={query}>
      {({ message: m }) => (
        <article
          aria-label={`Message from ${m.name}`}
          className="rounded-xl border border-slate-200 bg-white p-5"
        >
          <h2 className="text-lg font-semibold text-slate-900">{m.subject}</h2>
          <p className="mt-1 text-sm text-slate-600">
            {m.name} · {m.email} · {m.phone} · {formatIst(m.createdAt)}
          </p>
          <p className="mt-4 whitespace-pre-wrap text-slate-800">{m.message}</p>
          {problem && <Notice kind="error">{problem}</Notice>}
          <div className="mt-5 flex flex-wrap gap-2">
            <a href={m.replyHref} className={buttonClass('primary', 'sm')}>
              Reply by email
            </a>
            <button
              type="button"
              onClick={() => void mark(m, !m.read)}
              className={buttonClass('outline', 'sm')}
            >
              {m.read ? 'Mark unread' : 'Mark read'}
            </button>
            <Link to="/admin/messages" className={buttonClass('ghost', 'sm')}>
              Close
            </Link>
          </div>
        </article>
      )}
    </QueryView>
  );
}

/** /admin/messages (?id= opens one): the contact inbox, unread first. */
export function MessagesView() {
  const [params] = useSearchParams();
  const open = Number(params.get('id')) || null;
  const listParams = new URLSearchParams(params);
  listParams.delete('id');
  const query = useAdminQuery(`messages?${listParams}`, () => adminApi.messages(listParams));
  const withId = (id: number) => {
    const next = new URLSearchParams(listParams);
    next.set('id', String(id));
    return `?${next}`;
  };
  return (
    <>
      <PageTitle title="Messages" />
      {open && (
        <div className="mb-6">
          <MessageDetail id={open} onChanged={query.reload} />
        </div>
      )}
      <QueryView query={query} isEmpty={(d) => d.items.length === 0} empty="No messages yet.">
        {(d) => (
          <>
            <p className="mb-3 text-sm text-slate-600">{d.unread} unread</p>
            <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
              {d.items.map((m) => (
                <li key={m.id}>
                  <Link
                    to={withId(m.id)}
                    aria-current={m.id === open ? 'true' : undefined}
                    className={`block px-4 py-3 hover:bg-slate-50 ${m.id === open ? 'bg-brand-50' : ''}`}
                  >
                    <span
                      className={`flex flex-wrap justify-between gap-2 ${m.read ? 'text-slate-700' : 'font-bold text-slate-900'}`}
                    >
                      <span>
                        {m.read ? '' : <span className="sr-only">Unread: </span>}
                        {m.subject}
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
            <Pager page={d.page} pageCount={d.pageCount} total={d.total} params={listParams} />
          </>
        )}
      </QueryView>
    </>
  );
}
