import type { OrderSummary } from '@shop/shared/orders/order';
import { OrderList } from '~/features/orders/order-list';

/** The shopper's orders (issue 4): newest first, each opening its detail at /orders/:orderId. */
export function OrdersTab({ orders }: { orders: OrderSummary[] }) {
  return <OrderList orders={orders} />;
}
