import { adminMeta } from '~/features/admin/admin-meta';
import { AuditView } from '~/features/admin/audit-view';
import type { Route } from './+types/audit';

export const meta: Route.MetaFunction = () => adminMeta('Audit log');

export default function AdminAuditPage() {
  return <AuditView />;
}
