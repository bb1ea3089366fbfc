import { returnListQuerySchema } from '@shop/shared/returns/responses';
import { redirect } from 'react-router';
import { adminMeta } from '~/features/admin/admin-meta';
import { listQuery } from '~/features/admin/list-query';
import { ReturnsListView } from '~/features/admin/returns-list';
import type { Route } from './+types/returns';
import { pageContext } from '@shop/shared/ssr/page-context-key';

export const meta: Route.MetaFunction = () => adminMeta('Returns');

/** Returns (ADR 058), requested first, read on the server; the layout has let only staff in. */
export async function loader({ context: routerContext, url }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  if (!context.staff) throw redirect('/admin');
  const { query, errors } = listQuery(returnListQuerySchema, url);
  return { page: await context.staff.returns.list(query), errors };
}

export default function AdminReturnsPage({ loaderData }: Route.ComponentProps) {
  return <ReturnsListView {...loaderData} />;
}
