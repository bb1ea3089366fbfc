import type { Product } from '@shop/shared/catalogue/product';
import { Link } from 'react-router';
import { DiscountBadge } from './discount-badge';
import { ProductImage } from './product-image';

/** A card's picture (a second link to the product, hidden from screen readers) with its badges. */
export function CardMedia({
  product,
  priority,
  compact = false,
}: {
  product: Product;
  priority: boolean;
  /** List view's small picture: smaller badges. */
  compact?: boolean;
}) {
  return (
    <div className="relative">
      <Link
        to={`/product/${product.id}`}
        tabIndex={-1}
        aria-hidden="true"
        className="block overflow-hidden rounded-lg bg-slate-50"
      >
        <ProductImage
          src={product.images[0]}
          alt=""
          priority={priority}
          className={`transition-transform duration-300 group-hover:scale-[1.03] ${
            compact ? 'p-2' : 'p-4'
          } ${product.inStock ? '' : 'opacity-60 grayscale'}`}
        />
      </Link>
      <div
        className={`pointer-events-none absolute flex flex-col items-start gap-1.5 ${
          compact ? 'left-1.5 top-1.5' : 'left-3 top-3'
        }`}
      >
        {product.badge && !compact && (
          <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">
            {product.badge}
          </span>
        )}
        <DiscountBadge price={product.price} originalPrice={product.originalPrice} />
      </div>
    </div>
  );
}
