import { useEffect, useState } from 'react';
import { useLocalPath, useT } from '~/lib/i18n/i18n';
import { useNavigation, useSubmit } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { CART_FIELDS, CART_INTENTS } from '@shop/shared/cart/form-fields';
import {
  BUY_NOW_ACTION,
  BUY_NOW_FIELDS,
  BUY_NOW_INTENTS,
} from '@shop/shared/payments/buy-now-fields';
import { isPosting, PostBackForm } from '~/components/form/post-back-form';
import { CartForm, rememberProduct, useCartForm } from '~/features/cart';
import { useBuyNowKey } from '~/lib/root-data';
import { useHydrated } from '~/lib/use-hydrated';
import type { CardProduct } from './product-views';

type Size = 'sm' | 'md' | 'lg';

/** What the buttons need of a product: a card's fields are enough. */
type Purchasable = Pick<
  CardProduct,
  'id' | 'name' | 'price' | 'originalPrice' | 'inStock' | 'image'
>;

/** How long the button says 'Added' after a click. */
const ADDED_FOR_MS = 2000;

/**
 * Adds the product (times `quantity`) to the cart and confirms it on the button and to screen
 * readers. A form posted to the cart's action (ADR 042): without JavaScript, or before it has
 * run, the browser posts it and comes back to this page with `?added=<id>`; with it, the post is
 * sent without a reload and the header's count moves at once.
 */
export function AddToCartButton({
  product,
  quantity = 1,
  quantityField,
  formId,
  size = 'md',
  className = '',
  describedBy,
  iconClass = 'h-4 w-4 shrink-0',
}: {
  product: Purchasable;
  quantity?: number;
  /** Id of this button's form, when a quantity field outside it (form={id}) carries the quantity. */
  quantityField?: string;
  /**
   * Id of this button's form, so that the card's Buy Now and heart post the same fields
   * (form={id}); the intent is then this button's, not a hidden field's.
   */
  formId?: string;
  size?: Size;
  className?: string;
  /** Id of the product's name, so 'Add to Cart' says which product it adds. */
  describedBy?: string;
  /** Classes of the icon, e.g. to hide it in a narrow card. */
  iconClass?: string;
}) {
  const hydrated = useHydrated();
  const cartForm = useCartForm(`cart-add-${product.id}`);
  // `clicks` counts adds (the live region keeps saying the last one); `added` is the button's
  // short-lived 'Added'.
  const t = useT();
  const [clicks, setClicks] = useState(0);
  const [added, setAdded] = useState(false);
  useEffect(() => {
    if (!clicks) return;
    const timer = window.setTimeout(() => setAdded(false), ADDED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [clicks]);

  if (!product.inStock) {
    return (
      <button
        type="button"
        disabled
        aria-describedby={describedBy}
        className={buttonClass('outline', size, className)}
      >
        {t('common.outOfStock')}
      </button>
    );
  }
  const { id, name, price, originalPrice, image = '' } = product;
  const said = cartForm.error
    ? cartForm.error
    : clicks
      ? t('common.addedToCart', { quantity, name })
      : '';
  return (
    <CartForm
      intent={formId ? undefined : CART_INTENTS.add}
      productId={id}
      quantity={quantityField ? undefined : quantity}
      id={quantityField ?? formId}
      className="contents"
      onSubmit={(event) => {
        rememberProduct({ id, name, price, originalPrice, image });
        cartForm.onSubmit(event);
        setClicks((n) => n + 1);
        setAdded(true);
      }}
    >
      <button
        type="submit"
        name={formId ? CART_FIELDS.intent : undefined}
        value={formId ? CART_INTENTS.add : undefined}
        aria-describedby={describedBy}
        aria-busy={cartForm.pending || undefined}
        className={buttonClass('primary', size, className)}
      >
        {added ? (
          <Icon name="check" className={iconClass} />
        ) : (
          <Icon name="shopping-cart" className={iconClass} />
        )}
        {added ? t('common.added') : t('common.addToCart')}
      </button>
      {/* The script's live region, ready before a click; without it the page says so after
          the post (AddedNotice). */}
      {hydrated && (
        <span role="status" className="sr-only">
          {said}
        </span>
      )}
    </CartForm>
  );
}

/**
 * Buy Now (ADR 017, 049): a real order for this product and quantity, shipped to the profile's
 * address and landing on its confirmation, which opens the payment at once when the page's
 * script runs (else Pay now is one click there). A form posted to the /buy-now action: on the
 * product page and cards it is the Add to Cart form (`quantityForm`: product, quantity and
 * return page written once) sent with this button's `formaction`; in quick view, or when the
 * product is out of stock (no Add to Cart form), a form of its own. A guest is sent to sign
 * in and comes back to the product; the cart is never touched. With JavaScript the same post is
 * sent by React Router (no reload, the button busy meanwhile).
 */
export function BuyNowButton({
  product,
  quantityForm,
  size = 'md',
  className = '',
  describedBy,
  iconClass = 'h-4 w-4 shrink-0',
}: {
  product: Purchasable;
  /** Id of the form whose quantity field says how many (the product page's Add to Cart). */
  quantityForm?: string;
  size?: Size;
  className?: string;
  /** Id of the product's name, so 'Buy Now' says which product it buys. */
  describedBy?: string;
  iconClass?: string;
}) {
  const t = useT();
  // In the page's language, so the order's confirmation it leads to is too.
  const action = useLocalPath()(BUY_NOW_ACTION);
  const key = useBuyNowKey();
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy = isPosting(navigation, action, {
    [BUY_NOW_FIELDS.productId]: String(product.id),
  });
  const button = (
    <button
      type="submit"
      form={quantityForm}
      formAction={quantityForm ? action : undefined}
      name={BUY_NOW_FIELDS.intent}
      value={BUY_NOW_INTENTS.buy}
      disabled={!product.inStock || busy}
      aria-busy={busy || undefined}
      aria-describedby={describedBy}
      onClick={(event) => {
        // With the script: the same form, sent by React Router to /buy-now.
        event.preventDefault();
        void submit(event.currentTarget);
      }}
      className={buttonClass('accent', size, className)}
    >
      <Icon name="zap" className={iconClass} />
      {t('common.buyNow')}
    </button>
  );
  if (quantityForm) {
    return (
      <>
        {key && <input type="hidden" form={quantityForm} name={BUY_NOW_FIELDS.key} value={key} />}
        {button}
      </>
    );
  }
  return (
    <PostBackForm
      action={action}
      values={{
        [BUY_NOW_FIELDS.productId]: product.id,
        [BUY_NOW_FIELDS.quantity]: 1,
        [BUY_NOW_FIELDS.key]: key ?? undefined,
      }}
      className="contents"
    >
      {button}
    </PostBackForm>
  );
}
