import { textLang } from '@shop/shared/catalogue/product-hindi';
import type { PageCartItem } from '@shop/shared/cart/cart';
import { CART_INTENTS } from '@shop/shared/cart/form-fields';
import { formatRupees } from '@shop/shared/format/money';
import { Link } from '~/lib/i18n/links';
import { Icon } from '~/components/ui/icon';
import { Price } from '~/components/ui/price';
import { CartForm, useCartForm } from './cart-form';
import { BandNote } from './band-note';
import { useT } from '~/lib/i18n/i18n';
import { Picture } from '~/components/ui/picture';

const stepButton =
  'flex h-9 w-9 items-center justify-center text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * One cart line: picture, name, unit price, quantity stepper (never below 1), remove, subtotal.
 * Minus, plus and Remove are forms posted to the cart's action (ADR 042), so they work before
 * and without JavaScript.
 */
export function CartLine({ item }: { item: PageCartItem }) {
  const t = useT();
  const { onSubmit, error } = useCartForm(`cart-line-${item.id}`);
  // Steps, not the quantity shown plus or less one: quick taps all count, in any order.
  const step = (by: 1 | -1, icon: 'minus' | 'plus', disabled = false) => (
    <CartForm
      onSubmit={onSubmit}
      intent={by === 1 ? CART_INTENTS.increase : CART_INTENTS.decrease}
      productId={item.id}
      returnTo="/cart"
    >
      <button
        type="submit"
        className={stepButton}
        aria-label={t(by === 1 ? 'cart.increase' : 'cart.decrease', { name: item.name })}
        disabled={disabled}
      >
        <Icon name={icon} className="h-4 w-4" />
      </button>
    </CartForm>
  );
  return (
    <li className="flex gap-4 py-5" data-testid="cart-line">
      {/* The name link below is the accessible one; the picture link is a mouse shortcut. */}
      <Link to={`/product/${item.id}`} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <Picture
          src={item.image || '/images/products/fallback-machine.svg'}
          sizes="96px"
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
            lang={textLang(item.nameLang)}
          >
            {item.name}
          </Link>
          <div className="mt-1">
            <Price price={item.price} originalPrice={item.originalPrice} />
          </div>
          <BandNote item={item} />
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:flex-col sm:flex-nowrap sm:items-end">
          <div className="flex items-center rounded-lg border border-slate-300 bg-white">
            {/* Never below 1 (spec §4): Remove takes a line away. */}
            {step(-1, 'minus', item.quantity <= 1)}
            <span
              className="w-10 text-center font-medium"
              // A status (read out as it changes) may carry a name; a plain span may not.
              role="status"
              aria-label={t('cart.quantityOf', { name: item.name })}
            >
              {item.quantity}
            </span>
            {step(1, 'plus')}
          </div>
          <p className="text-sm text-slate-600">
            {t('cart.subtotal')}{' '}
            <span className="font-semibold text-slate-900" data-testid="line-subtotal">
              {formatRupees(item.price * item.quantity)}
            </span>
          </p>
          <CartForm
            onSubmit={onSubmit}
            intent={CART_INTENTS.remove}
            productId={item.id}
            returnTo="/cart"
          >
            <button
              type="submit"
              className="inline-flex items-center gap-1 text-sm text-red-700 hover:underline"
              aria-label={t('cart.removeNamed', { name: item.name })}
            >
              <Icon name="trash" className="h-4 w-4" /> {t('cart.remove')}
            </button>
          </CartForm>
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}
