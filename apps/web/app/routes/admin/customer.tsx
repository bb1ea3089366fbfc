import { adminMeta } from '~/features/admin/admin-meta';
import { CustomerDetailView } from '~/features/admin/customers-view';
import type { Route } from './+types/customer';

export const meta: Route.MetaFunction = () => adminMeta('Customer');

export default function AdminCustomerPage({ params }: Route.ComponentProps) {
  return <CustomerDetailView key={params.id} id={Number(params.id)} />;
}
