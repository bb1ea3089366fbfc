import type { SalesFigures } from '@shop/shared/admin/dashboard';
import type { Database } from '../../../db/database';

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

/** Orders still waiting to be paid (cancelled ones left out). */
export async function countPendingPayments(db: Database): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('payment_status', '=', 'Pending')
    .where('order_status', '!=', 'Cancelled')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Products in the shop with `level` units or fewer, fewest first. */
export async function lowStockProducts(
  db: Database,
  level: number,
  limit: number,
): Promise<{ id: number; name: string; stock: number }[]> {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'stock'])
    .where('hidden', '=', 0)
    .where('stock', '<=', level)
    .orderBy('stock')
    .orderBy('id')
    .limit(limit)
    .execute();
}
