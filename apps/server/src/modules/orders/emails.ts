import { formatPaiseExact } from '@shop/shared/format/money';
import type { OrderStatus } from '@shop/shared/orders/lifecycle';
import { orderTimestamp } from '@shop/shared/format/india-time';
import type { MessageKey } from '@shop/shared/i18n/catalogue';
import { translator, type Translate } from '@shop/shared/i18n/translate';
import { PAYMENT_WINDOW_MINUTES, payByTime } from '@shop/shared/orders/payment-window';
import { SHOP } from '@shop/shared/shop/identity';
import { formatDeliveryDate } from '@shop/shared/delivery/calendar';
import { COD_METHOD } from '@shop/shared/orders/place-order';
import { chargeWithGst } from '@shop/shared/pricing/charges-gst';
import { BANK_TRANSFER_METHOD, type BankAccount } from '@shop/shared/payments/bank-transfer';
import { composeEmail, type EmailContent } from '../email/layout';
import { deliveryOptionName, languageOf, linkIn } from '../email/language';
import { paymentMethodText } from '@shop/shared/payments/method-labels';
import { bankTransferPaymentText } from '../bank-transfers/emails';
import { roundOffOfOrder } from './order-record';
import type { OrderLineRow, OrderRow } from './repository';

/**
 * The order confirmation: what was ordered, what it costs and where it goes, in the language
 * the order was placed in (ADR 107).
 */
export function orderConfirmationEmail(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  publicUrl: string,
  account: BankAccount,
  /** A Cash on Delivery order's one-tap confirmation link and its deadline (ADR 102). */
  codLink?: { url: string; confirmBy: Date },
): EmailContent {
  const lang = languageOf(order.language);
  const t = translator(lang);
  const page = (path: string) => linkIn(lang, `${publicUrl}${path}`);
  const money = formatPaiseExact;
  const lineTexts = lines.map((l) =>
    t('email.order.line', {
      name: l.name,
      quantity: String(l.quantity),
      amount: money(l.taxable_value),
    }),
  );
  const delivery =
    order.shipping === 0
      ? t('email.free')
      : chargeWithGst(order.shipping, order.shipping_tax, money);
  return composeEmail({
    lang,
    subject: t('email.order.subject', { orderId: order.order_id, shop: SHOP.name }),
    greeting: t('email.hello', { name: order.customer_name }),
    paragraphs: [
      t('email.order.thanks', { orderId: order.order_id, placedAt: order.timestamp }),
      ...poLine(order, t),
      [t('email.order.items'), ...lineTexts].join('\n'),
      [
        t('email.order.subtotal', { amount: money(order.subtotal) }),
        t('email.order.gst', { amount: money(order.tax) }),
        t('email.order.charge', {
          label: deliveryOptionName(order.delivery_option, t),
          amount: delivery,
        }),
        ...(order.cod_fee > 0
          ? [
              t('email.order.codFee', {
                amount: chargeWithGst(order.cod_fee, order.cod_fee_tax, money),
              }),
            ]
          : []),
        ...roundOffText(order, t),
        t('email.order.total', { amount: money(order.total_amount) }),
      ].join('\n'),
      t('email.order.deliveringTo', {
        name: order.customer_name,
        address: order.delivery_address,
        phone: order.customer_phone,
      }),
      ...(order.deliver_by
        ? [t('email.order.deliveryBy', { date: formatDeliveryDate(order.deliver_by) })]
        : []),
      ...paymentText(order, account, t, codLink?.confirmBy),
      ...(order.business_gstin
        ? [
            t('email.order.gstInvoiceTo', {
              business: order.business_name ?? '',
              gstin: order.business_gstin,
            }),
          ]
        : []),
    ],
    action: codLink
      ? { label: t('email.order.confirmCod'), url: linkIn(lang, codLink.url) }
      : { label: t('email.viewOrders'), url: page('/orders') },
    after: [
      ...(codLink ? [t('email.order.seeOrders', { url: page('/orders') })] : []),
      t('email.order.trackAt', { url: page('/track-order') }),
    ],
  });
}

const STATUS_MESSAGES: Record<OrderStatus, { subject: MessageKey; text: MessageKey }> = {
  Placed: { subject: 'email.status.placedSubject', text: 'email.status.placed' },
  Processing: { subject: 'email.status.processingSubject', text: 'email.status.processing' },
  Shipped: { subject: 'email.status.shippedSubject', text: 'email.status.shipped' },
  Delivered: { subject: 'email.status.deliveredSubject', text: 'email.status.delivered' },
  Cancelled: { subject: 'email.status.cancelledSubject', text: 'email.status.cancelled' },
};

/** Tells the customer their order moved on: with the courier when it ships. */
export function orderStatusEmail(
  order: OrderRow,
  status: OrderStatus,
  change: { carrier?: string; trackingNumber?: string; note?: string; ewayBill?: string | null },
  publicUrl: string,
): EmailContent {
  const lang = languageOf(order.language);
  const t = translator(lang);
  const messages = STATUS_MESSAGES[status];
  const values = { orderId: order.order_id, shop: SHOP.name };
  return composeEmail({
    lang,
    subject: t(messages.subject, values),
    greeting: t('email.hello', { name: order.customer_name }),
    paragraphs: [
      t(messages.text, values),
      ...poLine(order, t),
      ...(change.carrier && change.trackingNumber
        ? [t('email.courier', { carrier: change.carrier, tracking: change.trackingNumber })]
        : []),
      // The e-way bill that travels with a high-value parcel (ADR 097).
      ...(change.ewayBill ? [change.ewayBill] : []),
      ...(change.note ? [change.note] : []),
      contactLine(t),
    ],
    action:
      status === 'Shipped' || status === 'Delivered'
        ? { label: t('email.downloadInvoice'), url: linkIn(lang, `${publicUrl}/orders`) }
        : { label: t('email.trackOrder'), url: linkIn(lang, `${publicUrl}/track-order`) },
  });
}

/** "Questions? Call us…", with the shop's hours in the email's language. */
export function contactLine(t: Translate): string {
  return t('email.questions', { phone: SHOP.phone, hours: t('layout.footer.hours') });
}

const poLine = (order: Pick<OrderRow, 'po_number'>, t: Translate) =>
  order.po_number ? [t('email.poNumber', { po: order.po_number })] : [];

/**
 * How the order is paid: online within the payment window, in cash to the courier, or by bank
 * transfer into the shop's account (ADR 106).
 */
function paymentText(
  order: OrderRow,
  account: BankAccount,
  t: Translate,
  confirmBy?: Date,
): string[] {
  if (order.payment_method === BANK_TRANSFER_METHOD) {
    return bankTransferPaymentText(order, account, t);
  }
  return [paymentLine(order, t, confirmBy)];
}

function paymentLine(order: OrderRow, t: Translate, confirmBy?: Date): string {
  const method = paymentMethodText(order.payment_method, t);
  if (order.payment_method === COD_METHOD) {
    const pay = t('email.order.codPay', { method, amount: formatPaiseExact(order.total_amount) });
    if (!confirmBy) return `${pay} ${t('email.order.codCall')}`;
    return `${pay} ${t('email.order.codConfirm', { time: orderTimestamp(confirmBy) })}`;
  }
  return t('email.order.payPending', {
    method,
    time: orderTimestamp(new Date(payByTime(order.created_at))),
    minutes: String(PAYMENT_WINDOW_MINUTES),
  });
}

function roundOffText(order: OrderRow, t: Translate): string[] {
  const roundOff = roundOffOfOrder(order);
  return roundOff === 0 ? [] : [t('email.order.roundOff', { amount: formatPaiseExact(roundOff) })];
}
