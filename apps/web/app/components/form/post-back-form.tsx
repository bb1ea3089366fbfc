import type { FormEvent, ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '~/lib/use-hydrated';

/**
 * The two fields every post-back form carries (the cart's and the wishlist's): the page the form
 * was on, where a post without JavaScript goes back to, and `enhanced`, present only when the
 * page's script sends it and wants data rather than a redirect.
 */
export const POST_BACK_FIELDS = { returnTo: 'returnTo', enhanced: 'enhanced' } as const;

/** Whether the page's script sent the form (answer with data) or the browser did (redirect). */
export const isEnhanced = (formData: FormData) => formData.get(POST_BACK_FIELDS.enhanced) === '1';

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
  return (
    <form method="post" action={action} id={id} className={className} onSubmit={onSubmit}>
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

/** A post-back form's own error (a refusal, or a post that never arrived), from the answer. */
export function formError(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('error' in data)) return undefined;
  // Conform's SubmissionResult: `error` maps a field ('' for the form) to its messages.
  const error = (data as { error?: Record<string, string[] | null> | null }).error;
  return error ? (Object.values(error).flat()[0] ?? undefined) : undefined;
}
