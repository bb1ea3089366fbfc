import type { CartItem } from '@shop/shared/cart/cart';
import { formatRupees } from '@shop/shared/format/money';
import { Link } from 'react-router';
import { Icon } from '~/components/ui/icon';
import { Price } from '~/components/ui/price';
import { useCart } from '../cart-context';

const stepButton =
  'flex h-9 w-9 items-center justify-center text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40';

/** One cart line: picture, name, unit price, quantity stepper (never below 1), remove, subtotal. */
export function CartLine({ item }: { item: CartItem }) {
  const { updateQuantity, removeItem } = useCart();
  return (
    <li className="flex gap-4 py-5" data-testid="cart-line">
      {/* The name link below is the accessible one; the picture link is a mouse shortcut. */}
      <Link to={`/product/${item.id}`} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <img
          src={item.image || '/images/products/fallback-machine.svg'}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
          className="h-20 w-20 rounded-lg border border-slate-200 bg-white object-contain sm:h-24 sm:w-24"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <Link
            to={`/product/${item.id}`}
            className="font-medium text-slate-900 hover:text-brand-700"
          >
            {item.name}
          </Link>
          <div className="mt-1">
            <Price price={item.price} originalPrice={item.originalPrice} />
          </div>
        </div>
        <div className="flex items-center gap-3 sm:flex-col sm:items-end">
          <div className="flex items-center rounded-lg border border-slate-300 bg-white">
            <button
              type="button"
              className={stepButton}
              aria-label={`Decrease quantity of ${item.name}`}
              disabled={item.quantity <= 1}
              onClick={() => updateQuantity(item.id, item.quantity - 1)}
            >
              <Icon name="minus" className="h-4 w-4" />
            </button>
            <span
              className="w-10 text-center font-medium"
              aria-live="polite"
              aria-label={`Quantity of ${item.name}`}
            >
              {item.quantity}
            </span>
            <button
              type="button"
              className={stepButton}
              aria-label={`Increase quantity of ${item.name}`}
              onClick={() => updateQuantity(item.id, item.quantity + 1)}
            >
              <Icon name="plus" className="h-4 w-4" />
            </button>
          </div>
          <p className="text-sm text-slate-600">
            Subtotal:{' '}
            <span className="font-semibold text-slate-900" data-testid="line-subtotal">
              {formatRupees(item.price * item.quantity)}
            </span>
          </p>
          <button
            type="button"
            onClick={() => removeItem(item.id)}
            className="inline-flex items-center gap-1 text-sm text-red-700 hover:underline"
            aria-label={`Remove ${item.name} from cart`}
          >
            <Icon name="trash" className="h-4 w-4" /> Remove
          </button>
        </div>
      </div>
    </li>
  );
}
