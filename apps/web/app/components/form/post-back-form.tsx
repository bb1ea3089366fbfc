import { useState, type FormEvent, type ReactNode } from 'react';
import { useFetcher, useFetchers, useLocation, useSubmit, type Fetcher } from 'react-router';
import { useLocalPath } from '~/lib/i18n/i18n';
import { useHydrated } from '~/lib/use-hydrated';

/**
 * The two fields every post-back form carries (the cart's and the wishlist's): the page the form
 * was on, where a post without JavaScript goes back to, and `enhanced`, present only when the
 * page's script sends it and wants data rather than a redirect.
 */
export const POST_BACK_FIELDS = { returnTo: 'returnTo', enhanced: 'enhanced' } as const;

/** Whether the page's script sent the form (respond with data) or the browser did (redirect). */
export const isEnhanced = (formData: FormData) => formData.get(POST_BACK_FIELDS.enhanced) === '1';

/** The page a post-back form was on, as sent (checked by the caller before it redirects there). */
export function returnToOf(formData: FormData): string | null {
  const value = formData.get(POST_BACK_FIELDS.returnTo);
  return typeof value === 'string' ? value : null;
}

let sent = 0;

/**
 * The page's first post-back, while it is on its way. For a guest it is the one whose response
 * sets the cart's or wishlist's cookie: a second post sent before that response would carry no
 * cookie and start a second cart that replaces the first, so later posts wait for it.
 */
let firstPost: Promise<void> | undefined;

/**
 * Sends a route's post-back forms with the page's script (ADR 090): each post is a fetcher of
 * its own, named `<prefix>:<n>`, so two quick clicks are two posts, both shown at once by the
 * provider that reads the posts on their way (`postsOnTheirWay`). `pending` is true while any of
 * this prefix's posts is on its way; `error` is the last post's error, or the text for a post
 * that never arrived (the route's `clientAction`, sendToServer). `send` posts values without a
 * form on the page (emptying the cart after an order).
 */
export function usePostBack(action: string, prefix: string) {
  const submit = useSubmit();
  const [key, setKey] = useState<string | undefined>(undefined);
  const latest = useFetcher({ key });
  const pending = useFetchers().some((f) => f.key.startsWith(`${prefix}:`) && f.state !== 'idle');
  const post = (formData: FormData) => {
    const fetcherKey = `${prefix}:${++sent}`;
    setKey(fetcherKey);
    const send = () => submit(formData, { method: 'post', action, navigate: false, fetcherKey });
    if (firstPost) void firstPost.then(send);
    else firstPost = send().catch(() => undefined);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // With the button that sent it, as the browser would post it: a form shared by several
    // buttons (a product card's) names what to do on the button (intent=add).
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    post(new FormData(event.currentTarget, submitter));
  };
  const send = (values: Record<string, string>) => {
    const formData = new FormData();
    for (const [name, value] of Object.entries(values)) formData.append(name, value);
    formData.append(POST_BACK_FIELDS.enhanced, '1');
    post(formData);
  };
  return { onSubmit, send, pending, error: key ? formError(latest.data) : undefined };
}

/**
 * Whether the page's navigation is posting to `action` a form with these field values (a Buy
 * Now of this product), until the page it leads to has loaded.
 */
export function isPosting(
  navigation: { state: string; formAction?: string; formData?: FormData },
  action: string,
  values: Record<string, string>,
): boolean {
  const { formData } = navigation;
  if (navigation.state === 'idle' || navigation.formAction?.split('?')[0] !== action) return false;
  return Object.entries(values).every(([name, value]) => formData?.get(name) === value);
}

/**
 * The post-back forms to `action` still on their way, oldest first, as their text fields: what a
 * provider applies at once (the header's cart count moves on the click).
 */
export function postsOnTheirWay(fetchers: Fetcher[], action: string): Record<string, string>[] {
  return fetchers
    .filter((f) => f.formData && f.formAction?.split('?')[0] === action)
    .map((f) =>
      Object.fromEntries(
        [...(f.formData ?? [])].filter((e): e is [string, string] => typeof e[1] === 'string'),
      ),
    );
}

/**
 * A small change as a real form posted to a route's action (ADR 042, 047): its values as hidden
 * fields (undefined ones left out), plus where to come back to. Without JavaScript (or before it
 * has run) the browser posts it and the action redirects back to `returnTo` (this page by
 * default); once the script runs, `onSubmit` sends it without a reload.
 */
export function PostBackForm({
  action,
  values,
  returnTo,
  id,
  className,
  onSubmit,
  children,
}: {
  action: string;
  values: Record<string, string | number | undefined>;
  returnTo?: string;
  id?: string;
  className?: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const location = useLocation();
  // Posted by the browser, to the action in the page's language: a refusal is shown and a
  // redirect made there (the script's posts go to the English address, answered with data).
  const localAction = useLocalPath()(action);
  return (
    <form method="post" action={localAction} id={id} className={className} onSubmit={onSubmit}>
      {Object.entries(values).map(
        ([name, value]) =>
          value !== undefined && <input key={name} type="hidden" name={name} value={value} />,
      )}
      <input
        type="hidden"
        name={POST_BACK_FIELDS.returnTo}
        value={returnTo ?? location.pathname + location.search}
      />
      {hydrated && <input type="hidden" name={POST_BACK_FIELDS.enhanced} value="1" />}
      {children}
    </form>
  );
}

/** A post-back form's own error (a service's error, or a post that never arrived), from the response. */
export function formError(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('error' in data)) return undefined;
  // Conform's SubmissionResult: `error` maps a field ('' for the form) to its messages.
  const error = (data as { error?: Record<string, string[] | null> | null }).error;
  return error ? (Object.values(error).flat()[0] ?? undefined) : undefined;
}
