import crypto from 'node:crypto';
import type { Kysely } from 'kysely';

/**
 * Payment recovery (ADR 060) and cart reminders (ADR 061).
 *
 * - `orders.pay_link_sent_at`: when the one "complete your payment" email of an order was
 *   queued; claimed with a conditional update, so it goes once whichever process saw the failure.
 * - `carts.reminded_at`: when the one reminder of this cart was queued (claimed the same way);
 *   cleared when the cart is emptied, so the next cart may have its own.
 * - `users.cart_reminders`: 1 until the customer unsubscribes from cart reminders.
 * - `signing_keys`: secrets for links in emails (the unsubscribe token), made here with a random
 *   value so every server process of one database signs and checks with the same key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('pay_link_sent_at', 'text').execute();
  await db.schema.alterTable('carts').addColumn('reminded_at', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('cart_reminders', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('signing_keys')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // Kysely<unknown> knows no tables; the row matches the table created just above.
  await (db as Kysely<{ signing_keys: { name: string; secret: string; created_at: string } }>)
    .insertInto('signing_keys')
    .values({
      name: 'email-links',
      secret: crypto.randomBytes(32).toString('base64url'),
      created_at: new Date().toISOString(),
    })
    .execute();
}
