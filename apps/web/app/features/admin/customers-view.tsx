import { useConfirm } from '~/components/ui/confirm-dialog';
import { formatPaise } from '@shop/shared/format/money';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { adminApi } from './admin-api';
import { formatIst } from '@shop/shared/format/india-time';
import { SearchForm } from './search-form';
import { Badge, cellClass, PageTitle, Pager, QueryView, STATUS_TONES, Table } from './ui';
import { Notice } from '~/components/ui/notice';
import { useAdminQuery } from './use-admin-query';

/** /admin/customers: every account, searchable by name, email or mobile. */
export function CustomerList() {
  const [params] = useSearchParams();
  const query = useAdminQuery(`customers?${params}`, () => adminApi.customers(params));
  return (
    <>
      <PageTitle title="Customers" />
      <SearchForm label="Search by name, email or mobile" defaultValue={params.get('q') ?? ''} />
      <QueryView query={query} isEmpty={(d) => d.items.length === 0} empty="No accounts found.">
        {(d) => (
          <>
            <Table
              label="Customers"
              head={['Name', 'Email', 'Phone', 'Orders', 'Total spent', 'Joined']}
            >
              {d.items.map((c) => (
                <tr key={c.id}>
                  <td className={`${cellClass} whitespace-nowrap`}>
                    <Link
                      to={`/admin/customers/${c.id}`}
                      className="font-medium text-brand-700 hover:underline"
                    >
                      {c.name}
                    </Link>{' '}
                    {c.role === 'admin' && <Badge tone="blue">Staff</Badge>}{' '}
                    {c.disabled && <Badge tone="red">Disabled</Badge>}
                  </td>
                  <td className={cellClass}>{c.email}</td>
                  <td className={`${cellClass} whitespace-nowrap`}>{c.phone ?? '—'}</td>
                  <td className={cellClass}>{c.orderCount}</td>
                  <td className={`${cellClass} whitespace-nowrap`}>
                    {formatPaise(c.totalSpentPaise)}
                  </td>
                  <td className={`${cellClass} whitespace-nowrap`}>{formatIst(c.createdAt)}</td>
                </tr>
              ))}
            </Table>
            <Pager page={d.page} pageCount={d.pageCount} total={d.total} params={params} />
          </>
        )}
      </QueryView>
    </>
  );
}

/** /admin/customers/:id: the account, its orders, Disable/Enable. */
export function CustomerDetailView({ id }: { id: number }) {
  const query = useAdminQuery(`customer/${id}`, () => adminApi.customer(id));
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const { ask, dialog } = useConfirm();
  return (
    <QueryView query={query}>
      {({ customer: c, orders }) => (
        <>
          {dialog}
          <PageTitle
            title={c.name}
            actions={
              <Link to="/admin/customers" className={buttonClass('outline', 'md')}>
                All customers
              </Link>
            }
          />
          <section
            aria-label="Account"
            className="mb-6 rounded-xl border border-slate-200 bg-white p-5 text-sm"
          >
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{c.email}</span>
              {c.role === 'admin' && <Badge tone="blue">Staff</Badge>}
              {c.disabled ? <Badge tone="red">Disabled</Badge> : <Badge tone="green">Active</Badge>}
            </p>
            <p className="mt-2 text-slate-600">
              {c.phone ?? 'No mobile number'} ·{' '}
              {[c.address, c.city, c.state, c.pincode].filter(Boolean).join(', ') ||
                'No address saved'}
            </p>
            <p className="mt-1 text-slate-600">
              Joined {formatIst(c.createdAt)} · {c.orderCount} orders ·{' '}
              {formatPaise(c.totalSpentPaise)} spent
              {c.disabledAt ? ` · disabled ${formatIst(c.disabledAt)}` : ''}
            </p>
            <button
              type="button"
              className={buttonClass('outline', 'sm', `mt-4 ${c.disabled ? '' : 'text-red-700'}`)}
              onClick={async () => {
                if (
                  !c.disabled &&
                  !(await ask({
                    title: 'Disable this account?',
                    message: `Disable ${c.email}? They are signed out everywhere.`,
                    confirmLabel: 'Disable account',
                    destructive: true,
                  }))
                )
                  return;
                setMessage(null);
                adminApi
                  .setCustomerDisabled(c.id, !c.disabled)
                  .then(() => {
                    setMessage({
                      kind: 'success',
                      text: c.disabled ? 'Account enabled.' : 'Account disabled.',
                    });
                    query.reload();
                  })
                  .catch((err: unknown) =>
                    setMessage({
                      kind: 'error',
                      text: err instanceof Error ? err.message : 'That failed.',
                    }),
                  );
              }}
            >
              {c.disabled ? 'Enable account' : 'Disable account'}
            </button>
            {message && (
              <div className="mt-3">
                <Notice kind={message.kind}>{message.text}</Notice>
              </div>
            )}
          </section>
          <h2 className="mb-3 font-semibold text-slate-900">Orders</h2>
          {orders.length === 0 ? (
            <p className="text-sm text-slate-600">No orders yet.</p>
          ) : (
            <Table
              label="Customer's orders"
              head={['Order', 'Placed (IST)', 'Items', 'Total', 'Status', 'Payment']}
            >
              {orders.map((o) => (
                <tr key={o.orderId}>
                  <td className={cellClass}>
                    <Link
                      to={`/admin/orders/${o.orderId}`}
                      className="text-brand-700 hover:underline"
                    >
                      {o.orderId}
                    </Link>
                  </td>
                  <td className={`${cellClass} whitespace-nowrap`}>{formatIst(o.placedAt)}</td>
                  <td className={cellClass}>{o.items}</td>
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
          )}
        </>
      )}
    </QueryView>
  );
}
