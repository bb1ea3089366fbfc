import { customerFormSchema } from '@shop/shared/admin/customers';
import { can } from '@shop/shared/admin/permissions';
import { ADMIN_ERRORS } from '@shop/shared/admin/errors';
import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import { data, redirect, useSearchParams } from 'react-router';
import { Notice } from '~/components/ui/notice';
import { handleForm, sendToServer, skipAfterUnsent } from '~/components/form/shop-form';
import { adminMeta } from '~/features/admin/admin-meta';
import { CustomerDetailView, customerSavedText } from '~/features/admin/customers-view';
import { CustomerThrottles } from '~/features/admin/throttles-view';
import { PageTitle } from '~/features/admin/ui';
import type { Route } from './+types/customer';
import { pageContext } from '@shop/shared/ssr/page-context-key';

export const meta: Route.MetaFunction = () => adminMeta('Customer');

/** The account id of the address, or undefined when it cannot be one. */
function accountId(param: string | undefined) {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The account with its orders, read on the server; 404 when there is none. */
export async function loader({ context: routerContext, params }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  if (!context.staff) throw redirect('/admin');
  const id = accountId(params.id);
  const detail = id === undefined ? undefined : await context.staff.customers.detail(id);
  if (!detail) return data({ detail: null, throttles: [], canClear: false }, { status: 404 });
  const throttles = (await context.staff.throttles.list()).filter(
    (t) => t.email === detail.customer.email,
  );
  return { detail, throttles, canClear: can(context.staff.role, 'throttles') };
}

/** Disable, enable or add as staff; then back to the account with the outcome (post-redirect-get). */
export async function action({ context: routerContext, request, params, url }: Route.ActionArgs) {
  const context = routerContext.get(pageContext);
  const staff = context.staff;
  if (!staff) throw redirect('/admin');
  const id = accountId(params.id) ?? 0;
  return handleForm(
    await request.formData(),
    customerFormSchema,
    async ({ intent }) => {
      if (intent === 'disable') await staff.customers.disable(id);
      if (intent === 'enable') await staff.customers.enable(id);
      if (intent === 'add-staff') {
        const detail = await staff.customers.detail(id);
        if (detail) await staff.staffAccounts.add({ email: detail.customer.email, role: 'staff' });
      }
      return redirect(`${url.pathname}?saved=${intent}`);
    },
    AUTH_ERRORS.unexpected,
  );
}

export const clientAction = (args: Route.ClientActionArgs) =>
  sendToServer(args, AUTH_ERRORS.unexpected);

export const shouldRevalidate = skipAfterUnsent;

export default function AdminCustomerPage({
  loaderData,
  actionData,
  params,
}: Route.ComponentProps) {
  const [search] = useSearchParams();
  if (!loaderData.detail) {
    return (
      <>
        <PageTitle title="Customer" />
        <Notice kind="error">{ADMIN_ERRORS.customerNotFound(accountId(params.id) ?? 0)}</Notice>
      </>
    );
  }
  return (
    <>
      <CustomerDetailView
        key={params.id}
        detail={loaderData.detail}
        confirm={search.get('confirm') ?? undefined}
        saved={customerSavedText(search.get('saved'))}
        lastResult={actionData}
      />
      <CustomerThrottles throttles={loaderData.throttles} canClear={loaderData.canClear} />
    </>
  );
}
