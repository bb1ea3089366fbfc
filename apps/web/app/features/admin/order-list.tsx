import { ORDER_STATUSES, PAYMENT_STATUSES } from '@shop/shared/orders/lifecycle';
import { formatPaise } from '@shop/shared/format/money';
import { Form, Link, useSearchParams } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { adminApi } from './admin-api';
import { CsvExport } from './csv-export';
import { formatIst } from '@shop/shared/format/india-time';
import {
  Badge,
  cellClass,
  inputClass,
  labelClass,
  PageTitle,
  Pager,
  QueryView,
  STATUS_TONES,
  Table,
} from './ui';
import { useAdminQuery } from './use-admin-query';

function Filters({ params }: { params: URLSearchParams }) {
  const select = (name: string, label: string, options: readonly string[]) => (
    <div>
      <label htmlFor={`orders-${name}`} className={labelClass}>
        {label}
      </label>
      <select
        id={`orders-${name}`}
        name={name}
        defaultValue={params.get(name) ?? ''}
        className={`${inputClass} mt-1`}
      >
        <option value="">Any</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
  const date = (name: string, label: string) => (
    <div>
      <label htmlFor={`orders-${name}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`orders-${name}`}
        name={name}
        type="date"
        defaultValue={params.get(name) ?? ''}
        className={`${inputClass} mt-1`}
      />
    </div>
  );
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter orders"
      className="mb-4 grid items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-6"
    >
      <div className="sm:col-span-3 lg:col-span-2">
        <label htmlFor="orders-q" className={labelClass}>
          Order id, email, phone or name
        </label>
        <input
          id="orders-q"
          name="q"
          type="search"
          defaultValue={params.get('q') ?? ''}
          className={`${inputClass} mt-1`}
        />
      </div>
      {select('status', 'Status', ORDER_STATUSES)}
      {select('paymentStatus', 'Payment', PAYMENT_STATUSES)}
      {date('from', 'From')}
      {date('to', 'To')}
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

/** /admin/orders: filters and page in the URL, newest first. */
export function OrderList() {
  const [params] = useSearchParams();
  const query = useAdminQuery(`orders?${params}`, () => adminApi.orders(params));
  return (
    <>
      <PageTitle title="Orders" />
      <Filters key={params.toString()} params={params} />
      <QueryView
        query={query}
        isEmpty={(d) => d.items.length === 0}
        empty="No orders match these filters."
      >
        {(d) => (
          <>
            <Table
              label="Orders"
              head={['Order', 'Placed (IST)', 'Customer', 'Items', 'Total', 'Status', 'Payment']}
            >
              {d.items.map((o) => (
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
                  <td className={cellClass}>
                    <Badge tone={STATUS_TONES[o.status]}>{o.status}</Badge>
                  </td>
                  <td className={cellClass}>
                    <Badge tone={STATUS_TONES[o.paymentStatus]}>{o.paymentStatus}</Badge>
                  </td>
                </tr>
              ))}
            </Table>
            <Pager page={d.page} pageCount={d.pageCount} total={d.total} params={params} />
          </>
        )}
      </QueryView>
      <CsvExport />
    </>
  );
}
