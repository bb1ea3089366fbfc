import { formatIndiaNumericDate } from '@shop/shared/format/india-time';
import { formatPaiseExact } from '@shop/shared/format/money';
import type { Page } from '@shop/shared/admin/paging';
import { QUOTE_STATUS_LABELS, QUOTE_STATUSES, type QuoteSummary } from '@shop/shared/quotes/quote';
import { Form, Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { DataTable, EmptyList, PageTitle, Pager, type Column } from './ui';

const COLUMNS: readonly Column<QuoteSummary>[] = [
  {
    header: 'Quotation',
    cell: (q) => (
      <Link
        to={`/admin/quotes/${q.id}`}
        className="font-mono font-semibold text-brand-700 hover:underline"
      >
        {q.quoteNumber ?? `Request ${q.id}`}
      </Link>
    ),
  },
  { header: 'Status', cell: (q) => QUOTE_STATUS_LABELS[q.status] },
  { header: 'Buyer', cell: (q) => q.businessName ?? q.customerName },
  { header: 'PO number', cell: (q) => q.poNumber ?? '—' },
  { header: 'Lines', cell: (q) => q.lineCount },
  {
    header: 'Total',
    cell: (q) => (q.totalPaise === null ? 'To price' : formatPaiseExact(q.totalPaise)),
  },
  {
    header: 'Requested',
    cell: (q) => formatIndiaNumericDate(q.createdAt),
    className: 'whitespace-nowrap',
  },
];

/** /admin/quotes: requests to price first, by status or search, newest first. */
export function QuotesView({
  quotes,
  params,
}: {
  quotes: Page<QuoteSummary>;
  params: URLSearchParams;
}) {
  return (
    <div>
      <PageTitle title="Quotations" />
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-3">
        <label className="text-sm">
          <span className="block font-medium text-slate-700">Status</span>
          <select
            name="status"
            defaultValue={params.get('status') ?? ''}
            className="h-10 rounded-lg border border-slate-300 px-2"
          >
            <option value="">All</option>
            {QUOTE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {QUOTE_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="block font-medium text-slate-700">Search number, buyer or PO</span>
          <input
            name="q"
            defaultValue={params.get('q') ?? ''}
            className="h-10 rounded-lg border border-slate-300 px-2"
          />
        </label>
        <button type="submit" className={buttonClass('outline', 'sm')}>
          Show
        </button>
      </Form>
      {quotes.items.length === 0 ? (
        <EmptyList>No quotations match.</EmptyList>
      ) : (
        <DataTable label="Quotations" columns={COLUMNS} rows={quotes.items} rowKey={(q) => q.id} />
      )}
      <Pager page={quotes.page} pageCount={quotes.pageCount} total={quotes.total} params={params} />
    </div>
  );
}
