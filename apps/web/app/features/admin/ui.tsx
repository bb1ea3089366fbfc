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

/** One column of a DataTable: its heading and what each row shows in it. */
export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Classes of the column's cells, e.g. `whitespace-nowrap`. */
  className?: string;
}

/**
 * A back office list as a table that fits beside the sidebar at 1024 px (cells wrap, no minimum
 * widths) and, under 640 px, as one card per row: the headings go, the first cell heads the
 * card and each other cell shows its column's name beside its value (`data-label`). Same markup
 * for both, so nothing jumps.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
}: {
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
}) {
  return (
    <div className="rounded-xl border-slate-200 sm:overflow-hidden sm:border sm:bg-white">
      <table className="w-full text-sm max-sm:block" aria-label={label}>
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 max-sm:hidden">
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col" className="px-3 py-2.5">
                {c.header || <span className="sr-only">Actions</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:block max-sm:space-y-3 sm:divide-y sm:divide-slate-100 sm:border-t sm:border-slate-200">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className="max-sm:block max-sm:rounded-xl max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:p-3"
            >
              {columns.map((c, i) => (
                <td
                  key={i}
                  data-label={c.header || undefined}
                  className={`px-3 py-2.5 align-middle break-words max-sm:flex max-sm:items-baseline max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-1 max-sm:text-right max-sm:before:shrink-0 max-sm:before:text-left max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:uppercase max-sm:before:tracking-wide max-sm:before:text-slate-500 max-sm:before:content-[attr(data-label)] max-sm:first:block max-sm:first:pb-2 max-sm:first:text-left max-sm:first:text-base max-sm:first:before:content-none ${c.className ?? ''}`}
                >
                  <div className="min-w-0">{c.cell(row)}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

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

/** An order's status and payment status, one above the other (order lists, a customer's orders). */
export function OrderStateBadges({
  status,
  paymentStatus,
}: {
  status: keyof typeof STATUS_TONES;
  paymentStatus: keyof typeof STATUS_TONES;
}) {
  return (
    <span className="inline-flex flex-col items-end gap-1 sm:items-start">
      <Badge tone={STATUS_TONES[status]}>{status}</Badge>
      <Badge tone={STATUS_TONES[paymentStatus]}>
        <span className="sr-only">Payment: </span>
        {paymentStatus}
      </Badge>
    </span>
  );
}

/** What a list says when nothing matches. */
export function EmptyList({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">
      {children}
    </p>
  );
}
