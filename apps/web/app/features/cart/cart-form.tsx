import { CART_ACTION, CART_FIELDS, type CartIntent } from '@shop/shared/cart/form-fields';
import type { FormEvent, ReactNode } from 'react';
import { PostBackForm, usePostBack } from '~/components/form/post-back-form';

/**
 * What a page needs to send cart forms with its script (the form kit's post-back hook): `pending`
 * while any of this prefix's posts is on its way, `error` the last post's.
 */
export const useCartForm = (prefix: string) => usePostBack(CART_ACTION, prefix);

/**
 * A cart change as a real form posted to the /cart route's action (ADR 042): without JavaScript
 * the action sends the shopper back to the page the form was on; with it, `onSubmit` (from
 * useCartForm) sends it without a reload.
 */
export function CartForm({
  intent,
  productId,
  quantity,
  ...form
}: {
  /** Left out when the submit button carries it (name/value): a form that other buttons post
      elsewhere with the same fields (a product card's Buy Now and heart). */
  intent?: CartIntent;
  productId?: number;
  /** Left out when a field elsewhere on the page (form={id}) carries the quantity. */
  quantity?: number;
  returnTo?: string;
  id?: string;
  className?: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <PostBackForm
      action={CART_ACTION}
      values={{
        [CART_FIELDS.intent]: intent,
        [CART_FIELDS.productId]: productId,
        [CART_FIELDS.quantity]: quantity,
      }}
      {...form}
    />
  );
}
