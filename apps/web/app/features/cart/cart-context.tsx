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
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
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

export function CartProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<CartItem[]>([]);
  const [ready, setReady] = useState(false);

  const dispatch = useCallback(
    (action: CartAction) => setItems((prev) => cartReducer(prev, action)),
    [],
  );

  useEffect(() => {
    const stored = parseStoredCart(window.localStorage.getItem(CART_STORAGE_KEY));
    setItems(stored);
    setReady(true);
    void repair(stored).then((fixed) => fixed && dispatch({ type: 'replace', items: fixed }));
    const onStorage = (e: StorageEvent) => {
      if (e.key === CART_STORAGE_KEY) setItems(parseStoredCart(e.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch]);

  useEffect(() => {
    if (ready) window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  }, [items, ready]);

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
