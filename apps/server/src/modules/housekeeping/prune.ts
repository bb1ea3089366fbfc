import type { Database } from '../../db/database';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * How long records that only serve a limit, a replay or a retry are kept (ADR 037). Orders,
 * payments, contact messages, signed-in shoppers' carts and the audit log are business records
 * and are never pruned.
 */
export const RETENTION = {
  /** Rate-limit hits: no policy looks back more than a day (RATE_LIMITS, ADR 087). */
  rateLimitHitsMs: DAY,
  /** A retried order with the same Idempotency-Key gets the same answer for a day. */
  idempotencyKeysMs: DAY,
  /** Used or expired reset links, kept a day for support questions. */
  passwordResetsMs: DAY,
  /** Razorpay retries a webhook for 24 hours; its event ids are kept well beyond that. */
  webhookEventsMs: 30 * DAY,
  /** Sent or given-up emails stay readable for three months. */
  outboxMs: 90 * DAY,
  /**
   * A guest's cart untouched this long is gone, as its cookie is (ADR 042, GUEST_CART_DAYS); so is
   * the guest's wishlist when neither it nor the cart has changed for as long (ADR 047).
   */
  guestCartsMs: 30 * DAY,
  /** Real-user web vitals: the dashboard reads 7 days; 30 leave room for a comparison (ADR 100). */
  webVitalsMs: 30 * DAY,
} as const;

export type PruneCounts = Record<
  | 'sessions'
  | 'passwordResets'
  | 'rateLimitHits'
  | 'idempotencyKeys'
  | 'webhookEvents'
  | 'outbox'
  | 'guestCarts'
  | 'guestWishlistItems'
  | 'webVitals',
  number
>;

const before = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();
const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

/** Deletes what has served its purpose as of `now`; answers how many rows of each went. */
export async function pruneExpiredRecords(db: Database, now: Date): Promise<PruneCounts> {
  return {
    sessions: count(
      await db
        .deleteFrom('sessions')
        .where('expires_at', '<', now.toISOString())
        .executeTakeFirst(),
    ),
    passwordResets: count(
      await db
        .deleteFrom('password_resets')
        .where('expires_at', '<', before(now, RETENTION.passwordResetsMs))
        .executeTakeFirst(),
    ),
    rateLimitHits: count(
      await db
        .deleteFrom('rate_limit_hits')
        .where('at', '<', before(now, RETENTION.rateLimitHitsMs))
        .executeTakeFirst(),
    ),
    idempotencyKeys: count(
      await db
        .deleteFrom('order_idempotency_keys')
        .where('created_at', '<', before(now, RETENTION.idempotencyKeysMs))
        .executeTakeFirst(),
    ),
    webhookEvents: count(
      await db
        .deleteFrom('processed_webhook_events')
        .where('received_at', '<', before(now, RETENTION.webhookEventsMs))
        .executeTakeFirst(),
    ),
    outbox: count(
      await db
        .deleteFrom('outbox')
        .where('status', 'in', ['sent', 'failed'])
        .where('created_at', '<', before(now, RETENTION.outboxMs))
        .executeTakeFirst(),
    ),
    guestCarts: count(
      await db
        .deleteFrom('guest_carts')
        .where('updated_at', '<', before(now, RETENTION.guestCartsMs))
        .executeTakeFirst(),
    ),
    guestWishlistItems: count(await pruneGuestWishlists(db, before(now, RETENTION.guestCartsMs))),
    webVitals: count(
      await db
        .deleteFrom('web_vitals')
        .where('created_at', '<', before(now, RETENTION.webVitalsMs))
        .executeTakeFirst(),
    ),
  };
}

/**
 * A guest's wishlist rows, once the guest (the same `cart_id` token hash) has neither saved a
 * product nor changed the cart since `cutoff`. Runs after the guest carts are pruned.
 */
function pruneGuestWishlists(db: Database, cutoff: string) {
  return db
    .deleteFrom('wishlist_items')
    .where('guest_id', 'is not', null)
    .where('guest_id', 'not in', (eb) =>
      eb
        .selectFrom('guest_carts')
        .select('guest_carts.id')
        .where('guest_carts.updated_at', '>=', cutoff),
    )
    .where('guest_id', 'not in', (eb) =>
      eb
        .selectFrom('wishlist_items as recent')
        .select('recent.guest_id')
        .where('recent.guest_id', 'is not', null)
        .where('recent.created_at', '>=', cutoff),
    )
    .executeTakeFirst();
}
