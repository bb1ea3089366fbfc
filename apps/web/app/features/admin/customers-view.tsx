import type { SubmissionResult } from '@conform-to/react';
import {
  CUSTOMER_SORTS,
  customerFormSchema,
  type AdminCustomer,
  type AdminCustomerDetail,
  type AdminCustomerSummary,
} from '@shop/shared/admin/customers';
import type { Page } from '@shop/shared/admin/paging';
import { ROLE_LABELS } from '@shop/shared/admin/permissions';
import { isStaffRole } from '@shop/shared/auth/user';
import { formatIst } from '@shop/shared/format/india-time';
import { formatPaise } from '@shop/shared/format/money';
import { Form, Link, useSearchParams } from 'react-router';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { ConfirmStep } from './confirm-step';
import { ListFilters } from './list-filters';
import { ORDER_COLUMNS } from './order-list';
import { Badge, DataTable, EmptyList, Outcome, PageTitle, Pager, type Column } from './ui';
import { useCan } from './use-can';

const COLUMNS: Column<AdminCustomerSummary>[] = [
  {
    header: 'Name',
    cell: (c) => (
      <>
        <Link
          to={`/admin/customers/${c.id}`}
          className="font-medium text-brand-700 hover:underline"
        >
          {c.name}
        </Link>{' '}
        {isStaffRole(c.role) && <Badge tone="blue">{ROLE_LABELS[c.role]}</Badge>}{' '}
        {c.disabled && <Badge tone="red">Disabled</Badge>}
      </>
    ),
  },
  {
    header: 'Contact',
    cell: (c) => (
      <>
        <span className="block break-all">{c.email}</span>
        <span className="block text-xs text-slate-500">{c.phone ?? 'No mobile number'}</span>
      </>
    ),
  },
  { header: 'Orders', cell: (c) => c.orderCount },
  {
    header: 'Total spent',
    cell: (c) => formatPaise(c.totalSpentPaise),
    className: 'whitespace-nowrap',
  },
  { header: 'Joined', cell: (c) => formatIst(c.createdAt) },
];

/** /admin/customers: every account, searched and sorted as the address says (`?q=&sort=&page=`). */
export function CustomerList({
  list,
  errors,
}: {
  list: Page<AdminCustomerSummary>;
  errors: Record<string, string>;
}) {
  const [params] = useSearchParams();
  return (
    <>
      <PageTitle title="Customers" />
      <ListFilters
        label="Search customers"
        search="Name, email or mobile"
        sorts={CUSTOMER_SORTS}
        errors={errors}
      />
      {list.items.length === 0 ? (
        <EmptyList>No accounts found.</EmptyList>
      ) : (
        <>
          <DataTable label="Customers" columns={COLUMNS} rows={list.items} rowKey={(c) => c.id} />
          <Pager page={list.page} pageCount={list.pageCount} total={list.total} params={params} />
        </>
      )}
    </>
  );
}

/** What each of the account's forms did, as the status line says it (`?saved=<intent>`). */
const SAVED_TEXT = {
  disable: 'Account disabled. It has been signed out everywhere.',
  enable: 'Account enabled. It can log in again.',
  'add-staff': 'The account is now staff: it can open the back office.',
} as const;

/** The outcome named by the address, if it names one. */
export function customerSavedText(saved: string | null): string | undefined {
  return Object.entries(SAVED_TEXT).find(([intent]) => intent === saved)?.[1];
}

/**
 * Disable or enable the account, add it as staff: each a form posted to the page's action. A
 * back-office account is an owner's to switch off, and only owners add staff (ADR 070).
 */
function AccountActions({ customer: c, confirm }: { customer: AdminCustomer; confirm?: string }) {
  const enabling = useSubmitting({ intent: 'enable' });
  const disabling = useSubmitting({ intent: 'disable' });
  const addingStaff = useSubmitting({ intent: 'add-staff' });
  const may = useCan();
  if (isStaffRole(c.role) && !may('staff.manage')) return null;
  const canAddStaff = c.role === 'customer' && may('staff.manage');
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
        {canAddStaff && (
          <Link to="?confirm=add-staff#confirm" className={buttonClass('outline', 'sm')}>
            Add as staff
          </Link>
        )}
      </div>
      {confirm === 'disable' && !c.disabled && (
        <ConfirmStep
          id="confirm"
          title="Disable this account?"
          fields={{ intent: 'disable' }}
          label="Yes, disable account"
          busy={disabling}
        >
          {c.email} is signed out everywhere and cannot log in until the account is enabled again.
        </ConfirmStep>
      )}
      {confirm === 'add-staff' && canAddStaff && (
        <ConfirmStep
          id="confirm"
          title="Add this account as staff?"
          fields={{ intent: 'add-staff' }}
          label="Yes, add as staff"
          busy={addingStaff}
        >
          {c.email} will open the back office and handle orders, stock, messages, reviews and
          customers. Prices, refunds and staff accounts stay with owners (Staff page).
        </ConfirmStep>
      )}
    </>
  );
}

/** /admin/customers/:id: the account, its orders, Disable/Enable and Add as staff. */
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
          {isStaffRole(c.role) && <Badge tone="blue">{ROLE_LABELS[c.role]}</Badge>}
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
        <DataTable
          label="Customer's orders"
          columns={ORDER_COLUMNS.filter((c) => c.header !== 'Customer')}
          rows={orders}
          rowKey={(o) => o.orderId}
        />
      )}
    </>
  );
}
