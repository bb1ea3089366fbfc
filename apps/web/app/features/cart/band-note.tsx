import type { CartItem } from '@shop/shared/cart/cart';
import { formatRupees } from '@shop/shared/format/money';
import { bandAt, nextBand, type PriceBand } from '@shop/shared/pricing/price-bands';
import { useT } from '~/lib/i18n/i18n';

/**
 * Under a cart line's price, its quantity prices (ADR 104): the band the line reaches ("₹32 each
 * for 50 or more"), and the next one a few more units would reach.
 */
export function BandNote({ item }: { item: CartItem }) {
  const t = useT();
  const bandText = (band: PriceBand) =>
    t('cart.band', { price: formatRupees(band.price), quantity: band.minQuantity });
  const reached = bandAt(item.priceBands, item.quantity);
  const next = nextBand(item.priceBands, item.quantity);
  if (!reached && !next) return null;
  return (
    <p className="mt-1 text-sm" data-testid="band-note">
      {reached && (
        <span className="font-medium text-emerald-700">
          {t('cart.bandReached', { band: bandText(reached) })}
        </span>
      )}
      {reached && next && ' · '}
      {next && <span className="text-slate-600">{bandText(next)}</span>}
    </p>
  );
}
