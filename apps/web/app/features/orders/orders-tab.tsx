import type { OrderDetail, OrderSummary } from '@shop/shared/orders/order';
import { Link } from 'react-router';
import { OrderConfirmation } from '~/features/orders/order-confirmation';
import { OrderList } from '~/features/orders/order-list';
import { RichText } from '~/lib/i18n/i18n';

/**
 * The shopper's orders: newest first, each opening its detail at /orders/:orderId;
 * topped by the confirmation of the order just placed, when checkout sent the shopper here, and
 * followed by the way to a business's quotations (ADR 105).
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
      <p className="mt-6 text-sm text-slate-600">
        <RichText
          id="order.list.quotations"
          components={[
            <Link key="quotes" to="/quotes" className="font-medium text-brand-700 underline" />,
          ]}
        />
      </p>
    </>
  );
}
