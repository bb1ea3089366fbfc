import { type DeliveryOption } from '@shop/shared/delivery/options';
import type { ReactNode } from 'react';
import { useT } from '~/lib/i18n/i18n';

/** A titled card of the order page. */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** A label and its value in a card's list. */
export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** The totals' delivery line's key: "Shipping" for standard delivery, else the option's name. */
export const chargeLabel = (option: DeliveryOption) => `order.charge.${option}` as const;

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
