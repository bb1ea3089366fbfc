import {
  WISHLIST_ACTION,
  WISHLIST_FIELDS,
  type WishlistIntent,
} from '@shop/shared/wishlist/form-fields';
import type { ReactNode } from 'react';
import { PostBackForm, usePostBack } from '~/components/form/post-back-form';

/**
 * Sends wishlist forms with the page's script (the form kit's post-back hook): quick clicks on a
 * heart are applied in order by WishlistProvider (the heart fills on the click).
 */
export const useWishlistSubmit = () => usePostBack(WISHLIST_ACTION, 'wishlist').onSubmit;

/**
 * Sends a wishlist change without a form of its own, for a heart that posts another form's fields
 * with `formaction` (a product card's, WishlistButton): the script sends only what the wishlist
 * reads.
 */
export function useWishlistSend() {
  const { send } = usePostBack(WISHLIST_ACTION, 'wishlist');
  return (intent: WishlistIntent, productId: number) =>
    send({ [WISHLIST_FIELDS.intent]: intent, [WISHLIST_FIELDS.productId]: String(productId) });
}

/**
 * A wishlist change as a real form posted to the /wishlist route's action (ADR 047): without
 * JavaScript the action sends the shopper back to the page the form was on; with it, it is sent
 * without a reload.
 */
export function WishlistForm({
  intent,
  productId,
  className,
  children,
}: {
  intent: WishlistIntent;
  productId: number;
  className?: string;
  children: ReactNode;
}) {
  const onSubmit = useWishlistSubmit();
  return (
    <PostBackForm
      action={WISHLIST_ACTION}
      values={{ [WISHLIST_FIELDS.intent]: intent, [WISHLIST_FIELDS.productId]: productId }}
      className={className}
      onSubmit={onSubmit}
    >
      {children}
    </PostBackForm>
  );
}
