import { MAX_LINE_QUANTITY, type CartItem } from '@shop/shared/cart/cart';
import { CART_ERRORS } from '@shop/shared/cart/form-fields';
import { cartTotals } from '@shop/shared/pricing/cart-totals';
import { unitPriceAt, type PriceBand } from '@shop/shared/pricing/price-bands';
import { parcelFor, type Parcel } from '@shop/shared/shipping/parcel';
import {
  isOverOrderLimit,
  ORDER_LIMIT_MESSAGE,
  ORDER_TOO_LARGE,
} from '@shop/shared/pricing/order-limit';
import type { CatalogueReader } from '@shop/shared/ssr/page-context';
import type { Database } from '../../db/database';
import { InvalidInputError } from '../../lib/domain-errors';
import { tokenHash } from '../auth/sessions';
import {
  deleteGuestCart,
  findCart,
  findCartForUpdate,
  saveCart,
  type CartKey,
  type SavedLine,
} from './repository';

const clamp = (q: number) => Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(q)));

/** Whose cart: a signed-in shopper's, or a guest's named by the token of their `cart_id` cookie. */
export type CartOwner = { userId: number } | { guestToken: string };

/** The stored key of an owner (the cart's and the wishlist's): a guest's token only as a hash. */
export const ownerKey = (owner: CartOwner): CartKey =>
  'userId' in owner ? { userId: owner.userId } : { guestId: tokenHash(owner.guestToken) };

/** Adds lines into a cart by id: quantities of the same product add up, order is kept. */
export function addLines(into: readonly SavedLine[], lines: readonly SavedLine[]): SavedLine[] {
  const result = into.map((l) => ({ ...l }));
  for (const line of lines) {
    const existing = result.find((l) => l.id === line.id);
    if (existing) existing.quantity = clamp(existing.quantity + line.quantity);
    else result.push({ id: line.id, quantity: clamp(line.quantity) });
  }
  return result;
}

/** Sets one line's quantity (adding the line at the end if missing); 0 removes it. */
export function setLine(lines: readonly SavedLine[], id: number, quantity: number): SavedLine[] {
  if (quantity <= 0) return lines.filter((l) => l.id !== id);
  if (!lines.some((l) => l.id === id)) return [...lines, { id, quantity: clamp(quantity) }];
  return lines.map((l) => (l.id === id ? { id, quantity: clamp(quantity) } : l));
}

/** One fewer of a line, never below one; a product not in the cart is left out as it is. */
export function lowerLine(lines: readonly SavedLine[], id: number): SavedLine[] {
  return lines.map((l) => (l.id === id ? { id, quantity: Math.max(1, l.quantity - 1) } : l));
}

/**
 * Every shopper's cart, kept on the server (ADR 042): a signed-in shopper's follows them to other
 * browsers, a guest's is named by a cookie and joins the account's at log in. Only ids and
 * quantities are stored; names, prices and images always come from the current catalogue, and
 * products no longer sold are left out.
 */
export class CartService {
  constructor(
    private readonly db: Database,
    private readonly catalogue: Pick<CatalogueReader, 'lookup'>,
  ) {}

  async get(owner: CartOwner): Promise<CartItem[]> {
    return this.toItems(await findCart(this.db, ownerKey(owner)));
  }

  /** Replaces the cart (the browser's cart after a change); unknown products are left out. */
  async replace(owner: CartOwner, lines: readonly SavedLine[]): Promise<CartItem[]> {
    const known = await this.knownOnly(addLines([], lines));
    await saveCart(this.db, ownerKey(owner), known, new Date());
    return this.toItems(known);
  }

  /** Adds lines into the cart (a browser's stored cart): quantities of the same product add up. */
  async merge(owner: CartOwner, lines: readonly SavedLine[]): Promise<CartItem[]> {
    // The catalogue is read before the transaction: it has its own connection to the database.
    const incoming = await this.knownOnly(addLines([], lines));
    return this.change(owner, (current) => addLines(current, incoming));
  }

  /**
   * Adds `quantity` of a product (to its line if there is one, capped at MAX_LINE_QUANTITY).
   * A product the catalogue does not sell is refused (InvalidInputError, 400 at the API).
   */
  async add(owner: CartOwner, productId: number, quantity: number): Promise<CartItem[]> {
    await this.mustExist(productId);
    const prices = await this.pricesFor(owner, productId);
    return this.change(owner, (current) =>
      withinOrderLimit(current, addLines(current, [{ id: productId, quantity }]), prices),
    );
  }

  /** Sets a line's quantity (1..MAX_LINE_QUANTITY); 0 removes the line. */
  async setQuantity(owner: CartOwner, productId: number, quantity: number): Promise<CartItem[]> {
    if (quantity <= 0) return this.change(owner, (current) => setLine(current, productId, 0));
    await this.mustExist(productId);
    const prices = await this.pricesFor(owner, productId);
    return this.change(owner, (current) =>
      withinOrderLimit(current, setLine(current, productId, quantity), prices),
    );
  }

  /** One fewer of a line (the cart's −), never below one and never a new line. */
  async decrease(owner: CartOwner, productId: number): Promise<CartItem[]> {
    return this.change(owner, (current) => lowerLine(current, productId));
  }

  async remove(owner: CartOwner, productId: number): Promise<CartItem[]> {
    return this.change(owner, (current) => setLine(current, productId, 0));
  }

  /**
   * The parcel the cart would ship as (ADR 099): packed weights and boxes of its products, and
   * the chargeable weight a courier bills (the greater of actual and L×B×H/5000).
   */
  async parcel(owner: CartOwner): Promise<Parcel> {
    const lines = await findCart(this.db, ownerKey(owner));
    const products = new Map(
      (await this.catalogue.lookup(lines.map((l) => l.id))).map((p) => [p.id, p]),
    );
    return parcelFor(
      lines.flatMap((l) => {
        const p = products.get(l.id);
        return p ? [{ ...p, productId: p.id, quantity: clamp(l.quantity) }] : [];
      }),
    );
  }

  async clear(owner: CartOwner): Promise<CartItem[]> {
    await saveCart(this.db, ownerKey(owner), [], new Date());
    return [];
  }

  /**
   * At log in or sign up: the guest cart named by `guestToken` joins the account's (quantities
   * add up, capped), and the guest's row is deleted, in one transaction.
   */
  async mergeGuestCart(userId: number, guestToken: string): Promise<void> {
    const guestId = tokenHash(guestToken);
    await this.db.transaction().execute(async (trx) => {
      const guest = await deleteGuestCart(trx, guestId);
      if (guest.length === 0) return;
      const current = await findCartForUpdate(trx, { userId });
      await saveCart(trx, { userId }, addLines(current, guest), new Date());
    });
  }

  /** Reads, changes and saves the cart in one transaction, so quick changes never lose one. */
  private async change(
    owner: CartOwner,
    edit: (current: SavedLine[]) => SavedLine[],
  ): Promise<CartItem[]> {
    const key = ownerKey(owner);
    const next = await this.db.transaction().execute(async (trx) => {
      const lines = edit(await findCartForUpdate(trx, key));
      await saveCart(trx, key, lines, new Date());
      return lines;
    });
    return this.toItems(next);
  }

  /**
   * Catalogue prices of the cart's products and `productId`, read before the change's
   * transaction (the catalogue has its own connection to the database).
   */
  private async pricesFor(owner: CartOwner, productId: number): Promise<Map<number, Pricing>> {
    const ids = (await findCart(this.db, ownerKey(owner))).map((l) => l.id);
    const products = await this.catalogue.lookup([...new Set([...ids, productId])]);
    return new Map(products.map((p) => [p.id, p]));
  }

  private async mustExist(productId: number): Promise<void> {
    const [found] = await this.catalogue.lookup([productId]);
    if (!found) {
      throw new InvalidInputError('unknown_product', CART_ERRORS.unknownProduct, {
        productId: CART_ERRORS.unknownProduct,
      });
    }
  }

  private async knownOnly(lines: SavedLine[]): Promise<SavedLine[]> {
    const known = new Set((await this.catalogue.lookup(lines.map((l) => l.id))).map((p) => p.id));
    return lines.filter((l) => known.has(l.id));
  }

  private async toItems(lines: readonly SavedLine[]): Promise<CartItem[]> {
    if (lines.length === 0) return [];
    const products = new Map(
      (await this.catalogue.lookup(lines.map((l) => l.id))).map((p) => [p.id, p]),
    );
    return lines.flatMap((l) => {
      const p = products.get(l.id);
      if (!p) return [];
      const quantity = clamp(l.quantity);
      return [
        {
          id: p.id,
          name: p.name,
          image: p.images[0] ?? '',
          // The quantity price the line reaches (ADR 104); the product's own below the first.
          price: unitPriceAt(p.price, p.priceBands, quantity),
          originalPrice: p.originalPrice,
          quantity,
          ...(p.priceBands.length > 0 && { singlePrice: p.price, priceBands: p.priceBands }),
        },
      ];
    });
  }
}

/** What prices a product's line: its own price and its quantity prices. */
interface Pricing {
  price: number;
  priceBands: readonly PriceBand[];
}

/** The cart's payable total as checkout would price it (standard delivery, paid online). */
function cartTotalPaise(lines: readonly SavedLine[], prices: ReadonlyMap<number, Pricing>): number {
  const priced = lines.flatMap((l) => {
    const p = prices.get(l.id);
    if (p === undefined) return [];
    const quantity = clamp(l.quantity);
    return [{ price: unitPriceAt(p.price, p.priceBands, quantity), quantity }];
  });
  return cartTotals(priced).totalPaise;
}

/**
 * `next` unless it takes the cart past the largest order (ADR 085) and above what it was: a
 * change that raises a cart checkout would refuse is refused now, with the same text (400 at the
 * API, the cart page's red box); lowering an over-limit cart is always allowed.
 */
function withinOrderLimit(
  current: readonly SavedLine[],
  next: SavedLine[],
  prices: ReadonlyMap<number, Pricing>,
): SavedLine[] {
  const after = cartTotalPaise(next, prices);
  if (isOverOrderLimit(after) && after > cartTotalPaise(current, prices)) {
    throw new InvalidInputError(ORDER_TOO_LARGE, ORDER_LIMIT_MESSAGE);
  }
  return next;
}
