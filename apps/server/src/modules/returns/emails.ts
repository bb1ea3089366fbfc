import { formatPaiseExact } from '@shop/shared/format/money';
import type { Language } from '@shop/shared/i18n/language';
import { translator, type Translate } from '@shop/shared/i18n/translate';
import { POLICIES, dayRange } from '@shop/shared/shop/policies';
import type { ReturnReason } from '@shop/shared/returns/returns';
import { SHOP } from '@shop/shared/shop/identity';
import { composeEmail, type EmailContent } from '../email/layout';
import { languageOf, linkIn } from '../email/language';
import type { OrderRow } from '../orders/repository';

type Order = Pick<OrderRow, 'order_id' | 'customer_name' | 'language'>;

/** A return's email in the order's language, with the link to the order's page in it. */
function mail(
  order: Order,
  publicUrl: string,
  write: (t: Translate, lang: Language) => { subject: string; paragraphs: string[] },
): EmailContent {
  const lang = languageOf(order.language);
  const t = translator(lang);
  const { subject, paragraphs } = write(t, lang);
  return composeEmail({
    lang,
    subject,
    greeting: t('email.hello', { name: order.customer_name }),
    paragraphs,
    action: {
      label: t('email.return.seeReturn'),
      url: linkIn(lang, `${publicUrl}/orders/${order.order_id}`),
    },
  });
}

const about = (order: Order) => ({ orderId: order.order_id, shop: SHOP.name });

/** Each step of a return, told to the customer (ADR 058). */
export const returnEmails = {
  requested(order: Order, items: string, reason: ReturnReason, publicUrl: string): EmailContent {
    return mail(order, publicUrl, (t) => ({
      subject: t('email.return.requestedSubject', about(order)),
      paragraphs: [
        t('email.return.requested', {
          items,
          orderId: order.order_id,
          reason: t(`email.return.reason.${reason}`),
        }),
        t('email.return.review', { days: String(POLICIES.returnInspectionBusinessDays) }),
      ],
    }));
  },
  approved(order: Order, note: string | null, publicUrl: string): EmailContent {
    return mail(order, publicUrl, (t) => ({
      subject: t('email.return.approvedSubject', about(order)),
      paragraphs: [
        t('email.return.approved', { orderId: order.order_id }),
        ...(note ? [t('email.return.teamNote', { note })] : []),
      ],
    }));
  },
  rejected(order: Order, note: string | null, publicUrl: string): EmailContent {
    return mail(order, publicUrl, (t) => ({
      subject: t('email.return.rejectedSubject', about(order)),
      paragraphs: [
        t('email.return.rejected', { orderId: order.order_id }),
        ...(note ? [t('email.return.rejectedReason', { note })] : []),
        t('email.return.contact', { phone: SHOP.phone, email: SHOP.email }),
      ],
    }));
  },
  received(order: Order, publicUrl: string): EmailContent {
    return mail(order, publicUrl, (t) => ({
      subject: t('email.return.receivedSubject', about(order)),
      paragraphs: [t('email.return.received', { orderId: order.order_id })],
    }));
  },
};

/** A refund was issued or has reached the customer's payment method. */
export function refundEmail(
  order: Order,
  refund: { amountPaise: number; reference: string | null; creditNote: string | null },
  state: 'issued' | 'processed',
  publicUrl: string,
): EmailContent {
  const values = {
    amount: formatPaiseExact(refund.amountPaise),
    orderId: order.order_id,
    days: dayRange(POLICIES.refundBusinessDays),
    shop: SHOP.name,
  };
  const processed = state === 'processed';
  return mail(order, publicUrl, (t) => ({
    subject: t(processed ? 'email.refund.processedSubject' : 'email.refund.issuedSubject', values),
    paragraphs: [
      refund.reference
        ? t(
            processed ? 'email.refund.processedWithReference' : 'email.refund.issuedWithReference',
            {
              ...values,
              reference: refund.reference,
            },
          )
        : t(processed ? 'email.refund.processed' : 'email.refund.issued', values),
      ...(refund.creditNote
        ? [t('email.refund.creditNote', { creditNote: refund.creditNote })]
        : []),
    ],
  }));
}
