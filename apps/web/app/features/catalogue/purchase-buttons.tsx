import type { Product } from '@shop/shared/catalogue/product';
import { Check, ShoppingCart, Zap } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { toCartProduct, useCart } from '~/features/cart/cart-context';

type Size = 'sm' | 'md' | 'lg';

/** How long the button says 'Added' after a click. */
const ADDED_FOR_MS = 2000;

/** Adds the product (times `quantity`) to the cart and confirms it on the button and to screen readers. */
export function AddToCartButton({
  product,
  quantity = 1,
  size = 'md',
  className = '',
  describedBy,
  iconClass = 'h-4 w-4 shrink-0',
}: {
  product: Product;
  quantity?: number;
  size?: Size;
  className?: string;
  /** Id of the product's name, so 'Add to Cart' says which product it adds. */
  describedBy?: string;
  /** Classes of the icon, e.g. to hide it in a narrow card. */
  iconClass?: string;
}) {
  const { addItem } = useCart();
  const [added, setAdded] = useState(0);
  useEffect(() => {
    if (!added) return;
    const timer = window.setTimeout(() => setAdded(0), ADDED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [added]);

  if (!product.inStock) {
    return (
      <button
        type="button"
        disabled
        aria-describedby={describedBy}
        className={buttonClass('outline', size, className)}
      >
        Out of Stock
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        aria-describedby={describedBy}
        onClick={() => {
          addItem(toCartProduct(product), quantity);
          setAdded((n) => n + 1);
        }}
        className={buttonClass('primary', size, className)}
      >
        {added ? (
          <Check aria-hidden="true" className={iconClass} />
        ) : (
          <ShoppingCart aria-hidden="true" className={iconClass} />
        )}
        {added ? 'Added' : 'Add to Cart'}
      </button>
      <span role="status" className="sr-only">
        {added ? `Added ${quantity > 1 ? `${quantity} × ` : ''}${product.name} to your cart` : ''}
      </span>
    </>
  );
}

/** Until online payment arrives, Buy Now puts the product in the cart and opens the cart. */
export function BuyNowButton({
  product,
  quantity = 1,
  size = 'md',
  className = '',
  describedBy,
  iconClass = 'h-4 w-4 shrink-0',
}: {
  product: Product;
  quantity?: number;
  size?: Size;
  className?: string;
  /** Id of the product's name, so 'Add to Cart' says which product it adds. */
  describedBy?: string;
  iconClass?: string;
}) {
  const { addItem } = useCart();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      disabled={!product.inStock}
      aria-describedby={describedBy}
      onClick={() => {
        addItem(toCartProduct(product), quantity);
        void navigate('/cart');
      }}
      className={buttonClass('accent', size, className)}
    >
      <Zap aria-hidden="true" className={iconClass} />
      Buy Now
    </button>
  );
}
