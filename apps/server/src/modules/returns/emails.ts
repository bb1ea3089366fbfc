import { formatPaiseExact } from '@shop/shared/format/money';
import { POLICIES, dayRange } from '@shop/shared/shop/policies';
import { RETURN_REASONS, type ReturnReason } from '@shop/shared/returns/returns';
import { SHOP } from '@shop/shared/shop/identity';
import { composeEmail, type EmailContent } from '../email/layout';
import type { OrderRow } from '../orders/repository';

type Order = Pick<OrderRow, 'order_id' | 'customer_name'>;

const orderLink = (order: Order, publicUrl: string) => ({
  label: 'See the return on your order',
  url: `${publicUrl}/orders/${order.order_id}`,
});

function mail(order: Order, publicUrl: string, subject: string, paragraphs: string[]) {
  return composeEmail({
    subject: `${subject} — ${SHOP.name}`,
    greeting: `Hello ${order.customer_name},`,
    paragraphs,
    action: orderLink(order, publicUrl),
  });
}

/** Each step of a return, told to the customer (ADR 058). */
export const returnEmails = {
  requested(order: Order, items: string, reason: ReturnReason, publicUrl: string): EmailContent {
    return mail(order, publicUrl, `Return requested for order ${order.order_id}`, [
      `We have received your request to return ${items} from order ${order.order_id} (reason: ${RETURN_REASONS[reason]}).`,
      `We review it within ${POLICIES.returnInspectionBusinessDays} business days and email you the decision with the pickup details.`,
    ]);
  },
  approved(order: Order, note: string | null, publicUrl: string): EmailContent {
    return mail(order, publicUrl, `Return approved for order ${order.order_id}`, [
      `Your return for order ${order.order_id} is approved. Pack the items securely in their original box with all accessories; we arrange the courier pickup from your address.`,
      ...(note ? [`Note from our team: ${note}`] : []),
    ]);
  },
  rejected(order: Order, note: string | null, publicUrl: string): EmailContent {
    return mail(order, publicUrl, `Return not accepted for order ${order.order_id}`, [
      `We are sorry: your return request for order ${order.order_id} could not be accepted.`,
      ...(note ? [`Reason: ${note}`] : []),
      `Questions? Call ${SHOP.phone} or write to ${SHOP.email}.`,
    ]);
  },
  received(order: Order, publicUrl: string): EmailContent {
    return mail(order, publicUrl, `Return received for order ${order.order_id}`, [
      `Your returned items for order ${order.order_id} have reached us. We are checking them and will issue your refund shortly.`,
    ]);
  },
};

/** A refund was issued or has reached the customer's payment method. */
export function refundEmail(
  order: Order,
  refund: { amountPaise: number; reference: string | null; creditNote: string | null },
  state: 'issued' | 'processed',
  publicUrl: string,
): EmailContent {
  const amount = formatPaiseExact(refund.amountPaise);
  const reference = refund.reference ? ` (reference ${refund.reference})` : '';
  const days = dayRange(POLICIES.refundBusinessDays);
  return mail(
    order,
    publicUrl,
    state === 'processed'
      ? `Refund of ${amount} processed for order ${order.order_id}`
      : `Refund of ${amount} issued for order ${order.order_id}`,
    [
      state === 'processed'
        ? `Your refund of ${amount} for order ${order.order_id} has been processed${reference}. Depending on your bank it reaches your account within ${days} business days.`
        : `We have issued a refund of ${amount} for order ${order.order_id}${reference} to your original payment method. It reaches your account within ${days} business days; we email you again once the payment provider confirms it.`,
      ...(refund.creditNote
        ? [`GST credit note ${refund.creditNote} can be downloaded from your order.`]
        : []),
    ],
  );
}
