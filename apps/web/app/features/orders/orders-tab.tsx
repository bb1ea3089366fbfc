import type { OrderDetail, OrderSummary } from '@shop/shared/orders/order';
import { OrderConfirmation } from '~/features/orders/order-confirmation';
import { OrderList } from '~/features/orders/order-list';

/**
 * The shopper's orders: newest first, each opening its detail at /orders/:orderId;
 * topped by the confirmation of the order just placed, when checkout sent the shopper here.
 */
export function OrdersTab({
  orders,
  placed,
}: {
  orders: OrderSummary[];
  placed: OrderDetail | null;
}) {
  return (
    <>
      {placed && <OrderConfirmation key={placed.orderId} order={placed} />}
      <OrderList orders={orders} />
    </>
  );
}
