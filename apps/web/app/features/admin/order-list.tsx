import type { AdminOrderSummary } from '@shop/shared/admin/orders';
import type { Page } from '@shop/shared/admin/paging';
import { formatIst } from '@shop/shared/format/india-time';
import { formatPaise } from '@shop/shared/format/money';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@shop/shared/orders/lifecycle';
import { ORDER_SORTS } from '@shop/shared/admin/orders';
import { Link, useSearchParams } from 'react-router';
import { TextField } from '~/components/form/fields';
import { CsvExport } from './csv-export';
import { ListFilters, optionsOf } from './list-filters';
import { DataTable, EmptyList, OrderStateBadges, PageTitle, Pager, type Column } from './ui';

/** The filters as a GET form: they live in the address, so a list can be linked and reloaded. */
function Filters({ errors }: { errors: Record<string, string> }) {
  const [params] = useSearchParams();
  return (
    <ListFilters
      label="Filter orders"
      search="Order id, email, phone or name"
      filters={[
        { name: 'status', label: 'Status', options: optionsOf(ORDER_STATUSES) },
        { name: 'paymentStatus', label: 'Payment', options: optionsOf(PAYMENT_STATUSES) },
      ]}
      sorts={ORDER_SORTS}
      errors={errors}
    >
      {(['from', 'to'] as const).map((name) => (
        <TextField
          key={name}
          compact
          label={name === 'from' ? 'From' : 'To'}
          name={name}
          type="date"
          defaultValue={params.get(name) ?? ''}
          error={errors[name]}
        />
      ))}
    </ListFilters>
  );
}

/** The orders list's columns (a customer's page shows them without 'Customer'). */
export const ORDER_COLUMNS: Column<AdminOrderSummary>[] = [
  {
    header: 'Order',
    cell: (o) => (
      <>
        <Link
          to={`/admin/orders/${o.orderId}`}
          className="font-medium text-brand-700 hover:underline"
        >
          {o.orderId}
        </Link>
        <span className="block text-xs text-slate-600">{o.items}</span>
      </>
    ),
  },
  { header: 'Placed (IST)', cell: (o) => formatIst(o.placedAt) },
  {
    header: 'Customer',
    cell: (o) => (
      <>
        <span className="block">{o.customerName}</span>
        <span className="block break-all text-xs text-slate-500">{o.customerEmail}</span>
      </>
    ),
  },
  { header: 'Total', cell: (o) => formatPaise(o.totalPaise), className: 'whitespace-nowrap' },
  {
    header: 'Status',
    cell: (o) => <OrderStateBadges status={o.status} paymentStatus={o.paymentStatus} />,
  },
];

/**
 * /admin/orders as the loader read it for the address's filters, sort and page (a refused
 * filter is said next to it, and the whole list shown).
 */
export function OrderList({
  orders,
  errors,
  csv,
}: {
  orders: Page<AdminOrderSummary>;
  errors: Record<string, string>;
  csv: { from: string; to: string };
}) {
  const [params] = useSearchParams();
  return (
    <>
      <PageTitle title="Orders" />
      <Filters errors={errors} />
      {orders.items.length === 0 ? (
        <EmptyList>No orders match these filters.</EmptyList>
      ) : (
        <>
          <DataTable
            label="Orders"
            columns={ORDER_COLUMNS}
            rows={orders.items}
            rowKey={(o) => o.orderId}
          />
          <Pager
            page={orders.page}
            pageCount={orders.pageCount}
            total={orders.total}
            params={params}
          />
        </>
      )}
      <CsvExport from={csv.from} to={csv.to} />
    </>
  );
}
