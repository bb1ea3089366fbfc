import { formatPaiseExact, formatRupees } from '@shop/shared/format/money';
import type { QuoteDetail } from '@shop/shared/quotes/quote';

/**
 * A quotation's lines and totals as its PDF and the tax invoice show them: quoted prices before
 * GST, the delivery charge, GST split as CGST + SGST or IGST, round off and the payable total.
 */
export function QuoteLines({ quote }: { quote: QuoteDetail }) {
  const t = quote.totals;
  return (
    <div className="mt-6 overflow-x-auto">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">Quoted lines</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-2">
              Product
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              Qty
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              List price
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              Quoted price
            </th>
            <th scope="col" className="py-2 text-right">
              Value before GST
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
                {l.unitPrice === null ? 'To be quoted' : formatRupees(l.unitPrice)}
              </td>
              <td className="py-2 text-right">
                {l.taxableValuePaise === null ? '—' : formatPaiseExact(l.taxableValuePaise)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {t && (
        <dl className="ml-auto mt-4 max-w-xs space-y-1 text-sm">
          <Row label="Subtotal" value={formatPaiseExact(t.subtotalPaise)} />
          <Row
            label="Delivery"
            value={t.shippingPaise === 0 ? 'Free' : formatPaiseExact(t.shippingPaise)}
          />
          {t.split.kind === 'intra-state' ? (
            <>
              <Row label="CGST" value={formatPaiseExact(t.split.cgstPaise)} />
              <Row label="SGST" value={formatPaiseExact(t.split.sgstPaise)} />
            </>
          ) : (
            <Row label="IGST" value={formatPaiseExact(t.split.igstPaise)} />
          )}
          {t.roundOffPaise !== 0 && (
            <Row label="Round off" value={formatPaiseExact(t.roundOffPaise)} />
          )}
          <Row label="Total" value={formatPaiseExact(t.totalPaise)} strong />
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
