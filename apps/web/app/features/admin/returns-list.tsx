import { formatIst } from '@shop/shared/format/india-time';
import type { Page } from '@shop/shared/admin/paging';
import {
  RETURN_REASONS,
  RETURN_STATUS_LABELS,
  RETURN_STATUSES,
  type AdminReturnSummary,
} from '@shop/shared/returns/returns';
import { RETURN_SORTS } from '@shop/shared/returns/responses';
import { Link, useSearchParams } from 'react-router';
import { ListFilters, optionsOf } from './list-filters';
import { Badge, DataTable, EmptyList, PageTitle, Pager, type Column } from './ui';

export const RETURN_TONES = {
  requested: 'amber',
  approved: 'blue',
  rejected: 'red',
  received: 'blue',
  refunded: 'green',
} as const;

const COLUMNS: Column<AdminReturnSummary>[] = [
  {
    header: 'Return',
    cell: (r) => (
      <>
        <span className="block">#{r.id}</span>
        <Link
          to={`/admin/orders/${r.orderId}#returns`}
          className="font-medium text-brand-700 hover:underline"
        >
          {r.orderId}
        </Link>
      </>
    ),
  },
  { header: 'Customer', cell: (r) => r.customerName },
  {
    header: 'Items',
    cell: (r) => (
      <>
        <span className="block">{r.items}</span>
        <span className="block text-xs text-slate-500">{RETURN_REASONS[r.reason]}</span>
      </>
    ),
  },
  { header: 'Asked', cell: (r) => formatIst(r.requestedAt) },
  {
    header: 'Status',
    cell: (r) => <Badge tone={RETURN_TONES[r.status]}>{RETURN_STATUS_LABELS[r.status]}</Badge>,
  },
];

/** /admin/returns: every return, by default requested first (oldest first), as the address asks. */
export function ReturnsListView({
  page,
  errors,
}: {
  page: Page<AdminReturnSummary>;
  errors: Record<string, string>;
}) {
  const [params] = useSearchParams();
  return (
    <div>
      <PageTitle title="Returns" />
      <ListFilters
        label="Filter returns"
        search="Order id or customer"
        filters={[
          {
            name: 'status',
            label: 'Status',
            options: optionsOf(RETURN_STATUSES, RETURN_STATUS_LABELS),
          },
        ]}
        sorts={RETURN_SORTS}
        errors={errors}
      />
      {page.items.length === 0 ? (
        <EmptyList>No returns here.</EmptyList>
      ) : (
        <>
          <DataTable label="Returns" columns={COLUMNS} rows={page.items} rowKey={(r) => r.id} />
          <Pager page={page.page} pageCount={page.pageCount} total={page.total} params={params} />
        </>
      )}
    </div>
  );
}
