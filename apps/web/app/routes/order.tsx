import { redirect } from 'react-router';
import { Container } from '~/components/ui/container';
import { loginPath } from '~/features/account/safe-redirect';
import { OrderDetailScreen } from '~/features/orders/order-detail';
import type { Route } from './+types/order';

/**
 * /orders/:orderId: one order of the signed-in shopper. Page loaders have no orders service, so
 * the order is read from the API in the browser; another shopper's order answers 404 there and
 * the page says 'Order not found'.
 */
export function loader({ context, params }: Route.LoaderArgs) {
  if (!context.user) throw redirect(loginPath(`/orders/${encodeURIComponent(params.orderId)}`));
  return null;
}

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `Order ${params.orderId} | Shubh Billing Systems` },
  { name: 'robots', content: 'noindex' },
];

export default function OrderPage({ params }: Route.ComponentProps) {
  return (
    <Container className="py-8 sm:py-12">
      <OrderDetailScreen key={params.orderId} orderId={params.orderId} />
    </Container>
  );
}
