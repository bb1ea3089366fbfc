import { can, PERMISSION_ERRORS } from '@shop/shared/admin/permissions';
import { staffFormSchema } from '@shop/shared/admin/staff';
import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import { data, redirect, useSearchParams } from 'react-router';
import { Notice } from '~/components/ui/notice';
import { handleForm, sendToServer, skipAfterUnsent } from '~/components/form/shop-form';
import { adminMeta } from '~/features/admin/admin-meta';
import { StaffView, staffSavedText } from '~/features/admin/staff-view';
import { PageTitle } from '~/features/admin/ui';
import type { Route } from './+types/staff';
import { pageContext } from '@shop/shared/ssr/page-context-key';

export const meta: Route.MetaFunction = () => adminMeta('Staff');

/** Owners and staff, read on the server; a member of staff is answered 403 (ADR 070). */
export async function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  const staff = context.staff;
  if (!staff || !context.user) throw redirect('/admin');
  if (!can(staff.role, 'staff.manage'))
    return data({ members: null, myId: context.user.id }, { status: 403 });
  return { members: await staff.staffAccounts.list(), myId: context.user.id };
}

/** Add, change a role, remove access; then back here with the outcome (post-redirect-get). */
export async function action({ context: routerContext, request }: Route.ActionArgs) {
  const context = routerContext.get(pageContext);
  const staff = context.staff;
  if (!staff) throw redirect('/admin');
  return handleForm(
    await request.formData(),
    staffFormSchema,
    async (form) => {
      let saved: string;
      if (form.intent === 'add') {
        const added = await staff.staffAccounts.add({ email: form.email, role: form.role });
        saved = added.invited ? 'invited' : 'added';
      } else if (form.intent === 'role') {
        await staff.staffAccounts.changeRole(form.id, form.role);
        saved = 'role';
      } else {
        await staff.staffAccounts.revoke(form.id);
        saved = 'revoked';
      }
      return redirect(`/admin/staff?saved=${saved}`);
    },
    AUTH_ERRORS.unexpected,
  );
}

export const clientAction = (args: Route.ClientActionArgs) =>
  sendToServer(args, AUTH_ERRORS.unexpected);

export const shouldRevalidate = skipAfterUnsent;

export default function AdminStaffPage({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  if (!loaderData.members) {
    return (
      <>
        <PageTitle title="Staff" />
        <Notice kind="error">{PERMISSION_ERRORS['staff.manage']}</Notice>
      </>
    );
  }
  return (
    <StaffView
      members={loaderData.members}
      myId={loaderData.myId}
      confirm={search.get('confirm') ?? undefined}
      saved={staffSavedText(search.get('saved'))}
      lastResult={actionData}
    />
  );
}
