import { Link } from '~/lib/i18n/links';
import { DiscountBadge } from './discount-badge';
import { ProductImage } from './product-image';
import type { CardProduct } from './product-views';

/** A card's picture (a second link to the product, hidden from screen readers) with its badges. */
export function CardMedia({
  product,
  priority,
  compact = false,
}: {
  product: CardProduct;
  priority: boolean;
  /** List view's small picture: smaller badges. */
  compact?: boolean;
}) {
  return (
    <div className="relative">
      <Link
        to={`/product/${product.id}`}
        discover="none"
        tabIndex={-1}
        aria-hidden="true"
        className="card-media"
      >
        <ProductImage
          src={product.image}
          alt=""
          priority={priority}
          className={[compact && 'p-2', !product.inStock && 'opacity-60 grayscale']
            .filter(Boolean)
            .join(' ')}
        />
      </Link>
      <div className={compact ? 'card-badges top-1.5 left-1.5' : 'card-badges'}>
        {product.badge && !compact && (
          <span className="badge bg-brand-700" data-testid="card-badge">
            {product.badge}
          </span>
        )}
        <DiscountBadge price={product.price} originalPrice={product.originalPrice} />
      </div>
    </div>
  );
}
