import type { AdminOrderSummary } from '@shop/shared/admin/orders';
import type { Page } from '@shop/shared/admin/paging';
import { formatIst } from '@shop/shared/format/india-time';
import { formatPaise } from '@shop/shared/format/money';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@shop/shared/orders/lifecycle';
import { Form, Link, useSearchParams } from 'react-router';
import { SelectField, TextField } from '~/components/form/fields';
import { buttonClass } from '~/components/ui/button';
import { CsvExport } from './csv-export';
import { cellClass, OrderStateCells, PageTitle, Pager, Table } from './ui';

/** The filters as a GET form: they live in the address, so a list can be linked and reloaded. */
function Filters({ params, errors }: { params: URLSearchParams; errors: Record<string, string> }) {
  const value = (name: string) => params.get(name) ?? '';
  const select = (name: string, label: string, options: readonly string[]) => (
    <SelectField label={label} name={name} defaultValue={value(name)} error={errors[name]}>
      <option value="">Any</option>
      {options.map((o) => (
        <option key={o} value={o}>
          {o}
        </option>
      ))}
    </SelectField>
  );
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter orders"
      className="mb-4 grid items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-6"
    >
      <TextField
        label="Order id, email, phone or name"
        name="q"
        type="search"
        defaultValue={value('q')}
        error={errors.q}
        className="sm:col-span-3 lg:col-span-2"
      />
      {select('status', 'Status', ORDER_STATUSES)}
      {select('paymentStatus', 'Payment', PAYMENT_STATUSES)}
      <TextField
        label="From"
        name="from"
        type="date"
        defaultValue={value('from')}
        error={errors.from}
      />
      <TextField label="To" name="to" type="date" defaultValue={value('to')} error={errors.to} />
      <div className="flex gap-2 sm:col-span-3 lg:col-span-6">
        <button type="submit" className={buttonClass('primary', 'md', 'h-10')}>
          Apply filters
        </button>
        <Link to="/admin/orders" className={buttonClass('ghost', 'md', 'h-10')}>
          Clear
        </Link>
      </div>
    </Form>
  );
}

function OrderRows({
  orders,
  params,
}: {
  orders: Page<AdminOrderSummary>;
  params: URLSearchParams;
}) {
  if (orders.items.length === 0) {
    return (
      <p className="rounded-lg bg-slate-50 px-4 py-8 text-center text-slate-600">
        No orders match these filters.
      </p>
    );
  }
  return (
    <>
      <Table
        label="Orders"
        head={['Order', 'Placed (IST)', 'Customer', 'Items', 'Total', 'Status', 'Payment']}
      >
        {orders.items.map((o) => (
          <tr key={o.orderId}>
            <td className={`${cellClass} whitespace-nowrap`}>
              <Link
                to={`/admin/orders/${o.orderId}`}
                className="font-medium text-brand-700 hover:underline"
              >
                {o.orderId}
              </Link>
            </td>
            <td className={`${cellClass} whitespace-nowrap`}>{formatIst(o.placedAt)}</td>
            <td className={cellClass}>
              <span className="block">{o.customerName}</span>
              <span className="block text-xs text-slate-500">{o.customerEmail}</span>
            </td>
            <td className={`${cellClass} min-w-[12rem] text-slate-700`}>{o.items}</td>
            <td className={`${cellClass} whitespace-nowrap`}>{formatPaise(o.totalPaise)}</td>
            <OrderStateCells status={o.status} paymentStatus={o.paymentStatus} />
          </tr>
        ))}
      </Table>
      <Pager page={orders.page} pageCount={orders.pageCount} total={orders.total} params={params} />
    </>
  );
}

/**
 * /admin/orders: newest first, as the loader read them for the address's filters and page
 * (`orders` null when a filter was refused: `errors` says why, next to it).
 */
export function OrderList({
  orders,
  errors,
  csv,
}: {
  orders: Page<AdminOrderSummary> | null;
  errors: Record<string, string>;
  csv: { from: string; to: string };
}) {
  const [params] = useSearchParams();
  return (
    <>
      <PageTitle title="Orders" />
      <Filters key={params.toString()} params={params} errors={errors} />
      {orders && <OrderRows orders={orders} params={params} />}
      <CsvExport from={csv.from} to={csv.to} />
    </>
  );
}
