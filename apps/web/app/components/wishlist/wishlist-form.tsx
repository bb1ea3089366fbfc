import {
  WISHLIST_ACTION,
  WISHLIST_FIELDS,
  type WishlistIntent,
} from '@shop/shared/wishlist/form-fields';
import type { FormEvent, ReactNode } from 'react';
import { useSubmit } from 'react-router';
import { PostBackForm } from '~/components/form/post-back-form';

let sent = 0;

/**
 * Sends wishlist forms with the page's script: each post is a fetcher of its own, so quick clicks
 * on a heart are applied in order by WishlistProvider (the heart fills on the click).
 */
export function useWishlistSubmit() {
  const submit = useSubmit();
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(event.currentTarget, {
      method: 'post',
      action: WISHLIST_ACTION,
      navigate: false,
      fetcherKey: `wishlist:${++sent}`,
    });
  };
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
