import { UNEXPECTED_ERROR } from '@shop/shared/errors/unexpected';
import { isRouteErrorResponse } from 'react-router';

// Kept apart from shop-form.ts, which brings Conform and zod: the root route and the light pages
// (Add to Cart on every catalogue page) need only this, and what the root imports is in every
// page's first load.

/** The responses `sendToServer` made up for posts that never reached the server. */
export const unsentPosts = new WeakSet<object>();

/** Fields never sent back into the page, whatever the response: passwords stay with the shopper. */
export const SECRET_FIELDS = ['password', 'currentPassword', 'newPassword', 'confirmPassword'];

/**
 * The form response for a post that never arrived, shaped as Conform's `SubmissionResult`: the
 * typed values (but secrets) so the form shows them again, and the text as the form's error.
 */
export interface UnsentPost {
  status: 'error';
  /** Each field's text as typed, nested as Conform nests the names. */
  initialValue: Record<string, TypedValue>;
  error: Record<string, string[]>;
}

/** A field's text as typed, or a list or group of fields (Conform's payload of text). */
export type TypedValue = string | TypedValue[] | { [name: string]: TypedValue };

/**
 * The text fields of a form as sent (files and secrets left out), nested by their names as Conform
 * nests them (`rows.ORD1.carrier`, `specifications[0].name`); a name sent twice holds a list.
 */
function typedValues(formData: FormData): Record<string, TypedValue> {
  const typed: Record<string, TypedValue> = {};
  for (const [name, value] of formData) {
    if (typeof value !== 'string' || SECRET_FIELDS.includes(name)) continue;
    const path = name.match(/[^.[\]]+/g) ?? [name];
    let at: Record<string, TypedValue> = typed;
    path.slice(0, -1).forEach((key, i) => {
      at[key] ??= /^\d+$/.test(path[i + 1]!) ? [] : {};
      // Built just above as an object or a list; a list is indexed by its number's text.
      at = at[key] as Record<string, TypedValue>;
    });
    const last = path.at(-1)!;
    const before = at[last];
    at[last] =
      before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return typed;
}

/**
 * Every form route's `clientAction` (ADR 090): the server's action as usual, but a post that
 * never reaches the server or gets no response it can read (network down, a proxy's error page)
 * shows `unsentText` (by default spec §8's 'An error occurred. Please try again.') as the form's
 * error instead of the error page, keeping what was typed. Redirects and the action's own error
 * responses pass through.
 */
export async function sendToServer<T>(
  { request, serverAction }: { request: Request; serverAction: () => Promise<T> },
  unsentText: string = UNEXPECTED_ERROR,
): Promise<T | UnsentPost> {
  const sending = request.clone();
  try {
    return await serverAction();
  } catch (err) {
    if (err instanceof Response || isRouteErrorResponse(err)) throw err;
    const unsent: UnsentPost = {
      status: 'error',
      initialValue: typedValues(await sending.formData()),
      error: { '': [unsentText] },
    };
    unsentPosts.add(unsent);
    return unsent;
  }
}

/** Whether a form response is one `sendToServer` made up for a post that never arrived. */
export const isUnsent = (response: unknown): response is UnsentPost =>
  typeof response === 'object' && response !== null && unsentPosts.has(response);

/**
 * A page's `shouldRevalidate` beside `sendToServer`: after a post that never reached the server
 * the page's data cannot have changed, and reading it again would only fail the same way and
 * replace the form's message with the error page.
 */
export function skipAfterUnsent({
  actionResult,
  defaultShouldRevalidate,
}: {
  actionResult?: unknown;
  defaultShouldRevalidate: boolean;
}): boolean {
  return isUnsent(actionResult) ? false : defaultShouldRevalidate;
}
