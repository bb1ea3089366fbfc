import { formatRupees } from '@shop/shared/format/money';
import { bandText, priceRanges, rangeText, type PriceBand } from '@shop/shared/pricing/price-bands';

/**
 * A product's quantity prices (ADR 104) as a small table under its price: each range of units
 * and the price each, before GST like every catalogue price. The server charges the band a
 * cart line reaches; this only says so.
 */
export function QuantityPrices({ price, bands }: { price: number; bands: readonly PriceBand[] }) {
  if (bands.length === 0) return null;
  return (
    <div className="text-sm" data-testid="quantity-prices">
      <table className="w-full max-w-xs border-collapse">
        <caption className="mb-1 text-left font-semibold text-slate-900">Quantity prices</caption>
        <thead>
          <tr className="text-left text-slate-600">
            <th scope="col" className="py-1 pr-4 font-medium">
              Units in one order
            </th>
            <th scope="col" className="py-1 font-medium">
              Price each, before GST
            </th>
          </tr>
        </thead>
        <tbody>
          {priceRanges(price, bands).map((r) => (
            <tr key={r.from} className="border-t border-slate-200">
              <td className="py-1 pr-4">{rangeText(r)}</td>
              <td className="py-1 font-medium text-slate-900">{formatRupees(r.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-1 text-slate-600">{bands.map(bandText).join('; ')}.</p>
    </div>
  );
}
