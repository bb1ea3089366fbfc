import { auditListQuerySchema } from '@shop/shared/admin/audit';
import { adminMeta } from '~/features/admin/admin-meta';
import { listQuery } from '~/features/admin/list-query';
import { AuditView } from '~/features/admin/audit-view';
import type { Route } from './+types/audit';
import { pageContext } from '@shop/shared/ssr/page-context-key';

export const meta: Route.MetaFunction = () => adminMeta('Audit log');

/** The audit log, filtered, sorted and paged by the address (`?q=&entity=&entityId=&sort=&page=`). */
export async function loader({ context: routerContext, url }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  // Not staff: the layout answers 403 and renders no page.
  if (!context.staff) return null;
  const { query, errors } = listQuery(auditListQuerySchema, url);
  return { entries: await context.staff.audit(query), errors };
}

export default function AdminAuditPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return <AuditView {...loaderData} />;
}
