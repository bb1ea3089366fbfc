import { indiaDate, indiaDayStart } from '../format/india-time';
import { z } from '../validation/z';
import { pagingShape } from './paging';

/*
 * Stock alerts and the stock movement history (ADR 069). Each product has its
 * own low-stock threshold; every change of a product's stock is recorded with why, by whom and
 * the level it left.
 */

/** A new product's low-stock threshold, and every product's before thresholds existed. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;
/** The highest threshold the form takes (the highest stock is 1,000,000). */
export const MAX_LOW_STOCK_THRESHOLD = 1_000_000;

/** True when the product should be restocked: at or under its own threshold. */
export const isLowStock = (p: { stock: number; lowStockThreshold: number }) =>
  p.stock <= p.lowStockThreshold;

/** Why a product's stock moved. */
export const STOCK_REASONS = [
  'order',
  'order_cancelled',
  'order_expired',
  'return_received',
  'manual_edit',
  'bulk_import',
  'new_product',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** How the back office names each reason. */
export const STOCK_REASON_LABELS: Record<StockReason, string> = {
  order: 'Ordered',
  order_cancelled: 'Order cancelled: stock returned',
  order_expired: 'Order unpaid, expired: stock returned',
  return_received: 'Return received: restocked',
  manual_edit: 'Edited in the back office',
  bulk_import: 'CSV import',
  new_product: 'Product created',
};

/** Who moved it: a member of staff, the customer who ordered, or the shop itself (a sweep). */
export const STOCK_MOVERS = ['staff', 'customer', 'system'] as const;
export type StockMoverKind = (typeof STOCK_MOVERS)[number];

export interface StockMover {
  kind: StockMoverKind;
  /** The account, when there is (still) one. */
  userId: number | null;
  /** Copied when the movement was made; null for the shop itself. */
  email: string | null;
}

/** One line of a product's stock history. */
export interface StockMovement {
  id: number;
  /** UTC ISO. */
  at: string;
  /** Units added (positive) or taken (negative). */
  change: number;
  stockAfter: number;
  reason: StockReason;
  /** The order the movement belongs to (orders, cancellations, returns). */
  orderId: string | null;
  returnId: number | null;
  by: StockMover;
}

/** GET /api/admin/products/:id/stock-movements: newest first, 20 a page by default. */
export const stockMovementQuerySchema = z.object({ ...pagingShape }).strict();
export type StockMovementQuery = z.infer<typeof stockMovementQuerySchema>;

/** Who, in the history's words. */
export function moverLabel(by: StockMover): string {
  if (by.kind === 'system') return 'The shop (automatic)';
  const who = by.email ?? 'a removed account';
  return by.kind === 'customer' ? `Customer ${who}` : who;
}

/** The India hour of the day the staff digest is sent at (08:00 IST), or soon after. */
export const STOCK_DIGEST_HOUR_IST = 8;

/**
 * The India date whose digest is due at `now`: today once it is 08:00 IST or later; before
 * that, none (yesterday's was due yesterday).
 */
export function digestDateDue(now: Date): string | undefined {
  const today = indiaDate(now);
  const due = indiaDayStart(today).getTime() + STOCK_DIGEST_HOUR_IST * 3_600_000;
  return now.getTime() >= due ? today : undefined;
}

/** One low-stock product in the digest and on the dashboard. */
export interface LowStockProduct {
  id: number;
  name: string;
  stock: number;
  lowStockThreshold: number;
}
