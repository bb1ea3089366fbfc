import {
  WISHLIST_ACTION,
  WISHLIST_FIELDS,
  type WishlistIntent,
} from '@shop/shared/wishlist/form-fields';
import type { FormEvent, ReactNode } from 'react';
import { useLocation, useSubmit } from 'react-router';
import { useHydrated } from '~/lib/use-hydrated';

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
 * A wishlist change as a real form posted to the /wishlist route's action (ADR 047). Without
 * JavaScript the browser posts it and the action sends the shopper back to the page the form was
 * on; once the page's script runs, it is sent without a reload, and the `enhanced` field asks the
 * action for data instead of a redirect.
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
  const hydrated = useHydrated();
  const location = useLocation();
  const onSubmit = useWishlistSubmit();
  return (
    <form method="post" action={WISHLIST_ACTION} className={className} onSubmit={onSubmit}>
      <input type="hidden" name={WISHLIST_FIELDS.intent} value={intent} />
      <input type="hidden" name={WISHLIST_FIELDS.productId} value={productId} />
      <input
        type="hidden"
        name={WISHLIST_FIELDS.returnTo}
        value={location.pathname + location.search}
      />
      {hydrated && <input type="hidden" name={WISHLIST_FIELDS.enhanced} value="1" />}
      {children}
    </form>
  );
}
