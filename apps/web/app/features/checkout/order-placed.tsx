import { ORDER_MESSAGES } from '@shop/shared/orders/errors';
import { PAYMENT_MESSAGES } from '@shop/shared/payments/payment';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { ErrorBox, SuccessBox } from '~/components/ui/notice';
import type { PaymentOutcome } from '~/features/payments/pay-for-order';
import { VerificationPendingNotice } from '~/features/payments/verification-pending-notice';

/** How the payment of a just-placed order went, in the spec's words. */
export type PaymentNotice = { tone: 'success' | 'pending' | 'error'; text: string };

export interface PlacedOrder {
  orderId: string;
  email: string;
  payment: PaymentNotice;
}

/** The page's words for a payment outcome: paid, awaiting confirmation, or saved unpaid. */
export function paymentNotice(outcome: PaymentOutcome): PaymentNotice {
  if (outcome.kind === 'paid') return { tone: 'success', text: outcome.message };
  if (outcome.kind === 'verification-pending') return { tone: 'pending', text: outcome.message };
  return {
    tone: 'error',
    text: [outcome.error, PAYMENT_MESSAGES.dismissed].filter(Boolean).join('\n\n'),
  };
}

/**
 * The confirmation in the page once an order is placed (spec §8 texts, no browser alert): the
 * order id, the confirmation email, how the payment went, and where to go next.
 */
export function OrderPlaced({
  order,
  heading,
}: {
  order: PlacedOrder;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const { payment } = order;
  return (
    <div className="mt-6 max-w-2xl rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none">
        {ORDER_MESSAGES.placed}
      </h2>
      <p className="mt-2 text-slate-700">{ORDER_MESSAGES.orderId(order.orderId)}</p>
      <p className="mt-1 text-slate-700">{ORDER_MESSAGES.confirmationEmail(order.email)}</p>
      <div className="mt-4">
        {payment.tone === 'success' && <SuccessBox>{payment.text}</SuccessBox>}
        {payment.tone === 'pending' && <VerificationPendingNotice message={payment.text} />}
        {payment.tone === 'error' && (
          <ErrorBox className="whitespace-pre-line">{payment.text}</ErrorBox>
        )}
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={`/orders/${order.orderId}`} className={buttonClass('primary', 'md')}>
          View order {order.orderId}
        </Link>
        <Link to="/account?tab=orders" className={buttonClass('outline', 'md')}>
          View your orders
        </Link>
        <Link to="/products" className={buttonClass('ghost', 'md')}>
          Continue Shopping
        </Link>
      </div>
    </div>
  );
}
