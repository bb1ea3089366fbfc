import type { PriceBand } from '@shop/shared/pricing/price-bands';
import { fromJson } from '../../db/column-types';
import { bumpCatalogueRevision } from '../catalogue/repository';
import type { Database } from '../../db/database';
import { recordMovements, type StockCause } from '../stock/movements';

export interface TakenProduct {
  id: number;
  name: string;
  /** Whole rupees, for one unit. */
  price: number;
  /** Lower prices each from a quantity on (ADR 104). */
  priceBands: PriceBand[];
  hsn: string;
  /** Units left after taking. */
  stock: number;
}

/**
 * Takes `quantity` units off the shelf if that many are there: one conditional update, so two
 * orders can never both take the last units. Answers the product as sold, or undefined.
 */
export async function takeStock(
  db: Database,
  productId: number,
  quantity: number,
): Promise<TakenProduct | undefined> {
  const row = await db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '-', quantity) }))
    .where('id', '=', productId)
    .where('hidden', '=', 0)
    .where('stock', '>=', quantity)
    .returning(['id', 'name', 'price', 'price_bands', 'hsn', 'stock'])
    .executeTakeFirst();
  if (!row) return undefined;
  const { price_bands, ...rest } = row;
  return { ...rest, priceBands: fromJson(price_bands) };
}

/**
 * Puts units back on the shelf (a cancelled order, a received return) and records the movement
 * with its cause (ADR 069); answers the new stock.
 */
export async function returnStock(
  db: Database,
  productId: number,
  quantity: number,
  cause: StockCause,
  now: Date,
): Promise<number | undefined> {
  const row = await db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '+', quantity) }))
    .where('id', '=', productId)
    .returning('stock')
    .executeTakeFirst();
  if (row)
    await recordMovements(db, [{ productId, change: quantity, stockAfter: row.stock }], cause, now);
  return row?.stock;
}

/** Why a product could not be taken: it is gone or hidden, or has this many units. */
export async function stockOf(
  db: Database,
  productId: number,
): Promise<{ name: string; stock: number } | undefined> {
  return db
    .selectFrom('products')
    .select(['name', 'stock'])
    .where('id', '=', productId)
    .where('hidden', '=', 0)
    .executeTakeFirst();
}

/**
 * Product pages show 'Out of Stock' and 'only N left' from the catalogue snapshot each process
 * keeps; it reloads when the catalogue revision moves. Moving it on every sale would rebuild the
 * snapshot and its search index after every order, so it moves only when a level that pages show
 * changed: a product now at or below this many units.
 */
export const SHOWN_STOCK_LEVEL = 10;

export async function refreshCatalogueIfShown(
  db: Database,
  stockLevels: readonly number[],
): Promise<void> {
  if (stockLevels.some((s) => s <= SHOWN_STOCK_LEVEL)) await bumpCatalogueRevision(db);
}
