import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database';
import { createPgDatabase, startShop, waitFor, type ShopProcess } from './shop-process';
import { orderBody, placeOrder, signUp } from './shop-client';

const PRODUCT_WITH_200_IN_STOCK = 28;
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe.each(['sqlite', 'postgres'] as const)('graceful shutdown on %s', (engine) => {
  it('answers every order in flight at SIGTERM, turns /readyz 503 at once and exits 0', async () => {
    const pgDb = engine === 'postgres' ? await createPgDatabase() : undefined;
    if (pgDb) cleanups.push(pgDb.drop);
    const env = { SHUTDOWN_DELAY_SECONDS: '2', ...(pgDb && { DATABASE_URL: pgDb.url }) };
    const shop: ShopProcess = await startShop({ env });
    cleanups.push(() => shop.stop(1000));

    // The demo's own delivered orders (ADR 051) are older: count only this test's.
    const since = new Date().toISOString();
    const sids = await Promise.all(Array.from({ length: 10 }, () => signUp(shop.url)));
    let firstAnswered!: () => void;
    const oneAnswered = new Promise<void>((resolve) => (firstAnswered = resolve));
    const outcomes = Array.from({ length: 100 }, (_, i) =>
      placeOrder(shop.url, sids[i % sids.length]!, orderBody(PRODUCT_WITH_200_IN_STOCK)).then(
        (res) => {
          firstAnswered();
          return String(res.status);
        },
        (err: Error & { cause?: { code?: string } }) => err.cause?.code ?? err.message,
      ),
    );
    // The shop is busy with the 100 (every request is sent); end it while they run.
    await oneAnswered;
    shop.child.kill('SIGTERM');
    // Readiness turns 503 as soon as the signal is handled, while the port is still open.
    await waitFor(
      async () => (await fetch(`${shop.url}/readyz`)).status === 503,
      1500,
      () => '/readyz 503 within the shutdown delay',
    );

    const statuses = await Promise.all(outcomes);
    const counts = statuses.reduce<Record<string, number>>((acc, s) => {
      acc[s] = (acc[s] ?? 0) + 1;
      return acc;
    }, {});
    expect(counts).toEqual({ '201': 100 });
    expect(await shop.exited).toBe(0);

    const database = openDatabase({ dataDir: shop.dataDir, databaseUrl: pgDb?.url });
    const stored = await database.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    await database.close();
    expect(Number(stored.n)).toBe(100);
  });
});
