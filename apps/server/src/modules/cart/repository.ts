import { PostgresAdapter } from 'kysely';
import type { Database } from '../../db/database';

export interface SavedLine {
  id: number;
  quantity: number;
}

function parseLines(json: string): SavedLine[] {
  try {
    const data: unknown = JSON.parse(json);
    if (!Array.isArray(data)) return [];
    return data.filter(
      (l): l is SavedLine =>
        typeof l === 'object' &&
        l !== null &&
        'id' in l &&
        'quantity' in l &&
        Number.isInteger(l.id) &&
        Number.isInteger(l.quantity),
    );
  } catch {
    return [];
  }
}

export async function findCart(db: Database, userId: number): Promise<SavedLine[]> {
  const row = await db
    .selectFrom('carts')
    .select('items')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? parseLines(row.items) : [];
}

/**
 * Reads the cart for changing it: the row is created if missing and, on PostgreSQL, locked until
 * the transaction ends, so two devices merging at once both count.
 */
export async function findCartForUpdate(db: Database, userId: number): Promise<SavedLine[]> {
  await db
    .insertInto('carts')
    .values({ user_id: userId, items: '[]', updated_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  let q = db.selectFrom('carts').select('items').where('user_id', '=', userId);
  // SQLite has no FOR UPDATE; its writers are serialised by the database lock anyway.
  if (db.getExecutor().adapter instanceof PostgresAdapter) q = q.forUpdate();
  const row = await q.executeTakeFirstOrThrow();
  return parseLines(row.items);
}

export async function saveCart(
  db: Database,
  userId: number,
  lines: SavedLine[],
  now: Date,
): Promise<void> {
  await db
    .insertInto('carts')
    .values({ user_id: userId, items: JSON.stringify(lines), updated_at: now.toISOString() })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        items: JSON.stringify(lines),
        updated_at: now.toISOString(),
      }),
    )
    .execute();
}
