import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneExpiredRecords } from '../src/modules/housekeeping/prune';
import { call, signUp } from './helpers/auth';
import { createProducts } from './helpers/factories';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const NOW = new Date();
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe(`housekeeping on ${engine}`, () => {
  it('prunes what has served its purpose and keeps everything still in use', async () => {
    const db = t.database.db;
    // Kept as direct inserts: rows dated weeks back in nine tables, which no service writes with
    // a past date; pruning by age is what this test is about.
    const { sid, user } = await signUp(t.app);
    const [first, second, third] = await createProducts(t, {}, {}, {});
    const session = (id: string, expires: string) => ({
      id,
      user_id: user.id,
      remember: 0,
      user_agent: null,
      created_at: ago(40 * DAY),
      last_seen_at: ago(40 * DAY),
      expires_at: expires,
    });
    await db
      .insertInto('sessions')
      .values([session('old-session', ago(HOUR)), session('live-session', ago(-HOUR))])
      .execute();
    await db
      .insertInto('password_resets')
      .values([
        {
          id: 'old-reset',
          user_id: user.id,
          created_at: ago(3 * DAY),
          expires_at: ago(2 * DAY),
          used_at: null,
        },
        {
          id: 'new-reset',
          user_id: user.id,
          created_at: ago(HOUR),
          expires_at: ago(-HOUR),
          used_at: null,
        },
      ])
      .execute();
    for (const policy of ['loginPair', 'trackOrder', 'contact'] as const) {
      const row = (at: string) => ({ policy, key: '203.0.113.9', at });
      await db
        .insertInto('rate_limit_hits')
        .values([row(ago(2 * DAY)), row(ago(10 * 60_000))])
        .execute();
    }
    await db
      .insertInto('order_idempotency_keys')
      .values([
        {
          user_id: user.id,
          key: 'old-key',
          request_hash: 'h',
          order_id: null,
          status_code: null,
          created_at: ago(2 * DAY),
        },
        {
          user_id: user.id,
          key: 'new-key',
          request_hash: 'h',
          order_id: null,
          status_code: null,
          created_at: ago(HOUR),
        },
      ])
      .execute();
    await db
      .insertInto('processed_webhook_events')
      .values([
        { event_id: 'evt_old', event: 'payment.captured', received_at: ago(31 * DAY) },
        { event_id: 'evt_new', event: 'payment.captured', received_at: ago(2 * DAY) },
      ])
      .execute();
    const mail = (subject: string, status: 'sent' | 'failed' | 'pending', created: string) => ({
      to_address: 'x@example.com',
      subject,
      text_body: 'Hello',
      html_body: null,
      reply_to: null,
      status,
      next_attempt_at: created,
      last_error: null,
      created_at: created,
      sent_at: status === 'sent' ? created : null,
    });
    await db
      .insertInto('outbox')
      .values([
        mail('old sent', 'sent', ago(91 * DAY)),
        mail('old failed', 'failed', ago(91 * DAY)),
        // Never delivered yet: kept however old, so no email is silently lost.
        mail('old pending', 'pending', ago(91 * DAY)),
        mail('recent sent', 'sent', ago(DAY)),
      ])
      .execute();

    await db
      .insertInto('guest_carts')
      .values([
        { id: 'old-guest-cart', items: '[]', updated_at: ago(31 * DAY) },
        { id: 'recent-guest-cart', items: '[]', updated_at: ago(29 * DAY) },
      ])
      .execute();
    // A guest's wishlist goes once neither it nor the guest's cart has changed for 30 days.
    const saved = (guest_id: string, product_id: number, at: number) => ({
      guest_id,
      product_id,
      created_at: ago(at),
    });
    await db
      .insertInto('wishlist_items')
      .values([
        saved('old-guest-cart', first!.id, 40 * DAY),
        saved('recent-guest-cart', first!.id, 40 * DAY),
        saved('wishlist-only', first!.id, 40 * DAY),
        saved('wishlist-only', second!.id, 2 * DAY),
        saved('gone-guest', third!.id, 31 * DAY),
      ])
      .execute();

    const vital = (template: string, at: number) => ({
      template,
      metric: 'LCP',
      value: 1800,
      rating: 'good',
      device: 'mobile',
      created_at: ago(at),
    });
    await db
      .insertInto('web_vitals')
      .values([vital('routes/old', 31 * DAY), vital('routes/recent', 29 * DAY)])
      .execute();

    const counts = await pruneExpiredRecords(db, NOW);
    // Other tests' rows are recent, so each table loses exactly the old rows inserted here.
    expect(counts).toEqual({
      sessions: 1,
      passwordResets: 1,
      rateLimitHits: 3,
      idempotencyKeys: 1,
      webhookEvents: 1,
      outbox: 2,
      guestCarts: 1,
      guestWishlistItems: 2,
      webVitals: 1,
    });
    const vitals = await db.selectFrom('web_vitals').select('template').execute();
    expect(vitals.map((r) => r.template)).toEqual(['routes/recent']);
    const wishlists = await db.selectFrom('wishlist_items').select('guest_id').execute();
    expect(new Set(wishlists.map((r) => r.guest_id))).toEqual(
      new Set(['recent-guest-cart', 'wishlist-only']),
    );
    expect((await db.selectFrom('guest_carts').select('id').execute()).map((r) => r.id)).toEqual([
      'recent-guest-cart',
    ]);
    const ids = async (table: 'sessions' | 'password_resets') =>
      (await db.selectFrom(table).select('id').execute()).map((r) => r.id);
    expect(await ids('sessions')).toContain('live-session');
    expect(await ids('sessions')).not.toContain('old-session');
    expect(await ids('password_resets')).toEqual(['new-reset']);
    const subjects = (await db.selectFrom('outbox').select('subject').execute()).map(
      (r) => r.subject,
    );
    expect(subjects).toEqual(expect.arrayContaining(['old pending', 'recent sent']));
    expect(subjects).not.toContain('old sent');
    // The shopper's own session still works, and a second run finds nothing more.
    expect((await call(t.app, 'GET', '/api/account/profile', { sid })).statusCode).toBe(200);
    expect(Object.values(await pruneExpiredRecords(db, NOW)).every((n) => n === 0)).toBe(true);
  });
});
