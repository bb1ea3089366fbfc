import { paymentMethodText } from '@shop/shared/payments/method-labels';
import { useT } from './i18n';

/** A payment method as stored ('UPI', 'upi'), in the page's language; an unknown one as it is. */
export function usePaymentMethodText(): (method: string) => string {
  const t = useT();
  return (method) => paymentMethodText(method, t);
}

/** A payment status as shown ('Paid', 'Partially refunded'), in the page's language. */
export function usePaymentStatusText(): (status: string) => string {
  const t = useT();
  return (status) => {
    switch (status) {
      case 'Pending':
      case 'Paid':
      case 'Failed':
      case 'Refunded':
        return t(`order.paymentStatus.${status}`);
      case 'Partially refunded':
        return t('order.paymentStatus.partiallyRefunded');
      default:
        return status;
    }
  };
}
