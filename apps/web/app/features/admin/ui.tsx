import { Notice } from '~/components/ui/notice';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';

export function PageTitle({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

export function Badge({
  tone = 'slate',
  children,
}: {
  tone?: 'slate' | 'red' | 'green' | 'amber' | 'blue';
  children: ReactNode;
}) {
  const tones = {
    slate: 'bg-slate-100 text-slate-700',
    red: 'bg-red-100 text-red-800',
    green: 'bg-green-100 text-green-800',
    amber: 'bg-amber-100 text-amber-800',
    blue: 'bg-brand-100 text-brand-800',
  };
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>
      {children}
    </span>
  );
}

export const STATUS_TONES = {
  Placed: 'blue',
  Processing: 'amber',
  Shipped: 'blue',
  Delivered: 'green',
  Cancelled: 'red',
  Pending: 'amber',
  Paid: 'green',
  Failed: 'red',
  Refunded: 'slate',
} as const;

/** A table that scrolls sideways on narrow screens instead of squeezing its columns. */
export function Table({
  label,
  head,
  children,
}: {
  label: string;
  head: string[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm" aria-label={label}>
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="whitespace-nowrap px-3 py-2.5">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

export const cellClass = 'px-3 py-2.5 align-middle';

/** Previous / next links keeping every other query parameter. */
export function Pager({
  page,
  pageCount,
  total,
  params,
}: {
  page: number;
  pageCount: number;
  total: number;
  params: URLSearchParams;
}) {
  const to = (p: number) => {
    const next = new URLSearchParams(params);
    if (p <= 1) next.delete('page');
    else next.set('page', String(p));
    const s = next.toString();
    return s ? `?${s}` : '?';
  };
  return (
    <nav
      aria-label="Pages"
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600"
    >
      <p>
        {total} in all · page {page} of {pageCount}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link to={to(page - 1)} className={buttonClass('outline', 'sm')}>
            Previous
          </Link>
        ) : null}
        {page < pageCount ? (
          <Link to={to(page + 1)} className={buttonClass('outline', 'sm')}>
            Next
          </Link>
        ) : null}
      </div>
    </nav>
  );
}

/** An action's outcome after its redirect (`saved`) or its refusal (`error`), said in the page. */
export function Outcome({ saved, error }: { saved?: string | null; error?: string | null }) {
  return (
    <>
      {saved && (
        <Notice kind="success" className="mt-4">
          {saved}
        </Notice>
      )}
      {error && (
        <Notice kind="error" className="mt-4">
          {error}
        </Notice>
      )}
    </>
  );
}

/** An order's status and payment status as two table cells (order lists, a customer's orders). */
export function OrderStateCells({
  status,
  paymentStatus,
}: {
  status: keyof typeof STATUS_TONES;
  paymentStatus: keyof typeof STATUS_TONES;
}) {
  return (
    <>
      <td className={cellClass}>
        <Badge tone={STATUS_TONES[status]}>{status}</Badge>
      </td>
      <td className={cellClass}>
        <Badge tone={STATUS_TONES[paymentStatus]}>{paymentStatus}</Badge>
      </td>
    </>
  );
}
