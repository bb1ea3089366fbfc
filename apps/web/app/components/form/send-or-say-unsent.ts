import { unsentPosts } from './unsent-posts';

/**
 * `sendToServer` for forms whose page must stay light (the cart's, posted from every catalogue
 * page): the server's action as usual, but a post that never reaches the server answers
 * `unsentText` as the form's error instead of the error page. Nothing typed is kept: these forms
 * have only hidden fields. Apart from unsent-posts.ts, which every page loads.
 */
export async function sendOrSayUnsent<T>(
  serverAction: () => Promise<T>,
  unsentText: string,
  isPassedThrough: (err: unknown) => boolean,
): Promise<T | { status: 'error'; error: Record<string, string[]> }> {
  try {
    return await serverAction();
  } catch (err) {
    if (err instanceof Response || isPassedThrough(err)) throw err;
    const unsent = { status: 'error' as const, error: { '': [unsentText] } };
    unsentPosts.add(unsent);
    return unsent;
  }
}
