import { adminMeta } from '~/features/admin/admin-meta';
import { OrderDetailView } from '~/features/admin/order-detail';
import type { Route } from './+types/order';

export const meta: Route.MetaFunction = () => adminMeta('Order');

export default function AdminOrderPage({ params }: Route.ComponentProps) {
  return <OrderDetailView key={params.orderId} orderId={params.orderId} />;
}
