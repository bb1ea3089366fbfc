import type { DailySales, SalesFigures } from '@shop/shared/admin/dashboard';
import type { LowStockProduct } from '@shop/shared/admin/stock';
import { addDays, indiaDate } from '@shop/shared/format/india-time';
import { COD_METHOD } from '@shop/shared/orders/place-order';
import { safePaise } from '@shop/shared/pricing/safe-money';
import type { Database } from '../../../db/database';
import { readyToShip } from '../../orders/to-ship';

/** Orders not cancelled placed since each instant (UTC ISO), and their totals in paise. */
export async function salesSince<K extends string>(
  db: Database,
  since: Record<K, string>,
): Promise<Record<K, SalesFigures>> {
  // Object.keys types its answer string[]; the keys of a Record<K, …> are K.
  const keys = Object.keys(since) as K[];
  const earliest = keys.map((k) => since[k]).sort()[0]!;
  const row = await db
    .selectFrom('orders')
    .select((eb) =>
      keys.flatMap((k, i) => [
        eb.fn.countAll<number>().filterWhere('created_at', '>=', since[k]).as(`n${i}`),
        eb.fn.sum<number>('total_amount').filterWhere('created_at', '>=', since[k]).as(`s${i}`),
      ]),
    )
    .where('created_at', '>=', earliest)
    .where('order_status', '!=', 'Cancelled')
    .executeTakeFirstOrThrow();
  // Object.fromEntries answers { [k: string]: … }; one entry was made for every key K above.
  return Object.fromEntries(
    keys.map((k, i) => [
      k,
      { orders: Number(row[`n${i}`] ?? 0), revenuePaise: Number(row[`s${i}`] ?? 0) },
    ]),
  ) as Record<K, SalesFigures>;
}

/** Orders paid online still waiting for their payment (cancelled and COD ones left out). */
export async function countPendingPayments(db: Database): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('payment_status', 'in', ['Pending', 'Failed'])
    .where('payment_method', '!=', COD_METHOD)
    .where('order_status', '!=', 'Cancelled')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Orders to pack and send: the to-ship queue's rule (orders/to-ship.ts). */
export async function countOrdersToShip(db: Database): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(readyToShip)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Returns staff still have to act on. */
export async function countOpenReturns(db: Database): Promise<number> {
  const row = await db
    .selectFrom('returns')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', 'in', ['requested', 'approved', 'received'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Products in the shop at or under their own low-stock threshold (ADR 069), fewest first. */
export async function lowStockProducts(db: Database, limit: number): Promise<LowStockProduct[]> {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name', 'stock', 'low_stock_threshold'])
    .where('hidden', '=', 0)
    .whereRef('stock', '<=', 'low_stock_threshold')
    .orderBy('stock')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    stock: r.stock,
    lowStockThreshold: r.low_stock_threshold,
  }));
}

/**
 * Orders (not cancelled) and their totals per India day, for `days` days ending `today`, oldest
 * first, days without orders as zeros. Grouped here rather than in SQL: the India day of a UTC
 * timestamp is the shared time module's rule, the same on both engines.
 */
export async function dailySales(
  db: Database,
  today: string,
  days: number,
  since: string,
): Promise<DailySales[]> {
  const rows = await db
    .selectFrom('orders')
    .select(['created_at', 'total_amount'])
    .where('created_at', '>=', since)
    .where('order_status', '!=', 'Cancelled')
    .execute();
  const byDay = new Map<string, DailySales>();
  for (let i = days - 1; i >= 0; i--) {
    const date = addDays(today, -i);
    byDay.set(date, { date, orders: 0, revenuePaise: 0 });
  }
  for (const row of rows) {
    const day = byDay.get(indiaDate(new Date(row.created_at)));
    if (!day) continue;
    day.orders += 1;
    day.revenuePaise = safePaise(day.revenuePaise + row.total_amount, 'daily revenue');
  }
  return [...byDay.values()];
}
