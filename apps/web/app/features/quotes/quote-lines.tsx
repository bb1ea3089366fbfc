import { formatPaiseExact, formatRupees } from '@shop/shared/format/money';
import type { QuoteDetail } from '@shop/shared/quotes/quote';
import { useT } from '~/lib/i18n/i18n';

/**
 * A quotation's lines and totals as its PDF and the tax invoice show them: quoted prices before
 * GST, the delivery charge, GST split as CGST + SGST or IGST, round off and the payable total.
 */
export function QuoteLines({ quote }: { quote: QuoteDetail }) {
  const t = useT();
  const totals = quote.totals;
  return (
    <div className="mt-6 overflow-x-auto">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">{t('quote.lines')}</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-2">
              {t('quote.product')}
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              {t('quote.qty')}
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              {t('quote.listPrice')}
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              {t('quote.quotedPrice')}
            </th>
            <th scope="col" className="py-2 text-right">
              {t('quote.value')}
            </th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((l) => (
            <tr key={l.lineNo} className="border-b border-slate-100">
              <td className="py-2 pr-2">{l.name}</td>
              <td className="py-2 pr-2 text-right">{l.quantity}</td>
              <td className="py-2 pr-2 text-right">{formatRupees(l.listPrice)}</td>
              <td className="py-2 pr-2 text-right">
                {l.unitPrice === null ? t('quote.toBeQuoted') : formatRupees(l.unitPrice)}
              </td>
              <td className="py-2 text-right">
                {l.taxableValuePaise === null ? '—' : formatPaiseExact(l.taxableValuePaise)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {totals && (
        <dl className="ml-auto mt-4 max-w-xs space-y-1 text-sm">
          <Row label={t('quote.subtotal')} value={formatPaiseExact(totals.subtotalPaise)} />
          <Row
            label={t('quote.delivery')}
            value={
              totals.shippingPaise === 0 ? t('quote.free') : formatPaiseExact(totals.shippingPaise)
            }
          />
          {totals.split.kind === 'intra-state' ? (
            <>
              <Row label={t('quote.cgst')} value={formatPaiseExact(totals.split.cgstPaise)} />
              <Row label={t('quote.sgst')} value={formatPaiseExact(totals.split.sgstPaise)} />
            </>
          ) : (
            <Row label={t('quote.igst')} value={formatPaiseExact(totals.split.igstPaise)} />
          )}
          {totals.roundOffPaise !== 0 && (
            <Row label={t('quote.roundOff')} value={formatPaiseExact(totals.roundOffPaise)} />
          )}
          <Row label={t('quote.total')} value={formatPaiseExact(totals.totalPaise)} strong />
        </dl>
      )}
    </div>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-4 ${strong ? 'font-semibold text-slate-900' : 'text-slate-700'}`}
    >
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
