import {
  cartReducer,
  CART_STORAGE_KEY,
  parseStoredCart,
  type CartAction,
  type CartItem,
  type CartProduct,
} from '@shop/shared/cart/cart';
import { cartTotals, type CartTotals } from '@shop/shared/pricing/cart-totals';
import type { Product } from '@shop/shared/catalogue/product';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useUser } from '~/features/account/use-user';
import { api } from '~/lib/api-client';

interface CartValue {
  items: CartItem[];
  totals: CartTotals;
  /** False until the stored cart has been read in the browser (always false on the server). */
  ready: boolean;
  addItem(product: CartProduct, quantity?: number): void;
  removeItem(id: number): void;
  updateQuantity(id: number, quantity: number): void;
  clearCart(): void;
}

const CartContext = createContext<CartValue | null>(null);

/**
 * Local-storage key naming the account whose server cart the browser's 'cart' mirrors (ADR 019,
 * cart sync). Kept in local storage, not session storage, so a second tab or a reload never
 * merges the same guest cart into the account twice.
 */
export const CART_OWNER_KEY = 'cart-owner';
/** How long a change waits before it is saved on the server, so a burst of clicks is one PUT. */
const SAVE_DELAY_MS = 300;

type Lines = { id: number; quantity: number }[];
const toLines = (items: readonly CartItem[]): Lines =>
  items.map(({ id, quantity }) => ({ id, quantity }));

export function toCartProduct(p: Product): CartProduct {
  return {
    id: p.id,
    name: p.name,
    image: p.images[0] ?? '',
    price: p.price,
    originalPrice: p.originalPrice,
  };
}

/** Drops lines whose product is gone and refreshes names and prices from the catalogue. */
async function repair(items: CartItem[]): Promise<CartItem[] | null> {
  if (items.length === 0) return null;
  try {
    const { items: current } = await api.lookupProducts(items.map((i) => i.id));
    const byId = new Map(current.map((p) => [p.id, p]));
    return items.flatMap((i) => {
      const p = byId.get(i.id);
      return p ? [{ ...toCartProduct(p), quantity: i.quantity }] : [];
    });
  } catch {
    return null; // Offline or server trouble: keep the cart as stored.
  }
}

// One sync per user per page: a remounted provider (React's StrictMode in development) reuses
// the request in flight instead of merging the same guest cart a second time.
let inFlight: { userId: number; answer: Promise<CartItem[]> } | null = null;

/**
 * The account's cart from the server. A guest cart (no `cart-owner` yet) is merged in, quantities
 * adding up. Otherwise the browser holds a copy of an account's cart, and the server's copy wins:
 * another device may have changed it, and another account's copy must never be merged.
 */
function syncWithServer(userId: number, local: readonly CartItem[]): Promise<CartItem[]> {
  if (inFlight?.userId === userId) return inFlight.answer;
  const guestCart = window.localStorage.getItem(CART_OWNER_KEY) === null;
  // Claimed before the merge is sent: if the page is left while it is on its way, the next page
  // reads the account's cart rather than adding the same guest cart a second time. A merge that
  // fails while the page is still here gives the claim back, so the next page load tries again.
  window.localStorage.setItem(CART_OWNER_KEY, String(userId));
  const request = guestCart
    ? api.mergeCart(toLines(local)).catch((err: unknown) => {
        window.localStorage.removeItem(CART_OWNER_KEY);
        throw err;
      })
    : api.savedCart();
  const answer = request.then(({ items }) => items);
  inFlight = { userId, answer };
  const settled = () => {
    if (inFlight?.answer === answer) inFlight = null;
  };
  answer.then(settled, settled);
  return answer;
}

export function CartProvider({ children }: { children: ReactNode }) {
  const userId = useUser()?.id ?? null;
  const [items, setItems] = useState<CartItem[]>([]);
  const [ready, setReady] = useState(false);
  // Signed in: true once the server's cart has arrived and is shown; only then are changes saved
  // there (a browser copy drawn late must never be saved over the account's cart).
  const [synced, setSynced] = useState(false);
  // Changes made while the server's cart is on its way, replayed onto its answer.
  const pending = useRef<CartAction[] | null>(null);
  // The lines the server holds (as JSON) and the save waiting for its delay.
  const savedJson = useRef<string | null>(null);
  // The stored text as this provider last read or wrote it (undefined: not read yet). A cart
  // stored by someone else since then (a script, a page still loading) is adopted, never
  // overwritten by an older copy.
  const storedRaw = useRef<string | null | undefined>(undefined);
  const queued = useRef<Lines | null>(null);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saving = useRef<Promise<unknown>>(Promise.resolve());

  const dispatch = useCallback((action: CartAction) => {
    pending.current?.push(action);
    setItems((prev) => cartReducer(prev, action));
  }, []);

  const flush = useCallback(() => {
    clearTimeout(saveTimer.current);
    const lines = queued.current;
    if (!lines) return;
    queued.current = null;
    const json = JSON.stringify(lines);
    savedJson.current = json;
    // One save at a time, in order, so an older cart never lands after a newer one.
    saving.current = saving.current
      .then(() => api.saveCart(lines))
      .catch(() => {
        if (savedJson.current === json) savedJson.current = null; // the next change retries
      });
  }, []);

  useEffect(() => {
    let cancelled = false;
    const stored = parseStoredCart(window.localStorage.getItem(CART_STORAGE_KEY));
    setSynced(false);
    // What arrives by itself (the stored cart, the catalogue's corrections, the account's cart)
    // is shown in a transition: an urgent update would make React drop the server's HTML of any
    // part of the page whose code is still on its way, and draw it again (ADR 029). The
    // transition may wait for that code, so the stored cart is read again when it renders.
    const show = (first: () => CartItem[]) =>
      startTransition(() => {
        setItems(first);
        setReady(true);
      });
    const readStored = () => {
      storedRaw.current = window.localStorage.getItem(CART_STORAGE_KEY);
      return parseStoredCart(storedRaw.current);
    };
    if (userId === null) {
      if (window.localStorage.getItem(CART_OWNER_KEY) !== null) {
        // A signed-in shopper's copy, left by logging out or an ended session: their cart stays
        // in their account, and the next person at this browser starts with an empty one.
        window.localStorage.removeItem(CART_OWNER_KEY);
        window.localStorage.setItem(CART_STORAGE_KEY, '[]');
        storedRaw.current = '[]';
        show(() => []);
      } else {
        show(readStored);
        void repair(stored).then((fixed) => {
          // Only if the stored cart is still the one repaired: a cart written meanwhile (another
          // tab, a page just arrived) is not replaced by the repair of an older one.
          const unchanged = JSON.stringify(readStored()) === JSON.stringify(stored);
          if (!cancelled && fixed && unchanged)
            startTransition(() => dispatch({ type: 'replace', items: fixed }));
        });
      }
    } else {
      show(readStored); // shown at once; the server's answer follows
      pending.current = [];
      syncWithServer(userId, stored).then(
        (server) => {
          if (cancelled) return;
          const replay = pending.current ?? [];
          pending.current = null;
          savedJson.current = JSON.stringify(toLines(server));
          startTransition(() => {
            setItems(replay.reduce(cartReducer, server));
            setSynced(true);
          });
        },
        () => {
          // Offline or server trouble: keep the browser's copy; the next page load tries again.
          if (!cancelled) pending.current = null;
        },
      );
    }

    const onStorage = (e: StorageEvent) => {
      if (e.key === CART_STORAGE_KEY) setItems(parseStoredCart(e.newValue));
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('pagehide', flush);
    return () => {
      cancelled = true;
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [userId, dispatch, flush]);

  useEffect(() => {
    if (!ready) return;
    const json = JSON.stringify(items);
    const current = window.localStorage.getItem(CART_STORAGE_KEY);
    if (current !== json && storedRaw.current !== undefined && current !== storedRaw.current) {
      storedRaw.current = current;
      startTransition(() => setItems(parseStoredCart(current)));
      return;
    }
    if (current !== json) window.localStorage.setItem(CART_STORAGE_KEY, json);
    storedRaw.current = json;
    if (userId === null || !synced) return;
    const lines = toLines(items);
    if (JSON.stringify(lines) === savedJson.current) {
      queued.current = null; // a save still waiting is out of date
      clearTimeout(saveTimer.current);
      return;
    }
    queued.current = lines;
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(flush, SAVE_DELAY_MS);
  }, [items, ready, synced, userId, flush]);

  const value = useMemo<CartValue>(
    () => ({
      items,
      totals: cartTotals(items),
      ready,
      addItem: (product, quantity) => dispatch({ type: 'add', product, quantity }),
      removeItem: (id) => dispatch({ type: 'remove', id }),
      updateQuantity: (id, quantity) => dispatch({ type: 'update', id, quantity }),
      clearCart: () => dispatch({ type: 'clear' }),
    }),
    [items, ready, dispatch],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used within a CartProvider');
  return value;
}
