import { data, redirect } from 'react-router';
import { Container } from '~/components/ui/container';
import { loginPath } from '~/lib/safe-redirect';
import { OrderDetailScreen } from '~/features/orders/order-detail';
import { payAction, PAY_INTENT } from '~/features/orders/pay-action';
import type { Route } from './+types/order';

/**
 * /orders/:orderId: one order of the signed-in shopper, read on the server. Another shopper's
 * order is not found, the same way as one that does not exist (404, 'Order not found').
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  if (!context.shopper) {
    throw redirect(loginPath(`/orders/${encodeURIComponent(params.orderId)}`));
  }
  const order = await context.shopper.order(params.orderId);
  if (!order) return data({ order: null }, { status: 404 });
  return { order };
}

/** Pay now without JavaScript (ADR 049): the demo payment, or why live payments need it. */
export async function action({ context, request }: Route.ActionArgs) {
  const formData = await request.formData();
  if (formData.get('intent') !== PAY_INTENT) {
    throw data('This form is not one of the order page’s.', { status: 400 });
  }
  return payAction(context, formData, request);
}

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `Order ${params.orderId} | Shubh Billing Systems` },
  { name: 'robots', content: 'noindex' },
];

export default function OrderPage({ params, loaderData }: Route.ComponentProps) {
  return (
    <Container className="py-8 sm:py-12">
      <OrderDetailScreen
        key={params.orderId}
        orderId={params.orderId}
        order={loaderData.order ?? undefined}
      />
    </Container>
  );
}
