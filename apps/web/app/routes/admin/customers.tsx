import { adminMeta } from '~/features/admin/admin-meta';
import { CustomerList } from '~/features/admin/customers-view';
import type { Route } from './+types/customers';

export const meta: Route.MetaFunction = () => adminMeta('Customers');

export default function AdminCustomersPage() {
  return <CustomerList />;
}
