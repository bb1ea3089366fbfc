import type { OrderDetail } from '@shop/shared/orders/order';
import { canPay } from '@shop/shared/orders/payment-window';
import { ErrorBox } from '~/components/ui/notice';
import { useT } from '~/lib/i18n/i18n';

/**
 * An order whose payment failed or was abandoned while it can still be paid (ADR 060): says so
 * above its Pay again button. Nothing once it is paid (`paid`: the success text is showing).
 */
export function PaymentFailed({ order, paid }: { order: OrderDetail; paid: string | null }) {
  const t = useT();
  if (paid || order.paymentStatus !== 'Failed' || !canPay(order, new Date())) return null;
  return (
    <ErrorBox className="mt-4">
      <strong className="font-semibold">{t('order.pay.failedTitle')}</strong>{' '}
      {t('order.pay.failedText')}
    </ErrorBox>
  );
}
