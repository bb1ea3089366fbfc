import { customerListQuerySchema } from '@shop/shared/admin/customers';
import { redirect, useSearchParams } from 'react-router';
import { adminMeta } from '~/features/admin/admin-meta';
import { CustomerList } from '~/features/admin/customers-view';
import type { Route } from './+types/customers';

export const meta: Route.MetaFunction = () => adminMeta('Customers');

/** A page of accounts matching `?q=`, read on the server. */
export async function loader({ context, request }: Route.LoaderArgs) {
  if (!context.staff) throw redirect('/admin');
  const params = new URL(request.url).searchParams;
  const query = customerListQuerySchema.safeParse({
    q: params.get('q') ?? undefined,
    page: params.get('page') ?? undefined,
    pageSize: params.get('pageSize') ?? undefined,
  });
  return context.staff.customers.list(
    query.success ? query.data : customerListQuerySchema.parse({}),
  );
}

export default function AdminCustomersPage({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return <CustomerList list={loaderData} params={params} />;
}
