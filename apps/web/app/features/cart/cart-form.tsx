import { CART_ACTION, CART_FIELDS, type CartIntent } from '@shop/shared/cart/form-fields';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useFetcher, useFetchers, useLocation, useSubmit } from 'react-router';
import { useHydrated } from '~/lib/use-hydrated';

let sent = 0;

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
    void submit(event.currentTarget, {
      method: 'post',
      action: CART_ACTION,
      navigate: false,
      fetcherKey,
    });
  };
  return { onSubmit, pending, error: key ? cartError(latest.data) : undefined };
}

/**
 * A cart change as a real form posted to the /cart route's action (ADR 042). Without JavaScript
 * (or before it has run) the browser posts it and the action sends the shopper back to the page
 * the form was on (`returnTo`, this page by default); once the page's script runs, `onSubmit`
 * (from useCartForm) sends it without a reload, and the `enhanced` field asks the action for
 * data instead of a redirect.
 */
export function CartForm({
  intent,
  productId,
  quantity,
  returnTo,
  id,
  className,
  onSubmit,
  children,
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
  const hydrated = useHydrated();
  const location = useLocation();
  return (
    <form method="post" action={CART_ACTION} id={id} className={className} onSubmit={onSubmit}>
      <input type="hidden" name={CART_FIELDS.intent} value={intent} />
      {productId !== undefined && (
        <input type="hidden" name={CART_FIELDS.productId} value={productId} />
      )}
      {quantity !== undefined && (
        <input type="hidden" name={CART_FIELDS.quantity} value={quantity} />
      )}
      <input
        type="hidden"
        name={CART_FIELDS.returnTo}
        value={returnTo ?? location.pathname + location.search}
      />
      {hydrated && <input type="hidden" name={CART_FIELDS.enhanced} value="1" />}
      {children}
    </form>
  );
}

/** The form's own error (a refusal, or a post that never arrived), from the action's answer. */
export function cartError(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('error' in data)) return undefined;
  // Conform's SubmissionResult: `error` maps a field ('' for the form) to its messages.
  const error = (data as { error?: Record<string, string[] | null> | null }).error;
  return error ? (Object.values(error).flat()[0] ?? undefined) : undefined;
}
