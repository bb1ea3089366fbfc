import { stateText } from '@shop/shared/india/states';
import { canPay } from '@shop/shared/orders/payment-window';
import { CourierEvents } from './courier-events';
import type { OrderDetail } from '@shop/shared/orders/order';
import { useState, type ReactNode } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import { Link } from '~/lib/i18n/links';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { SuccessBox } from '~/components/ui/notice';
import { formatDeliveryDate } from '@shop/shared/delivery/calendar';
import { INTL_LOCALE } from '@shop/shared/i18n/language';
import { PayNowButton } from '~/features/orders/pay-now-button';
import { confirmationPath, PAY_NOW_PARAM } from '@shop/shared/orders/confirmation';
import { formatIndiaDateTime } from '@shop/shared/format/india-time';
import { InvoiceLink } from './invoice-link';
import { Card, Row } from './order-detail-parts';
import { OrderItems } from './order-items';
import { usePaymentMethodText, usePaymentStatusText } from '~/lib/i18n/payment-texts';
import { OrderTimeline } from './order-timeline';
import { PaymentDue } from './bank-transfer-panel';
import { PaymentFailed } from './payment-failed';
import { PaymentStatusText, StatusBadge } from './status-badge';
import { RichText, useLanguage, useT } from '~/lib/i18n/i18n';

function Back() {
  const t = useT();
  return (
    <Link to="/orders" className={buttonClass('ghost', 'sm', '-ml-3')}>
      <Icon name="arrow-left" className="h-4 w-4" />
      {t('order.allOrders')}
    </Link>
  );
}

/**
 * /orders/:orderId: one of the shopper's orders, from the page's loader (undefined when the
 * account has no such order: another shopper's is not told apart).
 */
export function OrderDetailScreen({
  orderId,
  order,
  returns,
  paymentStatusShown,
}: {
  orderId: string;
  order: OrderDetail | undefined;
  /** The order's returns and refunds, composed by the route (ADR 058). */
  returns?: ReactNode;
  /** The payment status with refunds counted ('Partially refunded'), when known. */
  paymentStatusShown?: string;
}) {
  const t = useT();
  const revalidator = useRevalidator();
  // The spec's payment success text, kept while the order reloads as Paid.
  const [paid, setPaid] = useState<string | null>(null);

  if (!order) {
    return (
      <div>
        <Back />
        <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <Icon name="package-search" className="h-12 w-12 text-slate-400" />
          <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('order.notFound')}</h1>
          <p className="mt-2 max-w-md text-slate-600">{t('order.notFoundLead', { orderId })}</p>
          <Link to="/orders" className={buttonClass('primary', 'md', 'mt-6')}>
            {t('order.viewMyOrders')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <OrderView
      order={order}
      returns={returns}
      paymentStatus={paymentStatusShown ?? order.paymentStatus}
      paid={paid}
      onPaid={(message) => {
        setPaid(message);
        void revalidator.revalidate();
      }}
    />
  );
}

function OrderView({
  order,
  returns,
  paymentStatus,
  paid,
  onPaid,
}: {
  order: OrderDetail;
  returns: ReactNode;
  paymentStatus: string;
  paid: string | null;
  onPaid: (message: string) => void;
}) {
  const t = useT();
  const locale = INTL_LOCALE[useLanguage()];
  const methodText = usePaymentMethodText();
  const statusText = usePaymentStatusText();
  const a = order.shippingAddress;
  // The pay link of ADR 060 (`?pay=now`) opens the payment at once.
  const payOnArrival = useSearchParams()[0].get(PAY_NOW_PARAM) === 'now';
  return (
    <div>
      <Back />
      <div className="mt-2 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-all text-slate-900 sm:text-3xl">
            {t('order.heading', { orderId: order.orderId })}
          </h1>
          <p className="mt-1 text-slate-600">
            <RichText
              id="order.placedOn"
              values={{ date: formatIndiaDateTime(order.placedAt) }}
              components={[<time key="date" dateTime={order.placedAt} />]}
            />
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <StatusBadge status={order.status} />
          <PaymentStatusText status={order.paymentStatus} />
        </div>
      </div>
      <PaymentFailed order={order} paid={paid} />
      <div className="mt-4 flex flex-wrap gap-2">
        {canPay(order, new Date()) && (
          <PayNowButton
            orderId={order.orderId}
            onPaid={onPaid}
            size="md"
            again={order.paymentStatus === 'Failed'}
            payOnArrival={payOnArrival}
          />
        )}
        {order.invoiceAvailable && <InvoiceLink orderId={order.orderId} size="md" />}
        <Link to={confirmationPath(order.orderId)} className={buttonClass('ghost', 'md')}>
          {t('order.confirmation')}
        </Link>
      </div>
      <PaymentDue order={order} />
      {paid && <SuccessBox className="mt-3">{paid}</SuccessBox>}

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-6">
          <OrderItems order={order} />
          <Card title={t('order.statusCard')}>
            {order.shipment && (
              <p className="mb-4 flex gap-2 rounded-lg bg-blue-50 p-3 text-sm text-blue-900">
                <Icon name="truck" className="mt-0.5 h-4 w-4 shrink-0" />
                <span>
                  <RichText
                    id="order.shippedWith"
                    values={{
                      carrier: order.shipment.carrier,
                      trackingNumber: order.shipment.trackingNumber,
                    }}
                    components={[
                      <strong key="carrier" />,
                      <strong key="tracking" className="font-mono" />,
                    ]}
                  />
                </span>
              </p>
            )}
            {order.shipment && <CourierEvents shipment={order.shipment} />}
            <OrderTimeline events={order.timeline} />
          </Card>
          {returns}
        </div>

        <div className="space-y-6">
          <Card title={t('order.shippingAddress')}>
            <address className="text-sm leading-6 text-slate-700 not-italic">
              <span className="font-medium text-slate-900">{order.customer.name}</span>
              <br />
              {a.address}
              <br />
              {a.city}, {stateText(a.state, t)} {a.pincode}
              <br />
              {order.customer.phone}
              <br />
              <span className="break-all">{order.customer.email}</span>
            </address>
            {order.delivery.deliverBy && (
              <p className="mt-3 text-sm text-slate-700" data-testid="order-deliver-by">
                {t(`order.delivery.${order.delivery.option}`)}:{' '}
                <strong>
                  {t(order.status === 'Delivered' ? 'order.promisedBy' : 'order.deliveryBy', {
                    date: formatDeliveryDate(order.delivery.deliverBy, locale),
                  })}
                </strong>
              </p>
            )}
            {order.business && (
              <p className="mt-3 text-sm text-slate-700">
                {t('order.gstInvoiceTo', { name: order.business.name })}
                <br />
                {t('order.gstin')} <span className="font-mono">{order.business.gstin}</span>
              </p>
            )}
            {order.poNumber && (
              <p className="mt-3 text-sm text-slate-700">
                {t('order.yourPurchaseOrder', { poNumber: order.poNumber })}
              </p>
            )}
          </Card>
          <Card title={t('order.payment')}>
            <dl className="space-y-2 text-sm">
              <Row label={t('order.method')}>{methodText(order.paymentMethod)}</Row>
              <Row label={t('order.paymentStatusLabel')}>{statusText(paymentStatus)}</Row>
              {order.payment.reference && (
                <Row label={t('order.reference')}>
                  <span className="font-mono break-all">{order.payment.reference}</span>
                </Row>
              )}
              {order.payment.paidAt && (
                <Row label={t('order.paidOn')}>{formatIndiaDateTime(order.payment.paidAt)}</Row>
              )}
              {order.invoiceNumber && <Row label={t('order.invoice')}>{order.invoiceNumber}</Row>}
            </dl>
            {order.payment.demo && (
              <p className="mt-3 text-xs text-slate-500">{t('order.demoNote')}</p>
            )}
          </Card>
        </div>
      </div>
    </div>
  );
}
