import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database';
import { prepareDatabase } from '../src/db/seed';
import { readSeedCatalogue } from '../src/modules/catalogue/seed-catalogue';
import { createProduct, editProduct, removeProduct } from './helpers/factories';
import { createEmptyDatabase, engine, type EmptyDatabase } from './helpers/test-app';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const demo = readSeedCatalogue();

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function emptyDatabase(): Promise<EmptyDatabase> {
  const empty = await createEmptyDatabase();
  cleanups.push(empty.remove);
  return empty;
}

function open(empty: EmptyDatabase): DatabaseHandle {
  const handle = empty.open();
  cleanups.push(() => handle.close());
  return handle;
}

const productIds = (handle: DatabaseHandle) =>
  handle.db
    .selectFrom('products')
    .select('id')
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((r) => r.id));

/** `npm run db:seed -- …args` on the given database. */
function dbSeed(
  empty: EmptyDatabase,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'apps/server/scripts/db-seed.ts', ...args],
      {
        cwd: root,
        env: { PATH: process.env.PATH, NODE_ENV: 'test', ...empty.env },
        timeout: 60_000,
      },
      (err, stdout, stderr) =>
        resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe(`the demo catalogue on ${engine}`, () => {
  it('is loaded by the start that creates the database, by exactly one of three', async () => {
    const empty = await emptyDatabase();
    // PostgreSQL: three connections racing for the lock. SQLite: one file, one handle (a second
    // handle in this process would wait for the write lock synchronously, blocking the first).
    const handles = engine === 'postgres' ? [1, 2, 3].map(() => open(empty)) : [open(empty)];
    const added = await Promise.all(
      [0, 1, 2].map((i) => prepareDatabase(handles[i % handles.length]!)),
    );
    expect(added.sort((a, b) => a - b)).toEqual([0, 0, demo.length]);
    expect(await productIds(handles[0]!)).toEqual(demo.map((p) => p.id));
  });

  it('is never loaded again by a later start, even into an emptied catalogue', async () => {
    const empty = await emptyDatabase();
    const first = open(empty);
    // Without the demo's orders, so that every product may be deleted.
    expect(await prepareDatabase(first, { demoReviews: false })).toBe(demo.length);
    // The owner deletes every product in the back office.
    for (const id of await productIds(first)) await removeProduct(first.db, id);
    await first.close();

    const later = open(empty);
    expect(await prepareDatabase(later)).toBe(0);
    expect(await productIds(later)).toEqual([]);
  });

  it('that fails validation stops the first start and leaves the database as it was', async () => {
    const empty = await emptyDatabase();
    const handle = open(empty);
    const bad = path.join(empty.dataDir, 'bad-products.json');
    fs.writeFileSync(bad, JSON.stringify([{ ...demo[0], price: 'free' }]));
    await expect(prepareDatabase(handle, { catalogueFile: bad })).rejects.toThrow(
      /products\[0\] \(id 1\) price: Price must be/,
    );
    // Not even migrated: the next start creates the database and seeds it.
    expect(await prepareDatabase(handle)).toBe(demo.length);
  });
});

describe(`npm run db:seed on ${engine}`, () => {
  it('loads an empty database, refuses a second time, and with --force adds only missing ids', async () => {
    const empty = await emptyDatabase();
    const loaded = await dbSeed(empty);
    expect(loaded, loaded.stderr).toMatchObject({ code: 0 });
    expect(loaded.stdout).toContain(`Added ${demo.length} of ${demo.length} product(s)`);
    const handle = open(empty);
    expect(await productIds(handle)).toEqual(demo.map((p) => p.id));

    const again = await dbSeed(empty);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain(`already has ${demo.length} product(s); nothing was loaded`);
    expect(again.stderr).toContain('--force');

    // The owner edited one product and deleted three; --force restores those three only.
    await editProduct(handle.db, 1, { price: 1, priceBands: [] });
    for (const id of [2, 3, 4]) await removeProduct(handle.db, id);
    const forced = await dbSeed(empty, '--force');
    expect(forced, forced.stderr).toMatchObject({ code: 0 });
    expect(forced.stdout).toContain(
      `Added 3 of ${demo.length} product(s) from ${path.join(root, 'apps/server/seed/products.json')}`,
    );
    expect(forced.stdout).toContain(`${demo.length - 3} skipped`);
    expect(await productIds(handle)).toEqual(demo.map((p) => p.id));
    const first = await handle.db
      .selectFrom('products')
      .select('price')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(first.price).toBe(1);

    // A product added afterwards (as the back office does) takes the next id.
    const { id } = await createProduct({ database: handle });
    expect(id).toBe(Math.max(...demo.map((p) => p.id)) + 1);
  });

  it('refuses a bad file (exit 3) and bad arguments (exit 2) without touching the database', async () => {
    const empty = await emptyDatabase();
    const bad = path.join(empty.dataDir, 'bad.json');
    fs.writeFileSync(bad, JSON.stringify([{ ...demo[0], hsn: 'none' }]));
    const refused = await dbSeed(empty, '--file', bad);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain(
      `The catalogue file ${bad} is invalid: products[0] (id 1) hsn:`,
    );

    const usage = await dbSeed(empty, 'everything');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run db:seed');

    // Neither run created anything: the first start still seeds.
    expect(await prepareDatabase(open(empty))).toBe(demo.length);
  });
});
