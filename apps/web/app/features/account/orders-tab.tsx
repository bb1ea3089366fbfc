import { OrderList } from '~/features/orders/order-list';

/** The shopper's orders (issue 4): newest first, each opening its detail at /orders/:orderId. */
export function OrdersTab() {
  return <OrderList />;
}
