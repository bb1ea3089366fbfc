import { formatPaiseExact, formatRupees } from '@shop/shared/format/money';
import { GST_RATE_PERCENT, withGstPaise } from '@shop/shared/pricing/cart-totals';
import { useT } from '~/lib/i18n/i18n';

/**
 * Price with the struck-out original price when there is a real discount. Catalogue prices
 * exclude GST (ADR 043), so a card's price says "+ GST"; the large price of the product page and
 * quick view is followed by a GstNote instead.
 */
export function Price({
  price,
  originalPrice,
  size = 'md',
}: {
  price: number;
  originalPrice: number | null;
  size?: 'md' | 'lg';
}) {
  const t = useT();
  const showOriginal = originalPrice !== null && originalPrice > price;
  return (
    <span className="price">
      <span className={size === 'lg' ? 'text-2xl sm:text-3xl' : undefined}>
        {formatRupees(price)}
      </span>
      {size === 'md' && <small>{t('common.plusGst')}</small>}
      {showOriginal && (
        <s>
          <span className="sr-only">{`${t('common.originalPrice')} `}</span>
          {formatRupees(originalPrice)}
        </s>
      )}
    </span>
  );
}

/** Under a product's large price: the GST added and the price with it, to the paisa. */
export function GstNote({ price }: { price: number }) {
  const t = useT();
  return (
    <p className="text-sm text-slate-600" data-testid="price-with-gst">
      {t('common.gstRate', { rate: GST_RATE_PERCENT })}{' '}
      <span aria-hidden="true" className="text-slate-300">
        ·
      </span>{' '}
      <strong className="font-semibold text-slate-900">
        {formatPaiseExact(withGstPaise(price))}
      </strong>{' '}
      {t('common.withGst')}
    </p>
  );
}
