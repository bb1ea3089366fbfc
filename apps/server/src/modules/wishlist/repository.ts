import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import type { CartKey } from '../cart/repository';

/** Whose wishlist: the same key as the cart's (a user id, or the hash of the guest's token). */
export type WishlistKey = CartKey;

/** The filter for one owner's rows, for a query's `where`. */
const ownedBy = (key: WishlistKey) => (eb: ExpressionBuilder<DB, 'wishlist_items'>) =>
  'userId' in key ? eb('user_id', '=', key.userId) : eb('guest_id', '=', key.guestId);

/** The saved product ids, oldest first (the order they were saved in). */
export async function findProductIds(db: Database, key: WishlistKey): Promise<number[]> {
  const rows = await db
    .selectFrom('wishlist_items')
    .select('product_id')
    .where(ownedBy(key))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.product_id);
}

export async function countItems(db: Database, key: WishlistKey): Promise<number> {
  const row = await db
    .selectFrom('wishlist_items')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where(ownedBy(key))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Saves a product; saving one already saved changes nothing (its first date is kept). */
export async function insertItem(
  db: Database,
  key: WishlistKey,
  productId: number,
  now: Date,
): Promise<void> {
  await db
    .insertInto('wishlist_items')
    .values({
      user_id: 'userId' in key ? key.userId : null,
      guest_id: 'guestId' in key ? key.guestId : null,
      product_id: productId,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function deleteItem(db: Database, key: WishlistKey, productId: number): Promise<void> {
  await db
    .deleteFrom('wishlist_items')
    .where(ownedBy(key))
    .where('product_id', '=', productId)
    .execute();
}

/** Removes a guest's whole wishlist (after it joined an account's), answering its product ids. */
export async function deleteGuestItems(db: Database, guestId: string): Promise<number[]> {
  const rows = await db
    .deleteFrom('wishlist_items')
    .where('guest_id', '=', guestId)
    .returning(['product_id', 'created_at'])
    .execute();
  return rows.sort((a, b) => a.created_at.localeCompare(b.created_at)).map((r) => r.product_id);
}
