import { discountPercent } from '@shop/shared/pricing/cart-totals';
import { useT } from '~/lib/i18n/i18n';

/** '30% off' (spec §4: rounded, shown only when above 0). */
export function DiscountBadge({
  price,
  originalPrice,
  className = '',
}: {
  price: number;
  originalPrice: number | null;
  className?: string;
}) {
  const t = useT();
  const percent = discountPercent(price, originalPrice);
  if (percent <= 0) return null;
  return (
    <span className={`badge bg-emerald-700 font-bold ${className}`.trimEnd()}>
      {t('common.percentOff', { percent })}
    </span>
  );
}
