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
    <span className="price">
      <span className={size === 'lg' ? 'text-3xl' : undefined}>{formatRupees(price)}</span>
      {showOriginal && (
        <s>
          <span className="sr-only">Original price </span>
          {formatRupees(originalPrice)}
        </s>
      )}
    </span>
  );
}
