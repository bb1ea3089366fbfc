import { orderTimestamp } from '@shop/shared/format/india-time';
import { formatPaiseExact } from '@shop/shared/format/money';
import { translator, type Translate } from '@shop/shared/i18n/translate';
import type { BankAccount } from '@shop/shared/payments/bank-transfer';
import { SHOP } from '@shop/shared/shop/identity';
import { composeEmail, type EmailContent } from '../email/layout';
import { languageOf, linkIn } from '../email/language';
import type { OrderRow } from '../orders/repository';

/** The account to pay into and the reference, as the confirmation and reminder emails say it. */
export function bankDetailsText(order: OrderRow, account: BankAccount, t: Translate): string {
  return [
    t('email.bankTransfer.pay', { amount: formatPaiseExact(order.total_amount) }),
    t('email.bankTransfer.accountName', { name: account.accountName }),
    t('email.bankTransfer.accountNumber', { number: account.accountNumber }),
    t('email.bankTransfer.ifsc', { ifsc: account.ifsc }),
    t('email.bankTransfer.bank', { bank: account.bank, branch: account.branch }),
    t('email.bankTransfer.reference', { reference: order.transfer_reference ?? '' }),
    ...(account.demo ? [t('email.bankTransfer.demo')] : []),
  ].join('\n');
}

/** The payment paragraph of a bank-transfer order's confirmation. */
export function bankTransferPaymentText(
  order: OrderRow,
  account: BankAccount,
  t: Translate,
): string[] {
  const payBy = orderTimestamp(new Date(order.pay_by!));
  return [bankDetailsText(order, account, t), t('email.bankTransfer.dispatch', { time: payBy })];
}

/** The reminder a few days before a bank-transfer order is cancelled. */
export function transferReminderEmail(
  order: OrderRow,
  account: BankAccount,
  publicUrl: string,
): EmailContent {
  const lang = languageOf(order.language);
  const t = translator(lang);
  const payBy = orderTimestamp(new Date(order.pay_by!));
  return composeEmail({
    lang,
    subject: t('email.bankTransfer.reminderSubject', { orderId: order.order_id, shop: SHOP.name }),
    greeting: t('email.hello', { name: order.customer_name }),
    paragraphs: [
      t('email.bankTransfer.reminder', {
        amount: formatPaiseExact(order.total_amount),
        orderId: order.order_id,
        time: payBy,
      }),
      bankDetailsText(order, account, t),
    ],
    action: {
      label: t('email.viewOrder'),
      url: linkIn(lang, `${publicUrl}/orders/${order.order_id}`),
    },
    after: [t('email.bankTransfer.alreadyPaid')],
  });
}
