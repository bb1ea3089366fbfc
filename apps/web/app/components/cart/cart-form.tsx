import { CART_ACTION, CART_FIELDS, type CartIntent } from '@shop/shared/cart/form-fields';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useFetcher, useFetchers, useSubmit } from 'react-router';
import { formError, PostBackForm } from '~/components/form/post-back-form';

let sent = 0;

/**
 * The page's first cart post, while it is on its way. For a guest it is the one whose answer sets
 * the `cart_id` cookie: a second post sent before that answer would carry no cookie and start a
 * second cart that replaces the first, so later posts wait for it (then run at once).
 */
let firstPost: Promise<void> | undefined;

/**
 * What a page needs to send cart forms with its script: each post is a fetcher of its own (so
 * two quick clicks on Add to Cart are two adds, both counted at once in the header), named
 * `<prefix>:<n>`. `pending` is true while any of this prefix's posts is on its way; `error` is
 * the last post's refusal, or the text for a post that never arrived.
 */
export function useCartForm(prefix: string) {
  const submit = useSubmit();
  const [key, setKey] = useState<string | undefined>(undefined);
  const latest = useFetcher({ key });
  const pending = useFetchers().some((f) => f.key.startsWith(`${prefix}:`) && f.state !== 'idle');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fetcherKey = `${prefix}:${++sent}`;
    setKey(fetcherKey);
    const formData = new FormData(event.currentTarget);
    const send = () =>
      submit(formData, { method: 'post', action: CART_ACTION, navigate: false, fetcherKey });
    if (firstPost) void firstPost.then(send);
    else firstPost = send().catch(() => undefined);
  };
  return { onSubmit, pending, error: key ? formError(latest.data) : undefined };
}

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
  intent: CartIntent;
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
