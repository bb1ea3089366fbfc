import { formatRupees } from '@shop/shared/format/money';

/** Price with the struck-out original price when there is a real discount. */
export function Price({
  price,
  originalPrice,
  size = 'md',
}: {
  price: number;
  originalPrice: number | null;
  size?: 'md' | 'lg';
}) {
  const showOriginal = originalPrice !== null && originalPrice > price;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-2">
      <span
        className={
          size === 'lg' ? 'text-3xl font-bold text-slate-900' : 'text-lg font-bold text-slate-900'
        }
      >
        {formatRupees(price)}
      </span>
      {showOriginal && (
        <s className="text-sm text-slate-500">
          <span className="sr-only">Original price </span>
          {formatRupees(originalPrice)}
        </s>
      )}
    </span>
  );
}
