import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';

/**
 * What makes a cart due for its reminder, besides its age: it has items, has had no reminder,
 * its customer still wants them and may sign in, and they have placed no order since the cart
 * last changed.
 */
function isDue(eb: ExpressionBuilder<DB, 'carts'>, before: string) {
  return eb.and([
    eb('carts.items', '!=', '[]'),
    eb('carts.updated_at', '<=', before),
    eb('carts.reminded_at', 'is', null),
    eb.exists(
      eb
        .selectFrom('users')
        .select('users.id')
        .whereRef('users.id', '=', 'carts.user_id')
        .where('users.cart_reminders', '=', 1)
        .where('users.disabled_at', 'is', null),
    ),
    eb.not(
      eb.exists(
        eb
          .selectFrom('orders')
          .select('orders.order_id')
          .whereRef('orders.user_id', '=', 'carts.user_id')
          .whereRef('orders.created_at', '>=', 'carts.updated_at'),
      ),
    ),
  ]);
}

/** Customers whose cart has waited unchanged since before `before` (UTC ISO), oldest first. */
export async function cartsDueForReminder(
  db: Database,
  before: string,
  limit = 100,
): Promise<number[]> {
  const rows = await db
    .selectFrom('carts')
    .select('user_id')
    .where((eb) => isDue(eb, before))
    .orderBy('updated_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.user_id);
}

/**
 * Claims a cart's one reminder: true for exactly one caller, and only while the cart is still
 * due (a change, an order or an unsubscribe in the meantime makes it false).
 */
export async function claimReminder(
  db: Database,
  userId: number,
  before: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('carts')
    .set({ reminded_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where((eb) => isDue(eb, before))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The customer's name and email, and whether they still get cart reminders. */
export async function findCustomer(db: Database, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'cart_reminders', 'language'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Stops (or restarts) a customer's cart reminders; true when the customer exists. */
export async function setCartReminders(
  db: Database,
  userId: number,
  on: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ cart_reminders: on ? 1 : 0 })
    .where('id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
