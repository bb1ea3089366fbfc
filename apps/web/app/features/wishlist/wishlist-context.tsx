import {
  MAX_WISHLIST_ITEMS,
  WISHLIST_ACTION,
  WISHLIST_FIELDS,
  WISHLIST_INTENTS,
} from '@shop/shared/wishlist/form-fields';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { postsOnTheirWay } from '~/components/form/post-back-form';
import { useFetchers, useRevalidator } from 'react-router';

/** Where the shop kept the wishlist before it lived on the server (ADR 006). */
const STORED_WISHLIST_KEY = 'wishlist';

interface WishlistValue {
  /** The server's saved ids (from the root loader) with the hearts still on their way applied. */
  ids: number[];
  has(id: number): boolean;
}

const WishlistContext = createContext<WishlistValue | null>(null);

/**
 * Once per browser: a wishlist stored here before it lived on the server is saved there, then the
 * stored copy is removed (ADR 047).
 */
function adoptStoredWishlist(revalidate: () => Promise<void>): void {
  const raw = window.localStorage.getItem(STORED_WISHLIST_KEY);
  if (raw === null) return;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    stored = [];
  }
  const ids = Array.isArray(stored)
    ? stored.filter((v): v is number => Number.isInteger(v) && v > 0).slice(0, MAX_WISHLIST_ITEMS)
    : [];
  if (ids.length === 0) {
    window.localStorage.removeItem(STORED_WISHLIST_KEY);
    return;
  }
  // Loaded only here, for the rare browser with such a list: it stays out of every first load.
  import('~/lib/api-client')
    .then(async ({ api }) => {
      // A product no longer sold is refused; the others are still saved.
      await Promise.allSettled(ids.map((id) => api.saveToWishlist(id)));
      window.localStorage.removeItem(STORED_WISHLIST_KEY);
      await revalidate();
    })
    .catch(() => {}); // the next page tries again
}

/**
 * The wishlist (ADR 047): the server's ids, read by the root loader for every page and changed
 * by forms posted to the /wishlist route's action. A heart on its way is applied at once, and the
 * server's answer replaces it when the loaders read it again.
 */
export function WishlistProvider({
  serverIds,
  children,
}: {
  serverIds: number[];
  children: ReactNode;
}) {
  const fetchers = useFetchers();
  const { revalidate } = useRevalidator();

  const ids = useMemo(() => {
    let result = serverIds;
    for (const posted of postsOnTheirWay(fetchers, WISHLIST_ACTION)) {
      const id = Number(posted[WISHLIST_FIELDS.productId]);
      const intent = posted[WISHLIST_FIELDS.intent];
      if (intent === WISHLIST_INTENTS.add && !result.includes(id)) result = [...result, id];
      if (intent === WISHLIST_INTENTS.remove) result = result.filter((x) => x !== id);
    }
    return result;
  }, [serverIds, fetchers]);

  useEffect(() => {
    adoptStoredWishlist(revalidate);
  }, [revalidate]);

  const value = useMemo<WishlistValue>(() => ({ ids, has: (id) => ids.includes(id) }), [ids]);
  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>;
}

export function useWishlist(): WishlistValue {
  const value = useContext(WishlistContext);
  if (!value) throw new Error('useWishlist must be used within a WishlistProvider');
  return value;
}
