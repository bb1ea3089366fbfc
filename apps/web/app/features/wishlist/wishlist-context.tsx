import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

export const WISHLIST_STORAGE_KEY = 'wishlist';

interface WishlistValue {
  ids: number[];
  ready: boolean;
  has(id: number): boolean;
  toggle(id: number): void;
  remove(id: number): void;
}

const WishlistContext = createContext<WishlistValue | null>(null);

function parseIds(raw: string | null): number[] {
  try {
    const data: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(data)) return [];
    return [...new Set(data.filter((v): v is number => Number.isInteger(v) && v > 0))].slice(
      0,
      200,
    );
  } catch {
    return [];
  }
}

/** Products the shopper saved for later, kept in this browser's local storage. */
export function WishlistProvider({ children }: { children: ReactNode }) {
  const [ids, setIds] = useState<number[]>([]);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    // A transition read when it renders, like the cart's first reading (ADR 029).
    startTransition(() => {
      setIds(() => parseIds(window.localStorage.getItem(WISHLIST_STORAGE_KEY)));
      setReady(true);
    });
    const onStorage = (e: StorageEvent) => {
      if (e.key === WISHLIST_STORAGE_KEY) setIds(parseIds(e.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    if (ready) window.localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(ids));
  }, [ids, ready]);

  const toggle = useCallback(
    (id: number) =>
      setIds((prev) => (prev.includes(id) ? prev.filter((x) => x !== id) : [...prev, id])),
    [],
  );
  const remove = useCallback((id: number) => setIds((prev) => prev.filter((x) => x !== id)), []);
  const value = useMemo<WishlistValue>(
    () => ({ ids, ready, has: (id) => ids.includes(id), toggle, remove }),
    [ids, ready, toggle, remove],
  );
  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>;
}

export function useWishlist(): WishlistValue {
  const value = useContext(WishlistContext);
  if (!value) throw new Error('useWishlist must be used within a WishlistProvider');
  return value;
}
