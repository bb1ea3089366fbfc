import { orderTimestamp } from '@shop/shared/format/india-time';
import { formatPaiseExact } from '@shop/shared/format/money';
import type { BankAccount } from '@shop/shared/payments/bank-transfer';
import { SHOP } from '@shop/shared/shop/identity';
import { composeEmail, type EmailContent } from '../email/layout';
import type { OrderRow } from '../orders/repository';

/** The account to pay into and the reference, as the confirmation and reminder emails say it. */
export function bankDetailsText(order: OrderRow, account: BankAccount): string {
  return [
    `Please pay ${formatPaiseExact(order.total_amount)} by NEFT, RTGS or IMPS to:`,
    `Account name: ${account.accountName}`,
    `Account number: ${account.accountNumber}`,
    `IFSC: ${account.ifsc}`,
    `Bank: ${account.bank}, ${account.branch}`,
    `Payment reference (type it into the transfer's remarks): ${order.transfer_reference}`,
    ...(account.demo
      ? ['This is a demo shop: the account above is not real, do not pay into it.']
      : []),
  ].join('\n');
}

/** The payment paragraph of a bank-transfer order's confirmation. */
export function bankTransferPaymentText(order: OrderRow, account: BankAccount): string[] {
  const payBy = orderTimestamp(new Date(order.pay_by!));
  return [
    bankDetailsText(order, account),
    `We dispatch the order once the full amount reaches our account. If it has not arrived by ${payBy} (India time), the order is cancelled and its items go back on sale. You can also pay by card, UPI or net banking from your orders until then.`,
  ];
}

/** The reminder a few days before a bank-transfer order is cancelled. */
export function transferReminderEmail(
  order: OrderRow,
  account: BankAccount,
  publicUrl: string,
): EmailContent {
  const payBy = orderTimestamp(new Date(order.pay_by!));
  return composeEmail({
    subject: `Reminder: bank transfer for order ${order.order_id} — ${SHOP.name}`,
    greeting: `Hello ${order.customer_name},`,
    paragraphs: [
      `We have not yet received the payment of ${formatPaiseExact(order.total_amount)} for order ${order.order_id}. We are keeping its items for you until ${payBy} (India time); after that the order is cancelled and they go back on sale.`,
      bankDetailsText(order, account),
    ],
    action: { label: 'View your order', url: `${publicUrl}/orders/${order.order_id}` },
    after: [
      'If you have already paid, you can ignore this email: we confirm the order as soon as the money reaches our account.',
    ],
  });
}
