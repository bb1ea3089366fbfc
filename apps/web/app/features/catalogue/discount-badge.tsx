import { discountPercent } from '@shop/shared/pricing/cart-totals';

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
  const percent = discountPercent(price, originalPrice);
  if (percent <= 0) return null;
  return (
    <span
      className={`inline-flex items-center rounded-full bg-emerald-700 px-2.5 py-0.5 text-xs font-bold text-white ${className}`}
    >
      {percent}% off
    </span>
  );
}
