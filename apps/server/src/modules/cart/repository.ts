import { PostgresAdapter } from 'kysely';
import type { Database } from '../../db/database';

export interface SavedLine {
  id: number;
  quantity: number;
}

/**
 * Whose cart: a signed-in shopper's (`carts`, by user id) or a guest's (`guest_carts`, by the
 * SHA-256 hash of the `cart_id` cookie's token; the token itself is never stored).
 */
export type CartKey = { userId: number } | { guestId: string };

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

function select(db: Database, key: CartKey) {
  return 'userId' in key
    ? db.selectFrom('carts').select('items').where('user_id', '=', key.userId)
    : db.selectFrom('guest_carts').select('items').where('id', '=', key.guestId);
}

export async function findCart(db: Database, key: CartKey): Promise<SavedLine[]> {
  const row = await select(db, key).executeTakeFirst();
  return row ? parseLines(row.items) : [];
}

/**
 * Reads the cart for changing it: the row is created if missing and, on PostgreSQL, locked until
 * the transaction ends, so two changes at once (two devices merging, two quick clicks) both count.
 */
export async function findCartForUpdate(db: Database, key: CartKey): Promise<SavedLine[]> {
  const updated_at = new Date().toISOString();
  if ('userId' in key) {
    await db
      .insertInto('carts')
      .values({ user_id: key.userId, items: '[]', updated_at })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  } else {
    await db
      .insertInto('guest_carts')
      .values({ id: key.guestId, items: '[]', updated_at })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  let q = select(db, key);
  // SQLite has no FOR UPDATE; its writers are serialised by the database lock anyway.
  if (db.getExecutor().adapter instanceof PostgresAdapter) q = q.forUpdate();
  const row = await q.executeTakeFirstOrThrow();
  return parseLines(row.items);
}

export async function saveCart(
  db: Database,
  key: CartKey,
  lines: SavedLine[],
  now: Date,
): Promise<void> {
  const items = JSON.stringify(lines);
  const updated_at = now.toISOString();
  if ('userId' in key) {
    // An emptied cart has ended: the next one may have its own reminder (ADR 061).
    const reminder = lines.length === 0 ? { reminded_at: null } : {};
    await db
      .insertInto('carts')
      .values({ user_id: key.userId, items, updated_at })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ items, updated_at, ...reminder }))
      .execute();
  } else {
    await db
      .insertInto('guest_carts')
      .values({ id: key.guestId, items, updated_at })
      .onConflict((oc) => oc.column('id').doUpdateSet({ items, updated_at }))
      .execute();
  }
}

/** Removes a guest's cart (after it was merged into an account at log in). */
export async function deleteGuestCart(db: Database, guestId: string): Promise<SavedLine[]> {
  const row = await db
    .deleteFrom('guest_carts')
    .where('id', '=', guestId)
    .returning('items')
    .executeTakeFirst();
  return row ? parseLines(row.items) : [];
}
