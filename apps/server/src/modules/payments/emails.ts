import { formatPaiseExact } from '@shop/shared/format/money';
import { orderTimestamp } from '@shop/shared/format/india-time';
import { translator } from '@shop/shared/i18n/translate';
import { SHOP } from '@shop/shared/shop/identity';
import { composeEmail, type EmailContent } from '../email/layout';
import { languageOf, linkIn } from '../email/language';
import { paymentMethodText } from '@shop/shared/payments/method-labels';
import type { OrderRow } from '../orders/repository';

/** The payment receipt, sent once when an order becomes Paid; a demo says nothing was charged. */
export function paymentReceiptEmail(
  order: OrderRow,
  payment: { reference: string; method: string | null; demo: boolean; paidAt: Date },
  publicUrl: string,
): EmailContent {
  const lang = languageOf(order.language);
  const t = translator(lang);
  const orderId = order.order_id;
  const method = payment.method ? paymentMethodText(payment.method, t) : null;
  return composeEmail({
    lang,
    subject: payment.demo
      ? t('email.receipt.demoSubject', { orderId })
      : t('email.receipt.subject', { orderId, shop: SHOP.name }),
    greeting: t('email.hello', { name: order.customer_name }),
    paragraphs: [
      payment.demo ? t('email.receipt.demo', { orderId }) : t('email.receipt.thanks', { orderId }),
      [
        t('email.receipt.amount', { amount: formatPaiseExact(order.total_amount) }),
        t('email.receipt.paymentId', { reference: payment.reference }),
        ...(method ? [t('email.receipt.method', { method })] : []),
        t('email.receipt.paidOn', { time: orderTimestamp(payment.paidAt) }),
      ].join('\n'),
      t('email.receipt.next'),
    ],
    action: { label: t('email.viewOrders'), url: linkIn(lang, `${publicUrl}/orders`) },
  });
}
