import { useT } from './i18n';

const PAYMENT_METHODS_NAMED = [
  'upi',
  'card',
  'netbanking',
  'wallet',
  'cod',
  'bank_transfer',
  'emi',
  'paylater',
] as const;

/** A payment method as stored ('UPI', 'upi'), in the page's language; an unknown one as it is. */
export function usePaymentMethodText(): (method: string) => string {
  const t = useT();
  return (method) => {
    const known = PAYMENT_METHODS_NAMED.find((m) => m === method.toLowerCase());
    return known ? t(`order.method.${known}`) : method;
  };
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
