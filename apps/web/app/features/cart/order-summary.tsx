import { formatPaise, formatRupees } from '@shop/shared/format/money';
import {
  FREE_SHIPPING_ABOVE,
  GST_RATE_PERCENT,
  SHIPPING_CHARGE,
  type CartTotals,
} from '@shop/shared/pricing/cart-totals';
import { chargeWithGst } from '@shop/shared/pricing/charges-gst';
import type { ReactNode } from 'react';
import { useT } from '~/lib/i18n/i18n';

/**
 * Subtotal, shipping, GST and total of spec §9, computed in packages/shared. The shipping and
 * COD fee rows show each charge with its GST (ADR 096); the GST row is all of it.
 */
export function OrderSummary({ totals, children }: { totals: CartTotals; children?: ReactNode }) {
  const t = useT();
  const toFree = FREE_SHIPPING_ABOVE + 1 - totals.subtotal;
  return (
    <section
      aria-labelledby="summary-heading"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="summary-heading" className="text-lg font-semibold">
        {t('orderSummary.heading')}
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        <Row
          label={t('orderSummary.subtotal', { count: totals.count })}
          value={formatRupees(totals.subtotal)}
          testId="summary-subtotal"
        />
        <Row
          label={t('orderSummary.shipping')}
          value={
            totals.shipping === 0
              ? t('orderSummary.free')
              : chargeWithGst(totals.shipping * 100, totals.shippingTaxPaise, formatPaise)
          }
          testId="summary-shipping"
        />
        {totals.codFeePaise > 0 && (
          <Row
            label={t('orderSummary.codFee')}
            value={chargeWithGst(totals.codFeePaise, totals.codFeeTaxPaise, formatPaise)}
            testId="summary-cod-fee"
          />
        )}
        <Row
          label={t('orderSummary.gst', { rate: GST_RATE_PERCENT })}
          value={formatPaise(totals.taxPaise)}
          testId="summary-tax"
        />
        <div className="flex justify-between border-t border-slate-200 pt-3 text-base font-semibold">
          <dt>{t('orderSummary.total')}</dt>
          <dd data-testid="summary-total">{formatPaise(totals.totalPaise)}</dd>
        </div>
      </dl>
      {totals.shipping === SHIPPING_CHARGE && toFree > 0 && (
        <p className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          {t('orderSummary.toFreeShipping', {
            amount: formatRupees(toFree),
            threshold: formatRupees(FREE_SHIPPING_ABOVE),
          })}
        </p>
      )}
      {children && <div className="mt-6 space-y-3">{children}</div>}
    </section>
  );
}

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex justify-between">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
