import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database';
import { readSeedCatalogue } from '../../src/modules/catalogue/seed-catalogue';
import { createPgDatabase, startShop, type ShopProcess } from './shop-process';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const total = (shop: ShopProcess) =>
  fetch(`${shop.url}/api/products?pageSize=1`).then((r) => r.json() as Promise<{ total: number }>);

describe.each(['postgres', 'sqlite'] as const)('instances starting together on %s', (engine) => {
  it('migrate and seed an empty database once, all three serve, and a later start never seeds', async () => {
    const pgDb = engine === 'postgres' ? await createPgDatabase() : undefined;
    if (pgDb) cleanups.push(pgDb.drop);
    // SQLite: three processes on one file (one DATA_DIR); PostgreSQL: one database.
    const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-start-'));
    // Started from another folder: the demo catalogue is found beside the server, not the cwd.
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-cwd-'));
    const start = () =>
      startShop({
        env: pgDb ? { DATABASE_URL: pgDb.url } : {},
        cwd: elsewhere,
        ...(engine === 'sqlite' && { dataDir: shared }),
      });
    const shops: ShopProcess[] = await Promise.all([1, 2, 3].map(start));
    cleanups.push(() => Promise.all(shops.map((s) => s.stop())));

    for (const shop of shops) {
      const res = await fetch(`${shop.url}/api/products?pageSize=1`);
      expect(res.status, shop.output()).toBe(200);
      expect(shop.output()).not.toMatch(/duplicate key|UNIQUE constraint|error/i);
    }
    const database = openDatabase({ dataDir: shared, databaseUrl: pgDb?.url });
    try {
      const count = () =>
        database.db
          .selectFrom('products')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
          .then((r) => Number(r.n));
      expect(await count()).toBe(readSeedCatalogue().length);
      expect((await total(shops[0]!)).total).toBe(await count());

      // The shop's owner removes the demo products; a restart must not bring them back.
      await database.db.deleteFrom('products').execute();
      const restarted = await start();
      shops.push(restarted);
      expect((await total(restarted)).total, restarted.output()).toBe(0);
      expect(await count()).toBe(0);
    } finally {
      await database.close();
    }
  });
});
