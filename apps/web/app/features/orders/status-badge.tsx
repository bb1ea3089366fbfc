import type { OrderStatus, PaymentStatus } from '@shop/shared/orders/lifecycle';
import { useT } from '~/lib/i18n/i18n';

/** Spec §4 colours: Delivered green, Shipped blue, Processing yellow; Placed brand; Cancelled red. */
const STATUS_CLASSES: Record<OrderStatus, string> = {
  Placed: 'bg-brand-50 text-brand-800 ring-brand-200',
  Processing: 'bg-amber-100 text-amber-900 ring-amber-300',
  Shipped: 'bg-blue-100 text-blue-800 ring-blue-200',
  Delivered: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  Cancelled: 'bg-red-100 text-red-800 ring-red-200',
};

const PAYMENT_CLASSES: Record<PaymentStatus, string> = {
  Pending: 'text-amber-800',
  Paid: 'text-emerald-700',
  Failed: 'text-red-700',
  Refunded: 'text-slate-700',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return (
    <span
      data-testid="order-status"
      data-status={status}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_CLASSES[status]}`}
    >
      {t(`order.status.${status}`)}
    </span>
  );
}

export function PaymentStatusText({ status }: { status: PaymentStatus }) {
  const t = useT();
  return (
    <span className="text-sm text-slate-600">
      {t('order.paymentLabel')}{' '}
      <span data-testid="payment-status" className={`font-semibold ${PAYMENT_CLASSES[status]}`}>
        {t(`order.paymentStatus.${status}`)}
      </span>
    </span>
  );
}
