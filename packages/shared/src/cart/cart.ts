import { unitPriceAt, type PriceBand } from '../pricing/price-bands';
/** A line in the shopper's cart (spec §3): the product as it was when added, with a quantity. */
export interface CartItem {
  id: number;
  name: string;
  image: string;
  /** Whole rupees each at this line's quantity: the quantity price reached, if any (ADR 104). */
  price: number;
  originalPrice: number | null;
  quantity: number;
  /** The product's own price for fewer units than its first band; left out without bands. */
  singlePrice?: number;
  /** The product's quantity prices, ascending; left out when it has none. */
  priceBands?: PriceBand[];
}

/**
 * A line as the pages show it: its name in the page's language, and `nameLang` 'en' on a Hindi
 * page when the name is the English one, its Hindi not written, so the page marks it (ADR 108).
 * The API's lines are English and carry no mark.
 */
export interface PageCartItem extends CartItem {
  nameLang?: 'en';
}

export type CartProduct = Omit<CartItem, 'quantity'>;

/** Browser local-storage key of the cart (spec §9). */
export const CART_STORAGE_KEY = 'cart';
/** A line never holds more than this; protects totals from absurd stored values. */
export const MAX_LINE_QUANTITY = 99;

export type CartAction =
  | { type: 'add'; product: CartProduct; quantity?: number }
  | { type: 'remove'; id: number }
  | { type: 'update'; id: number; quantity: number }
  | { type: 'clear' }
  | { type: 'replace'; items: CartItem[] };

/** The line re-priced for a new quantity (the band it reaches now), or as it was without bands. */
const atQuantity = <T extends Omit<CartItem, 'quantity'>>(item: T, quantity: number) => ({
  ...item,
  quantity,
  price: item.priceBands?.length
    ? unitPriceAt(item.singlePrice ?? item.price, item.priceBands, quantity)
    : item.price,
});

const clampQuantity = (q: number) => Math.min(MAX_LINE_QUANTITY, Math.max(0, Math.floor(q)));

/** Cart rules of spec §4: add raises an existing line (by 1 unless told), update to 0 removes. */
export function cartReducer(items: readonly CartItem[], action: CartAction): CartItem[] {
  switch (action.type) {
    case 'add': {
      const by = Math.max(1, Math.floor(action.quantity ?? 1));
      const existing = items.find((i) => i.id === action.product.id);
      if (existing) {
        return items.map((i) =>
          i.id === action.product.id ? atQuantity(i, clampQuantity(i.quantity + by)) : i,
        );
      }
      return [...items, atQuantity(action.product, clampQuantity(by))];
    }
    case 'remove':
      return items.filter((i) => i.id !== action.id);
    case 'update': {
      const quantity = clampQuantity(action.quantity);
      if (quantity === 0) return items.filter((i) => i.id !== action.id);
      return items.map((i) => (i.id === action.id ? atQuantity(i, quantity) : i));
    }
    case 'clear':
      return [];
    case 'replace':
      return action.items;
  }
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** One stored line, checked field by field (no schema library: this runs in every page's bundle). */
function readStoredItem(entry: unknown): CartItem | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const e = entry as Record<string, unknown>; // a non-null object; each field is checked below
  if (!isNumber(e.id) || !Number.isInteger(e.id) || e.id <= 0) return null;
  if (typeof e.name !== 'string' || e.name.length === 0 || e.name.length > 300) return null;
  if (!isNumber(e.price) || e.price < 0) return null;
  if (!isNumber(e.quantity) || !Number.isInteger(e.quantity) || e.quantity < 1) return null;
  return {
    id: e.id,
    name: e.name,
    image: typeof e.image === 'string' && e.image.length <= 500 ? e.image : '',
    price: e.price,
    originalPrice: isNumber(e.originalPrice) && e.originalPrice >= 0 ? e.originalPrice : null,
    quantity: Math.min(e.quantity, MAX_LINE_QUANTITY),
  };
}

/**
 * Reads what local storage held under 'cart'. Anything unreadable is dropped line by line, and
 * duplicate ids are merged, so a corrupt value never breaks the shop.
 */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  let items: CartItem[] = [];
  for (const entry of data) {
    const item = readStoredItem(entry);
    if (!item) continue;
    const { quantity, ...product } = item;
    items = cartReducer(items, { type: 'add', product, quantity });
  }
  return items;
}
