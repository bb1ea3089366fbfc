import { paymentMethodLabel } from '@shop/shared/payments/method-labels';
import { formatPaiseExact } from '@shop/shared/format/money';
import { orderTimestamp } from '@shop/shared/format/india-time';
import { PAYMENT_MESSAGES } from '@shop/shared/payments/payment';
import { SHOP } from '@shop/shared/shop/identity';
import { composeEmail, type EmailContent } from '../email/layout';
import type { OrderRow } from '../orders/repository';

/** The payment receipt, sent once when an order becomes Paid; a demo says nothing was charged. */
export function paymentReceiptEmail(
  order: OrderRow,
  payment: { reference: string; method: string | null; demo: boolean; paidAt: Date },
  publicUrl: string,
): EmailContent {
  const amount = formatPaiseExact(order.total_amount);
  const method = payment.method ? paymentMethodLabel(payment.method) : null;
  return composeEmail({
    subject: payment.demo
      ? `Demo payment recorded for order ${order.order_id} — nothing was charged`
      : `Payment received for order ${order.order_id} — ${SHOP.name}`,
    greeting: `Hello ${order.customer_name},`,
    paragraphs: [
      payment.demo
        ? `${PAYMENT_MESSAGES.demoNote}. This shop is running in demo mode, so order ${order.order_id} was marked as paid without any money changing hands.`
        : `Thank you! We have received your payment for order ${order.order_id}.`,
      [
        `Amount: ${amount}`,
        `Payment ID: ${payment.reference}`,
        ...(method ? [`Method: ${method}`] : []),
        `Paid on: ${orderTimestamp(payment.paidAt)} (India time)`,
      ].join('\n'),
      'We will let you know when your order ships. Your GST tax invoice can be downloaded from your orders once it ships.',
    ],
    action: { label: 'View your orders', url: `${publicUrl}/orders` },
  });
}
