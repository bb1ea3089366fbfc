import { formatPaise, formatPaiseExact } from '@shop/shared/format/money';
import type { OrderDetail } from '@shop/shared/orders/order';
import { PAY_NOW_PARAM } from '@shop/shared/orders/confirmation';
import { canPay } from '@shop/shared/orders/payment-window';
import { dayRange, POLICIES } from '@shop/shared/shop/policies';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '~/lib/i18n/links';
import { buttonClass } from '~/components/ui/button';
import { SuccessBox } from '~/components/ui/notice';
import { PayNowButton } from '~/features/orders/pay-now-button';
import { BankTransferPanel } from './bank-transfer-panel';
import { PayBy } from './pay-by';
import { useT } from '~/lib/i18n/i18n';

/**
 * The confirmation of a just-placed order, at the top of the account's Orders tab (spec §4: an
 * order lands on /account; the spec §8 texts): the order id, the email sent, how the payment
 * went (with Pay now while it can still be paid), the lines and total, the delivery estimate,
 * what happens next, and where to go. Drawn from the order as the server has it, so a reload or
 * the link on the order's page shows it again. Arriving from Place Order or Buy Now with the
 * page's script (`?pay=now`, ADR 049), the payment opens at once; without it, Pay now is a form.
 */
export function OrderConfirmation({ order }: { order: OrderDetail }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const [paidText, setPaidText] = useState<string | null>(null);
  const payOnArrival = useSearchParams()[0].get(PAY_NOW_PARAM) === 'now';
  // The page's subject changed: move focus to it, as a new page would.
  useEffect(() => heading.current?.focus(), [order.orderId]);

  const notice = paidText
    ? paidText
    : order.paymentStatus !== 'Paid'
      ? null
      : t(order.payment.demo ? 'order.confirm.demoPaid' : 'order.confirm.paid');
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
        {t('order.confirm.placed')}
      </h2>
      <p className="mt-2 text-slate-700">
        {t('order.confirm.orderId', { orderId: order.orderId })}
      </p>
      <p className="mt-1 text-slate-700">
        {t('order.confirm.email', { email: order.customer.email })}
      </p>

      <div className="mt-4 space-y-3">
        {notice && <SuccessBox>{notice}</SuccessBox>}
        {!paidText && canPay(order, new Date()) && (
          <div className="flex flex-wrap items-center gap-3">
            <PayNowButton
              orderId={order.orderId}
              onPaid={setPaidText}
              payOnArrival={payOnArrival}
              size="md"
              again={order.paymentStatus === 'Failed'}
            />
            {!order.bankTransfer && <PayBy payBy={order.payBy} />}
          </div>
        )}
      </div>
      <BankTransferPanel order={order} />

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
        <span>{t('order.confirm.total')}</span>
        <span data-testid="confirmation-total">{formatPaise(order.totalPaise)}</span>
      </p>

      <h3 className="mt-5 font-semibold text-slate-900">{t('order.confirm.next')}</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>{t('order.confirm.next1')}</li>
        <li>{t('order.confirm.next2')}</li>
        <li>
          {t('order.confirm.next3', {
            metro: dayRange(POLICIES.metroDeliveryDays),
            rest: dayRange(POLICIES.standardDeliveryDays),
          })}
        </li>
      </ol>

      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={`/orders/${order.orderId}`} className={buttonClass('primary', 'md')}>
          {t('order.confirm.view', { orderId: order.orderId })}
        </Link>
        <Link to="/products" className={buttonClass('outline', 'md')}>
          {t('order.confirm.continue')}
        </Link>
      </div>
    </section>
  );
}
