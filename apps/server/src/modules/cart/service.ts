import { MAX_LINE_QUANTITY, type CartItem } from '@shop/shared/cart/cart';
import type { CatalogueReader } from '@shop/shared/ssr/page-context';
import type { Database } from '../../db/database';
import { findCart, findCartForUpdate, saveCart, type SavedLine } from './repository';

const clamp = (q: number) => Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(q)));

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

/**
 * A signed-in shopper's cart kept on the server, so it follows them to other browsers. Only ids
 * and quantities are stored; names, prices and images always come from the current catalogue,
 * and products no longer sold are left out.
 */
export class CartService {
  constructor(
    private readonly db: Database,
    private readonly catalogue: Pick<CatalogueReader, 'lookup'>,
  ) {}

  async get(userId: number): Promise<CartItem[]> {
    return this.toItems(await findCart(this.db, userId));
  }

  /** Replaces the saved cart (the browser's cart after a change). */
  async replace(userId: number, lines: readonly SavedLine[]): Promise<CartItem[]> {
    const known = await this.knownOnly(addLines([], lines));
    await saveCart(this.db, userId, known, new Date());
    return this.toItems(known);
  }

  /** Adds a guest cart into the saved one at log in: quantities of the same product add up. */
  async merge(userId: number, lines: readonly SavedLine[]): Promise<CartItem[]> {
    // The catalogue is read before the transaction: it has its own connection to the database.
    const incoming = await this.knownOnly(addLines([], lines));
    const merged = await this.db.transaction().execute(async (trx) => {
      const current = await findCartForUpdate(trx, userId);
      const next = addLines(current, incoming);
      await saveCart(trx, userId, next, new Date());
      return next;
    });
    return this.toItems(merged);
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
      return [
        {
          id: p.id,
          name: p.name,
          image: p.images[0] ?? '',
          price: p.price,
          originalPrice: p.originalPrice,
          quantity: clamp(l.quantity),
        },
      ];
    });
  }
}
