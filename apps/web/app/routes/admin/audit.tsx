import { auditListQuerySchema } from '@shop/shared/admin/audit';
import { adminMeta } from '~/features/admin/admin-meta';
import { AuditView } from '~/features/admin/audit-view';
import type { Route } from './+types/audit';

export const meta: Route.MetaFunction = () => adminMeta('Audit log');

/** The audit log, newest first, filtered and paged by the address (`?entity=&entityId=&page=`). */
export async function loader({ context, request }: Route.LoaderArgs) {
  // Not staff: the layout answers 403 and renders no page.
  if (!context.staff) return null;
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const query = auditListQuerySchema.safeParse(params);
  // A filter that is not one of the form's (a hand-edited address) shows the whole log.
  return context.staff.audit(query.success ? query.data : auditListQuerySchema.parse({}));
}

export default function AdminAuditPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return <AuditView entries={loaderData} />;
}
