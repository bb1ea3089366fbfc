import { customerListQuerySchema } from '@shop/shared/admin/customers';
import { redirect } from 'react-router';
import { adminMeta } from '~/features/admin/admin-meta';
import { listQuery } from '~/features/admin/list-query';
import { CustomerList } from '~/features/admin/customers-view';
import type { Route } from './+types/customers';
import { pageContext } from '@shop/shared/ssr/page-context-key';

export const meta: Route.MetaFunction = () => adminMeta('Customers');

/** A page of accounts matching `?q=`, sorted by `?sort=`, read on the server. */
export async function loader({ context: routerContext, url }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  if (!context.staff) throw redirect('/admin');
  const { query, errors } = listQuery(customerListQuerySchema, url);
  return { list: await context.staff.customers.list(query), errors };
}

export default function AdminCustomersPage({ loaderData }: Route.ComponentProps) {
  return <CustomerList {...loaderData} />;
}
