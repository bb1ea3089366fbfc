import { formatRupees } from '@shop/shared/format/money';
import { priceRanges, type PriceBand, type PriceRange } from '@shop/shared/pricing/price-bands';
import { useT, type Translate } from '~/lib/i18n/i18n';

/** "1–9", "10–49", "50+" */
function rangeText(range: PriceRange, t: Translate): string {
  if (range.to === null) return t('product.rangeFrom', { from: range.from });
  if (range.from === range.to) return String(range.from);
  return t('product.range', { from: range.from, to: range.to });
}

/** "₹1,100 each for 10 or more" */
export function bandText(band: PriceBand, t: Translate): string {
  return t('product.band', { price: formatRupees(band.price), quantity: band.minQuantity });
}

/**
 * A product's quantity prices (ADR 104) as a small table under its price: each range of units
 * and the price each, before GST like every catalogue price. The server charges the band a
 * cart line reaches; this only says so.
 */
export function QuantityPrices({ price, bands }: { price: number; bands: readonly PriceBand[] }) {
  const t = useT();
  if (bands.length === 0) return null;
  return (
    <div className="text-sm" data-testid="quantity-prices">
      <table className="w-full max-w-xs border-collapse">
        <caption className="mb-1 text-left font-semibold text-slate-900">
          {t('product.quantityPrices')}
        </caption>
        <thead>
          <tr className="text-left text-slate-600">
            <th scope="col" className="py-1 pr-4 font-medium">
              {t('product.unitsInOrder')}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t('product.priceEach')}
            </th>
          </tr>
        </thead>
        <tbody>
          {priceRanges(price, bands).map((r) => (
            <tr key={r.from} className="border-t border-slate-200">
              <td className="py-1 pr-4">{rangeText(r, t)}</td>
              <td className="py-1 font-medium text-slate-900">{formatRupees(r.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-1 text-slate-600">
        {t('product.bands', {
          bands: bands.map((b) => bandText(b, t)).join(t('product.bandSeparator')),
        })}
      </p>
    </div>
  );
}
