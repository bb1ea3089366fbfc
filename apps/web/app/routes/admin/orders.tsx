import { adminMeta } from '~/features/admin/admin-meta';
import { OrderList } from '~/features/admin/order-list';
import type { Route } from './+types/orders';

export const meta: Route.MetaFunction = () => adminMeta('Orders');

export default function AdminOrdersPage() {
  return <OrderList />;
}
