import { can, type Permission } from '@shop/shared/admin/permissions';
import type { StaffRole } from '@shop/shared/auth/user';
import { useRouteLoaderData } from 'react-router';

/** The back office's layout route (routes/admin/layout.tsx), whose loader says the role. */
const ADMIN_LAYOUT_ROUTE = 'routes/admin/layout';

/**
 * Whether the signed-in member of staff may do it (admin/permissions.ts, ADR 070), for a screen
 * to leave out what their role cannot use. Hiding is a courtesy: the server refuses regardless.
 */
export function useCan(): (permission: Permission) => boolean {
  // useRouteLoaderData is typed unknown by route id; the layout's loader answers this.
  const layout = useRouteLoaderData(ADMIN_LAYOUT_ROUTE) as { role?: StaffRole } | undefined;
  return (permission) => can(layout?.role, permission);
}
