import { paymentMethodLabel } from '@shop/shared/payments/method-labels';
import { formatPaiseExact } from '@shop/shared/format/money';
import type { OrderStatus } from '@shop/shared/orders/lifecycle';
import { orderTimestamp } from '@shop/shared/format/india-time';
import { PAYMENT_WINDOW_MINUTES, payByTime } from '@shop/shared/orders/payment-window';
import { SHOP } from '@shop/shared/shop/identity';
import { formatDeliveryDate } from '@shop/shared/delivery/calendar';
import { DELIVERY_OPTION_LABELS } from '@shop/shared/delivery/options';
import { COD_METHOD } from '@shop/shared/orders/place-order';
import { chargeWithGst } from '@shop/shared/pricing/charges-gst';
import { BANK_TRANSFER_METHOD, type BankAccount } from '@shop/shared/payments/bank-transfer';
import { composeEmail, type EmailContent } from '../email/layout';
import { bankTransferPaymentText } from '../bank-transfers/emails';
import { roundOffOfOrder } from './order-record';
import type { OrderLineRow, OrderRow } from './repository';

/** The order confirmation: what was ordered, what it costs and where it goes. */
export function orderConfirmationEmail(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  publicUrl: string,
  account: BankAccount,
  /** A Cash on Delivery order's one-tap confirmation link and its deadline (ADR 102). */
  codLink?: { url: string; confirmBy: Date },
): EmailContent {
  const lineTexts = lines.map(
    (l) => `• ${l.name} × ${l.quantity} — ${formatPaiseExact(l.taxable_value)}`,
  );
  return composeEmail({
    subject: `Order ${order.order_id} placed — ${SHOP.name}`,
    greeting: `Hello ${order.customer_name},`,
    paragraphs: [
      `Thank you for your order! We have received order ${order.order_id} (placed ${order.timestamp}) and will let you know as it moves along.`,
      ...(order.po_number ? [`Your purchase order number: ${order.po_number}`] : []),
      ['Items:', ...lineTexts].join('\n'),
      [
        `Subtotal: ${formatPaiseExact(order.subtotal)}`,
        `GST (18%): ${formatPaiseExact(order.tax)}`,
        `${DELIVERY_OPTION_LABELS[order.delivery_option]}: ${order.shipping === 0 ? 'Free' : chargeWithGst(order.shipping, order.shipping_tax, formatPaiseExact)}`,
        ...(order.cod_fee > 0
          ? [
              `Cash on Delivery fee: ${chargeWithGst(order.cod_fee, order.cod_fee_tax, formatPaiseExact)}`,
            ]
          : []),
        ...roundOffText(order),
        `Total: ${formatPaiseExact(order.total_amount)}`,
      ].join('\n'),
      `Delivering to: ${order.customer_name}, ${order.delivery_address}. Phone ${order.customer_phone}.`,
      ...(order.deliver_by ? [`Delivery by ${formatDeliveryDate(order.deliver_by)}.`] : []),
      ...paymentText(order, account, codLink?.confirmBy),
      ...(order.business_gstin
        ? [
            `Your GST invoice will be made out to ${order.business_name}, GSTIN ${order.business_gstin}.`,
          ]
        : []),
    ],
    action: codLink
      ? { label: 'Confirm your Cash on Delivery order', url: codLink.url }
      : { label: 'View your orders', url: `${publicUrl}/orders` },
    after: [
      ...(codLink ? [`See your orders at ${publicUrl}/orders.`] : []),
      `You can also track this order at ${publicUrl}/track-order with the order ID and your email or mobile number.`,
    ],
  });
}

const statusLines: Record<OrderStatus, (id: string) => { subject: string; text: string }> = {
  Placed: (id) => ({ subject: `Order ${id} placed`, text: `Your order ${id} has been placed.` }),
  Processing: (id) => ({
    subject: `Order ${id} is being prepared`,
    text: `Good news: we are preparing your order ${id} for dispatch.`,
  }),
  Shipped: (id) => ({
    subject: `Order ${id} has shipped`,
    text: `Your order ${id} is on its way. Your GST tax invoice can now be downloaded from your orders.`,
  }),
  Delivered: (id) => ({
    subject: `Order ${id} has been delivered`,
    text: `Your order ${id} has been delivered. We hope it serves your business well! Your GST tax invoice can be downloaded from your orders.`,
  }),
  Cancelled: (id) => ({
    subject: `Order ${id} has been cancelled`,
    text: `Your order ${id} has been cancelled. If you have already paid, the refund reaches your account within 7-10 business days.`,
  }),
};

/** Tells the customer their order moved on: with the courier when it ships. */
export function orderStatusEmail(
  order: OrderRow,
  status: OrderStatus,
  change: { carrier?: string; trackingNumber?: string; note?: string; ewayBill?: string | null },
  publicUrl: string,
): EmailContent {
  const { subject, text } = statusLines[status](order.order_id);
  return composeEmail({
    subject: `${subject} — ${SHOP.name}`,
    greeting: `Hello ${order.customer_name},`,
    paragraphs: [
      text,
      ...(order.po_number ? [`Your purchase order number: ${order.po_number}`] : []),
      ...(change.carrier && change.trackingNumber
        ? [`Courier: ${change.carrier}\nTracking number: ${change.trackingNumber}`]
        : []),
      // The e-way bill that travels with a high-value parcel (ADR 097).
      ...(change.ewayBill ? [change.ewayBill] : []),
      ...(change.note ? [change.note] : []),
      `Questions? Call us on ${SHOP.phone} (${SHOP.hours.label}) or reply to this email.`,
    ],
    action:
      status === 'Shipped' || status === 'Delivered'
        ? { label: 'Download your invoice', url: `${publicUrl}/orders` }
        : { label: 'Track your order', url: `${publicUrl}/track-order` },
  });
}

/**
 * How the order is paid: online within the payment window, in cash to the courier, or by bank
 * transfer into the shop's account (ADR 106).
 */
function paymentText(order: OrderRow, account: BankAccount, confirmBy?: Date): string[] {
  if (order.payment_method === BANK_TRANSFER_METHOD) return bankTransferPaymentText(order, account);
  return [paymentLine(order, confirmBy)];
}

function paymentLine(order: OrderRow, confirmBy?: Date): string {
  if (order.payment_method === COD_METHOD) {
    const pay = `Payment method: ${paymentMethodLabel(order.payment_method)}. Please keep ${formatPaiseExact(order.total_amount)} ready for the courier.`;
    if (!confirmBy) return `${pay} We will call you to confirm the order before we dispatch it.`;
    return `${pay} Please confirm the order with the button below: we dispatch it once it is confirmed. An order not confirmed by ${orderTimestamp(confirmBy)} is cancelled.`;
  }
  return `Payment method: ${paymentMethodLabel(order.payment_method)} (payment pending). Please complete the payment by ${orderTimestamp(new Date(payByTime(order.created_at)))} from your orders: orders not paid within ${PAYMENT_WINDOW_MINUTES} minutes are cancelled and their items go back on sale.`;
}

function roundOffText(order: OrderRow): string[] {
  const roundOff = roundOffOfOrder(order);
  return roundOff === 0 ? [] : [`Round off: ${formatPaiseExact(roundOff)}`];
}
