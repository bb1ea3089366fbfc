import {
  cartReducer,
  CART_STORAGE_KEY,
  parseStoredCart,
  type CartAction,
  type PageCartItem,
  type CartProduct,
} from '@shop/shared/cart/cart';
import {
  CART_ACTION,
  CART_FIELDS,
  CART_INTENTS,
  type CartIntent,
} from '@shop/shared/cart/form-fields';
import { cartTotals, type CartTotals } from '@shop/shared/pricing/cart-totals';
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useFetchers, useRevalidator } from 'react-router';
import { postsOnTheirWay, usePostBack } from '~/components/form/post-back-form';

interface CartValue {
  /** The server's cart (from the root loader) with the changes still on their way applied. */
  items: PageCartItem[];
  totals: CartTotals;
  /** Empties the cart on the server (after an order is placed). */
  clearCart(): void;
}

const CartContext = createContext<CartValue | null>(null);

/**
 * Local-storage key that says the browser's `cart` is a mirror of the server's cart (ADR 042).
 * A stored cart without it was written by the shop before carts lived on the server: it is added
 * to the server's cart once, then the key is set.
 */
export const CART_MIRROR_KEY = 'cart-mirror';
/** ADR 019's key: the stored cart was a copy of this account's cart, so it is not merged again. */
const CART_OWNER_KEY = 'cart-owner';

/**
 * Products whose Add to Cart was just submitted, so the header's count can include them before
 * the server responds (the form sends only the id and quantity).
 */
const submitted = new Map<number, CartProduct>();
export function rememberProduct(product: CartProduct): void {
  submitted.set(product.id, product);
}

const asNumber = (value: string | undefined) => Number(value ?? Number.NaN);

/** What a cart form on its way will do to the cart, as the reducer's action (null: nothing known). */
function pendingAction(
  posted: Record<string, string>,
  items: readonly PageCartItem[],
): CartAction | null {
  // Any other value falls to the switch's default.
  const intent = posted[CART_FIELDS.intent] as CartIntent | undefined;
  const id = asNumber(posted[CART_FIELDS.productId]);
  const quantity = asNumber(posted[CART_FIELDS.quantity]);
  switch (intent) {
    case CART_INTENTS.add: {
      const product = items.find((i) => i.id === id) ?? submitted.get(id);
      if (!product) return null;
      return { type: 'add', product, quantity: Number.isFinite(quantity) ? quantity : 1 };
    }
    case CART_INTENTS.increase: {
      const line = items.find((i) => i.id === id);
      return line ? { type: 'add', product: line, quantity: 1 } : null;
    }
    case CART_INTENTS.decrease: {
      const line = items.find((i) => i.id === id);
      return line ? { type: 'update', id, quantity: Math.max(1, line.quantity - 1) } : null;
    }
    case CART_INTENTS.remove:
      return { type: 'remove', id };
    case CART_INTENTS.clear:
      return { type: 'clear' };
    default:
      return null;
  }
}

/**
 * Once per browser: a cart stored before carts lived on the server (ADR 019's guest cart) is
 * added to this visitor's server cart, then the stored cart is only ever a mirror.
 */
function adoptStoredCart(revalidate: () => Promise<void>): void {
  if (window.localStorage.getItem(CART_MIRROR_KEY) !== null) return;
  const wasAccountCopy = window.localStorage.getItem(CART_OWNER_KEY) !== null;
  const stored = parseStoredCart(window.localStorage.getItem(CART_STORAGE_KEY));
  window.localStorage.setItem(CART_MIRROR_KEY, '1');
  window.localStorage.removeItem(CART_OWNER_KEY);
  if (wasAccountCopy || stored.length === 0) return;
  // Loaded only here, for the rare browser with such a cart: it stays out of every page's first load.
  import('~/lib/api-client')
    .then(({ api }) => api.mergeCart(stored.map(({ id, quantity }) => ({ id, quantity }))))
    .then(revalidate)
    .catch(() => window.localStorage.removeItem(CART_MIRROR_KEY)); // the next page tries again
}

/**
 * The cart (ADR 042): the server's, read by the root loader for every page and changed by forms
 * posted to the /cart route's action. Forms on their way are applied at once (the header's count
 * moves on the click), and the server's response replaces them when the loaders read it again.
 * Local storage keeps a mirror of the server's cart under `cart` (spec §4).
 */
export function CartProvider({
  serverItems,
  children,
}: {
  serverItems: PageCartItem[];
  children: ReactNode;
}) {
  const fetchers = useFetchers();
  const { revalidate } = useRevalidator();
  const clearer = usePostBack(CART_ACTION, 'cart-clear');

  const items = useMemo(() => {
    let result = serverItems;
    for (const posted of postsOnTheirWay(fetchers, CART_ACTION)) {
      const action = pendingAction(posted, result);
      if (action) result = cartReducer(result, action);
    }
    return result;
  }, [serverItems, fetchers]);

  useEffect(() => {
    adoptStoredCart(revalidate);
  }, [revalidate]);

  useEffect(() => {
    const json = JSON.stringify(serverItems);
    if (window.localStorage.getItem(CART_STORAGE_KEY) !== json) {
      window.localStorage.setItem(CART_STORAGE_KEY, json);
    }
  }, [serverItems]);

  const { send } = clearer;
  const clearCart = useCallback(() => send({ [CART_FIELDS.intent]: CART_INTENTS.clear }), [send]);

  const value = useMemo<CartValue>(
    () => ({ items, totals: cartTotals(items), clearCart }),
    [items, clearCart],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used within a CartProvider');
  return value;
}
