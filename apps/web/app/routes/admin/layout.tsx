import { ADMIN_ERRORS } from '@shop/shared/admin/errors';
import { isStaff } from '@shop/shared/auth/user';
import { data, Outlet, redirect } from 'react-router';
import { adminMeta } from '~/features/admin/admin-meta';
import { AdminShell, StaffOnly } from '~/features/admin/admin-shell';
import type { Route } from './+types/layout';
import { pageContext } from '@shop/shared/ssr/page-context-key';

/**
 * Guests log in first (and come back); customers get 403; owners and staff see the back office,
 * and its screens read the role from here (useCan).
 */
export function loader({ context: routerContext, url }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  if (!context.user) {
    throw redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (!isStaff(context.user)) {
    return data({ staff: false as const }, { status: 403 });
  }
  return { staff: true as const, email: context.user.email, role: context.user.role };
}

export const meta: Route.MetaFunction = () => adminMeta('Back office');

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  if (!loaderData.staff) return <StaffOnly message={ADMIN_ERRORS.staffOnly} />;
  return (
    <AdminShell email={loaderData.email} role={loaderData.role}>
      <Outlet />
    </AdminShell>
  );
}
