import type { OrderDetail } from '@shop/shared/orders/order';
import { canPay } from '@shop/shared/orders/payment-window';
import { PAYMENT_FAILED_TEXT } from '@shop/shared/payments/recovery';
import { ErrorBox } from '~/components/ui/notice';

/**
 * An order whose payment failed or was abandoned while it can still be paid (ADR 060): says so
 * above its Pay again button. Nothing once it is paid (`paid`: the success text is showing).
 */
export function PaymentFailed({ order, paid }: { order: OrderDetail; paid: string | null }) {
  if (paid || order.paymentStatus !== 'Failed' || !canPay(order, new Date())) return null;
  return (
    <ErrorBox className="mt-4">
      <strong className="font-semibold">Payment failed.</strong> {PAYMENT_FAILED_TEXT}
    </ErrorBox>
  );
}
