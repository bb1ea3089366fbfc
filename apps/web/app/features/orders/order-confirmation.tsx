import { formatPaise, formatPaiseExact } from '@shop/shared/format/money';
import { ORDER_MESSAGES } from '@shop/shared/orders/errors';
import type { OrderDetail } from '@shop/shared/orders/order';
import { canPay } from '@shop/shared/orders/payment-window';
import { standardDeliveryText } from '@shop/shared/shop/policies';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { ErrorBox, SuccessBox } from '~/components/ui/notice';
import { PayNowButton } from '~/features/payments/pay-now-button';
import type { ConfirmationState, PaymentNotice } from '~/features/payments/payment-notice';
import { VerificationPendingNotice } from '~/features/payments/verification-pending-notice';
import { useHydrated } from '~/lib/use-hydrated';
import { PayBy } from './pay-by';

/**
 * The confirmation of a just-placed order, at the top of the account's Orders tab (spec §4: an
 * order lands on /account; the spec §8 texts): the order id, the email sent, how the payment
 * went (with Pay now while it can still be paid), the lines and total, the delivery estimate,
 * what happens next, and where to go. Drawn from the order as the server has it, so a reload or
 * the link on the order's page shows it again; the payment words of the moment come with the
 * navigation from checkout when there are any.
 */
export function OrderConfirmation({ order }: { order: OrderDetail }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Only checkout navigates here with state, and it sends a ConfirmationState.
  const state = (useLocation().state ?? {}) as ConfirmationState;
  const [paidText, setPaidText] = useState<string | null>(null);
  // The page's subject changed: move focus to it, as a new page would.
  useEffect(() => heading.current?.focus(), [order.orderId]);

  // The server knows no navigation state: read it only once hydrated, so both draw the same.
  const hydrated = useHydrated();
  const notice = paidText
    ? ({ tone: 'success', text: paidText } as const)
    : ((hydrated ? state.payment : undefined) ?? noticeFromOrder(order));
  return (
    <section
      aria-labelledby="order-confirmation-heading"
      className="mb-6 rounded-2xl border border-emerald-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="order-confirmation"
    >
      <h2
        ref={heading}
        id="order-confirmation-heading"
        tabIndex={-1}
        className="text-xl font-semibold text-slate-900 outline-none"
      >
        {ORDER_MESSAGES.placed}
      </h2>
      <p className="mt-2 text-slate-700">{ORDER_MESSAGES.orderId(order.orderId)}</p>
      <p className="mt-1 text-slate-700">
        {ORDER_MESSAGES.confirmationEmail(order.customer.email)}
      </p>

      <div className="mt-4 space-y-3">
        {notice?.tone === 'success' && <SuccessBox>{notice.text}</SuccessBox>}
        {notice?.tone === 'pending' && <VerificationPendingNotice message={notice.text} />}
        {notice?.tone === 'error' && (
          <ErrorBox className="whitespace-pre-line">{notice.text}</ErrorBox>
        )}
        {!paidText && canPay(order, new Date()) && (
          <div className="flex flex-wrap items-center gap-3">
            <PayNowButton orderId={order.orderId} onPaid={setPaidText} size="md" />
            <PayBy payBy={order.payBy} />
          </div>
        )}
      </div>

      <ul className="mt-5 divide-y divide-slate-100 border-y border-slate-100 text-sm">
        {order.lines.map((line) => (
          <li key={line.productId} className="flex justify-between gap-4 py-2">
            <span className="text-slate-700">
              {line.name} × {line.quantity}
            </span>
            <span className="whitespace-nowrap font-medium text-slate-900">
              {formatPaiseExact(line.taxableValuePaise)}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex justify-between text-base font-semibold text-slate-900">
        <span>Total (GST and shipping included)</span>
        <span data-testid="confirmation-total">{formatPaise(order.totalPaise)}</span>
      </p>

      <h3 className="mt-5 font-semibold text-slate-900">What happens next</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>We prepare your order once it is paid and email you at each step.</li>
        <li>
          When it ships you get the courier and tracking number, and your GST invoice can be
          downloaded.
        </li>
        <li>Delivery takes {standardDeliveryText()} after dispatch.</li>
      </ol>

      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={`/orders/${order.orderId}`} className={buttonClass('primary', 'md')}>
          View order {order.orderId}
        </Link>
        <Link to="/products" className={buttonClass('outline', 'md')}>
          Continue Shopping
        </Link>
      </div>
    </section>
  );
}

/** Without the words of the moment (a reload, a revisit): what the order's status says. */
function noticeFromOrder(order: OrderDetail): PaymentNotice | null {
  if (order.paymentStatus === 'Paid') {
    return { tone: 'success', text: 'Payment received. Thank you!' };
  }
  return null;
}
