import { canPay } from '@shop/shared/orders/payment-window';
import type { OrderSummary } from '@shop/shared/orders/order';
import { formatPaise } from '@shop/shared/format/money';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Link } from '~/lib/i18n/links';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { SuccessBox } from '~/components/ui/notice';
import { PayNowButton } from '~/features/orders/pay-now-button';
import { PayBy } from './pay-by';
import { formatIndiaDate } from '@shop/shared/format/india-time';
import { InvoiceLink } from './invoice-link';
import { PaymentStatusText, StatusBadge } from './status-badge';
import { RichText, useT } from '~/lib/i18n/i18n';

/** The order history of the account's Orders tab and /orders, newest first, from the loader. */
export function OrderList({ orders }: { orders: OrderSummary[] }) {
  const t = useT();
  const revalidator = useRevalidator();
  // The spec's payment success text, kept above the list while it reloads with the order Paid.
  const [paid, setPaid] = useState<string | null>(null);
  const onPaid = (message: string) => {
    setPaid(message);
    void revalidator.revalidate();
  };

  if (orders.length === 0) return <NoOrders />;

  return (
    <div>
      <h2 className="text-lg font-semibold text-slate-900">{t('order.list.heading')}</h2>
      {paid && <SuccessBox className="mt-4">{paid}</SuccessBox>}
      <ul className="mt-4 space-y-4" aria-label={t('order.list.heading')}>
        {orders.map((order) => (
          <OrderCard key={order.orderId} order={order} onPaid={onPaid} />
        ))}
      </ul>
    </div>
  );
}

function OrderCard({ order, onPaid }: { order: OrderSummary; onPaid: (message: string) => void }) {
  const t = useT();
  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
      data-testid="order-card"
      data-order-id={order.orderId}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Link
            to={`/orders/${order.orderId}`}
            className="inline-flex items-center gap-1 rounded font-mono font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {order.orderId}
            <span className="sr-only">{t('order.list.viewDetails')}</span>
            <Icon name="chevron-right" className="h-4 w-4" />
          </Link>
          <p className="text-sm text-slate-600">
            <RichText
              id="order.placedOn"
              values={{ date: formatIndiaDate(order.placedAt) }}
              components={[<time key="date" dateTime={order.placedAt} />]}
            />
          </p>
        </div>
        <StatusBadge status={order.status} />
      </div>
      <p className="mt-3 text-sm text-slate-700">{order.items}</p>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <span className="font-semibold text-slate-900">
            {formatPaise(order.totalPaise)}
            <span className="ml-1 text-sm font-normal text-slate-600">
              {t('order.list.items', { count: order.totalItems })}
            </span>
          </span>
          <PaymentStatusText status={order.paymentStatus} />
        </div>
        <div className="flex flex-wrap gap-2">
          {canPay(order, new Date()) && (
            <PayNowButton
              orderId={order.orderId}
              onPaid={onPaid}
              again={order.paymentStatus === 'Failed'}
            />
          )}
          {order.invoiceAvailable && <InvoiceLink orderId={order.orderId} />}
        </div>
      </div>
      <PayBy payBy={order.payBy} className="mt-2" />
    </li>
  );
}

function NoOrders() {
  const t = useT();
  return (
    <div className="flex flex-col items-center px-4 py-10 text-center">
      <Icon name="package" className="h-12 w-12 text-slate-400" />
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{t('order.list.none')}</h2>
      <p className="mt-1 max-w-sm text-slate-600">{t('order.list.noneLead')}</p>
      <Link to="/products" className={buttonClass('primary', 'md', 'mt-6')}>
        {t('order.list.browse')}
      </Link>
    </div>
  );
}
