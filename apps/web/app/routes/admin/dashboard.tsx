import { adminMeta } from '~/features/admin/admin-meta';
import { DashboardView } from '~/features/admin/dashboard-view';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () => adminMeta('Dashboard');

export default function AdminDashboardPage() {
  return <DashboardView />;
}
