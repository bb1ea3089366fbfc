import type { PaymentMethod } from '@shop/shared/orders/place-order';
import { SHOP } from '@shop/shared/shop/identity';
import type { OrderRow } from '../orders/repository';

/** What the payment window (Razorpay Checkout, or the demo's dialog) shows for this order. */
export function paymentDetails(order: OrderRow) {
  return {
    orderId: order.order_id,
    amount: order.total_amount,
    currency: 'INR' as const,
    name: SHOP.name,
    description: describe(order),
    prefill: {
      name: order.customer_name,
      email: order.customer_email,
      contact: order.customer_phone,
    },
    // The column holds a PaymentMethod upper-cased (order-record.ts; CHECK in migration 003).
    method: order.payment_method.toLowerCase() as PaymentMethod,
    // The bank, wallet or UPI app picked at checkout: Checkout opens on it (ADR 057).
    option: order.payment_option,
  };
}

/** What the payment window says the payment is for. */
function describe(order: OrderRow): string {
  const text = `Order ${order.order_id}: ${order.items}`;
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}
