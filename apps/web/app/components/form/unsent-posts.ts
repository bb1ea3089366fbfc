// Kept apart from shop-form.ts, which brings Conform and zod: the root route needs only this,
// and everything it imports is in every page's first load.

/** The answers `sendToServer` made up for posts that never reached the server. */
export const unsentPosts = new WeakSet<object>();

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
  if (typeof actionResult === 'object' && actionResult && unsentPosts.has(actionResult)) {
    return false;
  }
  return defaultShouldRevalidate;
}
