import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the page hydrates, true once React runs it in the browser.
 * Controls that only work with the script (and take no room in the layout) render when this is
 * true, so the page's HTML does not carry them for every product. No control waits disabled for
 * it: every form posts to its route's action without JavaScript too (ADR 040).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
