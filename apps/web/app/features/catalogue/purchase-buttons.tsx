import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { useConfirm } from '~/components/ui/confirm-dialog';
import { Icon } from '~/components/ui/icon';
import { Notice } from '~/components/ui/notice';
import { useUser } from '~/features/account/use-user';
import { CART_INTENTS } from '@shop/shared/cart/form-fields';
import { rememberProduct } from '~/features/cart/cart-context';
import { CartForm, useCartForm } from '~/features/cart/cart-form';
import type { AddressDialog as AddressDialogComponent } from '~/features/payments/address-dialog';
import type { ConfirmationState } from '~/features/payments/payment-notice';
import { useHydrated } from '~/lib/use-hydrated';
import type { CardProduct } from './product-views';

type Size = 'sm' | 'md' | 'lg';

/** What the buttons need of a product: a card's fields are enough. */
type Purchasable = Pick<
  CardProduct,
  'id' | 'name' | 'price' | 'originalPrice' | 'inStock' | 'image'
>;

/**
 * Spec §8's order failure text (ORDER_MESSAGES.failed), for when Buy Now cannot even start.
 * Written out so that orders/errors stays off the catalogue pages' first load.
 */
const BUY_NOW_FAILED =
  'There was an error placing your order. Please try again or contact support.';

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
  size = 'md',
  className = '',
  describedBy,
  iconClass = 'h-4 w-4 shrink-0',
}: {
  product: Purchasable;
  quantity?: number;
  /** Id of this button's form, when a quantity field outside it (form={id}) carries the quantity. */
  quantityField?: string;
  size?: Size;
  className?: string;
  /** Id of the product's name, so 'Add to Cart' says which product it adds. */
  describedBy?: string;
  /** Classes of the icon, e.g. to hide it in a narrow card. */
  iconClass?: string;
}) {
  const hydrated = useHydrated();
  const cartForm = useCartForm(`cart-add-${product.id}`);
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
  const { id, name, price, originalPrice, image = '' } = product;
  const said = cartForm.error
    ? cartForm.error
    : added
      ? `Added ${quantity > 1 ? `${quantity} × ` : ''}${name} to your cart`
      : '';
  return (
    <CartForm
      intent={CART_INTENTS.add}
      productId={id}
      quantity={quantityField ? undefined : quantity}
      id={quantityField}
      className="contents"
      onSubmit={(event) => {
        rememberProduct({ id, name, price, originalPrice, image });
        cartForm.onSubmit(event);
        setAdded((n) => n + 1);
      }}
    >
      <button
        type="submit"
        aria-describedby={describedBy}
        aria-busy={cartForm.pending || undefined}
        className={buttonClass('primary', size, className)}
      >
        {added ? (
          <Icon name="check" className={iconClass} />
        ) : (
          <Icon name="shopping-cart" className={iconClass} />
        )}
        {added ? 'Added' : 'Add to Cart'}
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
 * Buy Now (ADR 017, superseding 005): a real order for this product and quantity, paid at once
 * (the demo confirm, or Razorpay Checkout). The cart is never touched. A guest signs in first
 * and comes back to the product. The payment modules (and the address dialog) are loaded at
 * click time, so they stay out of the catalogue pages' first-load JavaScript.
 */
export function BuyNowButton({
  product,
  quantity = 1,
  size = 'md',
  className = '',
  describedBy,
  iconClass = 'h-4 w-4 shrink-0',
}: {
  product: Purchasable;
  quantity?: number;
  size?: Size;
  className?: string;
  /** Id of the product's name, so 'Buy Now' says which product it buys. */
  describedBy?: string;
  iconClass?: string;
}) {
  const user = useUser();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  // Why no order was placed, in the spec's words, said under the button.
  const [said, setSaid] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { ask, dialog: confirmDialog } = useConfirm();
  const [dialog, setDialog] = useState<{
    Dialog: typeof AddressDialogComponent;
    onDone: (saved: boolean) => void;
  } | null>(null);
  const loginPath = `/login?redirect=${encodeURIComponent(`/product/${product.id}`)}`;

  async function buy() {
    if (!user) {
      void navigate(loginPath);
      return;
    }
    setBusy(true);
    setSaid(null);
    try {
      const { buyNow } = await import('~/features/payments/buy-now');
      const askAddress = async () => {
        const { AddressDialog } = await import('~/features/payments/address-dialog');
        return new Promise<boolean>((resolve) =>
          setDialog({
            Dialog: AddressDialog,
            onDone: (saved) => {
              setDialog(null);
              resolve(saved);
            },
          }),
        );
      };
      const result = await buyNow({ productId: product.id, quantity }, askAddress, ask);
      if (result.kind === 'signed-out') void navigate(loginPath);
      if (result.kind === 'error') setSaid({ tone: 'error', text: result.message });
      if (
        result.kind === 'paid' ||
        result.kind === 'verification-pending' ||
        result.kind === 'not-paid'
      ) {
        // The order exists: it lands on its confirmation, as checkout's do (ADR 048).
        const { confirmationPath, paymentNotice } =
          await import('~/features/payments/payment-notice');
        const state: ConfirmationState = { payment: paymentNotice(result) };
        void navigate(confirmationPath(result.orderId), { state });
      }
    } catch (err) {
      // Only a failed chunk load (offline, a new deploy) gets here: the flow reports the rest.
      console.warn('Buy Now could not start', err);
      setSaid({ tone: 'error', text: BUY_NOW_FAILED });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        disabled={!product.inStock || busy}
        aria-busy={busy || undefined}
        aria-describedby={describedBy}
        onClick={() => void buy()}
        className={buttonClass('accent', size, className)}
      >
        <Icon name="zap" className={iconClass} />
        Buy Now
      </button>
      {dialog && <dialog.Dialog onDone={dialog.onDone} />}
      {confirmDialog}
      {said && (
        <Notice kind={said.tone} className="mt-3 whitespace-pre-line">
          {said.text}
        </Notice>
      )}
    </>
  );
}
