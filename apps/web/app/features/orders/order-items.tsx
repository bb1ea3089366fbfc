import type { OrderDetail } from '@shop/shared/orders/order';
import { formatPaiseExact } from '@shop/shared/format/money';
import { orderChargeTexts } from '@shop/shared/pricing/charges-gst';
import { Link } from '~/lib/i18n/links';
import { useT } from '~/lib/i18n/i18n';
import { Card, chargeLabel, Row } from './order-detail-parts';

/** The order's lines with their HSN codes and taxable values, then its charges and total. */
export function OrderItems({ order }: { order: OrderDetail }) {
  const t = useT();
  const charges = orderChargeTexts(order, formatPaiseExact);
  return (
    <Card title={t('order.items')}>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('order.col.product')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('order.col.hsn')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t('order.col.unitPrice')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t('order.col.qty')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t('order.col.amount')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {order.lines.map((line) => (
              <tr key={line.productId}>
                <td className="py-2 pr-3">
                  <Link
                    to={`/product/${line.productId}`}
                    className="font-medium text-slate-900 hover:underline"
                  >
                    {line.name}
                  </Link>
                  {order.status === 'Delivered' && (
                    <Link
                      to={`/product/${line.productId}#your-review`}
                      className="mt-0.5 block text-xs font-medium text-brand-700 hover:underline"
                    >
                      {t('order.reviewProduct')}
                      <span className="sr-only">: {line.name}</span>
                    </Link>
                  )}
                </td>
                <td className="py-2 pr-3 font-mono text-slate-600">{line.hsn}</td>
                <td className="py-2 pr-3 text-right">{formatPaiseExact(line.unitPricePaise)}</td>
                <td className="py-2 pr-3 text-right">{line.quantity}</td>
                <td className="py-2 text-right font-medium">
                  {formatPaiseExact(line.taxableValuePaise)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="mt-4 ml-auto max-w-xs space-y-2 border-t border-slate-200 pt-4 text-sm">
        <Row label={t('order.subtotal', { count: order.totalItems })}>
          {formatPaiseExact(order.subtotalPaise)}
        </Row>
        <Row label={t(chargeLabel(order.delivery.option))}>{charges.delivery}</Row>
        {order.codFeePaise > 0 && <Row label={t('order.codFee')}>{charges.codFee}</Row>}
        <Row label={t('order.gst')}>{formatPaiseExact(order.taxPaise)}</Row>
        {order.roundOffPaise !== 0 && (
          <Row label={t('order.roundOff')}>{formatPaiseExact(order.roundOffPaise)}</Row>
        )}
        <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-semibold">
          <dt>{t('order.total')}</dt>
          <dd data-testid="order-total">{formatPaiseExact(order.totalPaise)}</dd>
        </div>
      </dl>
    </Card>
  );
}
