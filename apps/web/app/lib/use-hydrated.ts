import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the page hydrates, true once React runs it in the browser.
 * Controls that only work with the script (and take no room in the layout) render when this is
 * true, so the page's HTML does not carry them for every product. Forms that need JavaScript keep
 * their submit button disabled until then, so an early click cannot send a password as a plain
 * form submission.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
