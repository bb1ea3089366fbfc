import type { SubmissionResult } from '@conform-to/react';
import {
  customerFormSchema,
  type AdminCustomer,
  type AdminCustomerDetail,
  type AdminCustomerSummary,
} from '@shop/shared/admin/customers';
import type { Page } from '@shop/shared/admin/paging';
import { formatIst } from '@shop/shared/format/india-time';
import { formatPaise } from '@shop/shared/format/money';
import { Form, Link } from 'react-router';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { SearchForm } from './search-form';
import { Badge, cellClass, OrderStateCells, Outcome, PageTitle, Pager, Table } from './ui';

/** /admin/customers: every account, searchable by name, email or mobile (`?q=&page=`). */
export function CustomerList({
  list,
  params,
}: {
  list: Page<AdminCustomerSummary>;
  params: URLSearchParams;
}) {
  return (
    <>
      <PageTitle title="Customers" />
      <SearchForm label="Search by name, email or mobile" defaultValue={params.get('q') ?? ''} />
      {list.items.length === 0 ? (
        <p className="rounded-lg bg-slate-50 px-4 py-8 text-center text-slate-600">
          No accounts found.
        </p>
      ) : (
        <Table
          label="Customers"
          head={['Name', 'Email', 'Phone', 'Orders', 'Total spent', 'Joined']}
        >
          {list.items.map((c) => (
            <tr key={c.id}>
              <td className={cellClass}>
                <Link
                  to={`/admin/customers/${c.id}`}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {c.name}
                </Link>{' '}
                {c.role === 'admin' && <Badge tone="blue">Staff</Badge>}{' '}
                {c.disabled && <Badge tone="red">Disabled</Badge>}
              </td>
              <td className={`${cellClass} break-all`}>{c.email}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{c.phone ?? '—'}</td>
              <td className={cellClass}>{c.orderCount}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{formatPaise(c.totalSpentPaise)}</td>
              <td className={cellClass}>{formatIst(c.createdAt)}</td>
            </tr>
          ))}
        </Table>
      )}
      <Pager page={list.page} pageCount={list.pageCount} total={list.total} params={params} />
    </>
  );
}

/** What each of the account's forms did, as the status line says it (`?saved=<intent>`). */
const SAVED_TEXT = {
  disable: 'Account disabled. It has been signed out everywhere.',
  enable: 'Account enabled. It can log in again.',
  'make-admin': 'The account is now staff.',
} as const;

/** The outcome named by the address, if it names one. */
export function customerSavedText(saved: string | null): string | undefined {
  return Object.entries(SAVED_TEXT).find(([intent]) => intent === saved)?.[1];
}

/**
 * A destructive action's second step: what will happen, the button that does it (posted to the
 * page's action) and a way back. Reached by a link, so it works without JavaScript.
 */
function ConfirmStep({
  title,
  text,
  intent,
  label,
}: {
  title: string;
  text: string;
  intent: 'disable' | 'make-admin';
  label: string;
}) {
  const busy = useSubmitting({ intent });
  return (
    <section
      id="confirm"
      aria-labelledby="confirm-title"
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="confirm-title" className="font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-slate-700">{text}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value={intent}
            className={buttonClass('primary', 'sm')}
            disabled={busy}
          >
            {busy ? 'Saving…' : label}
          </button>
        </Form>
        <Link to="?" className={buttonClass('outline', 'sm')}>
          Cancel
        </Link>
      </div>
    </section>
  );
}

/** Disable or enable the account, make it staff: each a form posted to the page's action. */
function AccountActions({ customer: c, confirm }: { customer: AdminCustomer; confirm?: string }) {
  const enabling = useSubmitting({ intent: 'enable' });
  return (
    <>
      <div className="mt-4 flex flex-wrap gap-2">
        {c.disabled ? (
          <Form method="post">
            <button
              type="submit"
              name="intent"
              value="enable"
              className={buttonClass('outline', 'sm')}
              disabled={enabling}
            >
              {enabling ? 'Saving…' : 'Enable account'}
            </button>
          </Form>
        ) : (
          <Link
            to="?confirm=disable#confirm"
            className={buttonClass('outline', 'sm', 'text-red-700')}
          >
            Disable account
          </Link>
        )}
        {c.role !== 'admin' && (
          <Link to="?confirm=make-admin#confirm" className={buttonClass('outline', 'sm')}>
            Make staff
          </Link>
        )}
      </div>
      {confirm === 'disable' && !c.disabled && (
        <ConfirmStep
          title="Disable this account?"
          text={`${c.email} is signed out everywhere and cannot log in until the account is enabled again.`}
          intent="disable"
          label="Yes, disable account"
        />
      )}
      {confirm === 'make-admin' && c.role !== 'admin' && (
        <ConfirmStep
          title="Make this account staff?"
          text={`${c.email} will see and change everything in the back office: products, orders, customers and messages.`}
          intent="make-admin"
          label="Yes, make staff"
        />
      )}
    </>
  );
}

/** /admin/customers/:id: the account, its orders, Disable/Enable and Make staff. */
export function CustomerDetailView({
  detail: { customer: c, orders },
  confirm,
  saved,
  lastResult,
}: {
  detail: AdminCustomerDetail;
  confirm: string | undefined;
  saved: string | undefined;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  // Checked on the server only: the forms have no field to type in.
  const { error } = useShopForm(customerFormSchema, lastResult);
  return (
    <>
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
          <span className="break-all font-medium">{c.email}</span>
          {c.role === 'admin' && <Badge tone="blue">Staff</Badge>}
          {c.disabled ? <Badge tone="red">Disabled</Badge> : <Badge tone="green">Active</Badge>}
        </p>
        <p className="mt-2 break-words text-slate-600">
          {c.phone ?? 'No mobile number'} ·{' '}
          {[c.address, c.city, c.state, c.pincode].filter(Boolean).join(', ') || 'No address saved'}
        </p>
        <p className="mt-1 text-slate-600">
          Joined {formatIst(c.createdAt)} · {c.orderCount} orders · {formatPaise(c.totalSpentPaise)}{' '}
          spent
          {c.disabledAt ? ` · disabled ${formatIst(c.disabledAt)}` : ''}
        </p>
        <Outcome saved={saved} error={error} />
        <AccountActions customer={c} confirm={confirm} />
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
                <Link to={`/admin/orders/${o.orderId}`} className="text-brand-700 hover:underline">
                  {o.orderId}
                </Link>
              </td>
              <td className={cellClass}>{formatIst(o.placedAt)}</td>
              <td className={cellClass}>{o.items}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{formatPaise(o.totalPaise)}</td>
              <OrderStateCells status={o.status} paymentStatus={o.paymentStatus} />
            </tr>
          ))}
        </Table>
      )}
    </>
  );
}
