// npm run db:backup on a running shop, npm run db:restore into an empty place, and the copy
// compared with the original table by table and file by file, on SQLite and on PostgreSQL.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database';
import { orderBody, placeOrder, signUp } from './shop-client';
import { createPgDatabase, startShop, waitFor, type ShopProcess } from './shop-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** Runs `npm run <script>` as the README says (through tsx), with the given environment. */
function npmScript(
  script: 'db-backup' | 'db-restore',
  args: string[],
  env: Record<string, string>,
) {
  const child = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, `apps/server/scripts/${script}.ts`), ...args],
    { cwd: root, env: { ...env, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise<{ code: number | null; out: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, out })),
  );
}

/** Every row of every table, each table's rows sorted, as comparable text. */
async function contents(where: { dataDir: string; databaseUrl?: string }) {
  const handle = openDatabase(where);
  try {
    const tables = (await handle.db.introspection.getTables()).map((t) => t.name).sort();
    const dump: Record<string, string[]> = {};
    for (const table of tables) {
      // Introspected names are real tables of this schema; the typed builder knows only ours.
      const rows = await handle.db
        .selectFrom(table as 'products')
        .selectAll()
        .execute();
      dump[table] = rows.map((r) => JSON.stringify(r)).sort();
    }
    return dump;
  } finally {
    await handle.close();
  }
}

describe.each(['sqlite', 'postgres'] as const)('db:backup and db:restore on %s', (engine) => {
  it('backs up a running shop with orders and restores an identical copy into an empty place', async () => {
    const source = engine === 'postgres' ? await createPgDatabase() : undefined;
    if (source) cleanups.push(source.drop);
    const shop: ShopProcess = await startShop({
      env: source ? { DATABASE_URL: source.url } : {},
    });
    cleanups.push(() => shop.stop());

    const sid = await signUp(shop.url);
    const placed: string[] = [];
    for (const productId of [1, 2]) {
      const res = await placeOrder(shop.url, sid, orderBody(productId, 2));
      expect(res.status, await res.clone().text()).toBe(201);
      placed.push(((await res.json()) as { order: { orderId: string } }).order.orderId);
    }
    const image = path.join(shop.dataDir, 'uploads', 'product-1-abc.webp');
    fs.mkdirSync(path.dirname(image), { recursive: true });
    fs.writeFileSync(image, Buffer.from('RIFF\0\0\0\0WEBPVP8 test image'));
    // The confirmation emails are written before the copy, so the outbox rows stand still.
    await waitFor(
      () =>
        fs.existsSync(path.join(shop.dataDir, 'outbox')) &&
        fs.readdirSync(path.join(shop.dataDir, 'outbox')).length >= 3,
      20_000,
      () => 'the order emails',
    );

    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backups-'));
    const backup = await npmScript('db-backup', ['--out', out], shop.env);
    expect(backup.code, backup.out).toBe(0);
    const [file] = fs.readdirSync(out);
    expect(file).toMatch(/^shop-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
    expect(backup.out).toContain(path.join(out, file!));
    expect(await fetch(`${shop.url}/api/products?pageSize=1`).then((r) => r.status)).toBe(200);
    await shop.stop();

    const target = engine === 'postgres' ? await createPgDatabase() : undefined;
    if (target) cleanups.push(target.drop);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-restored-'));
    const env = {
      PATH: shop.env.PATH!,
      DATA_DIR: dataDir,
      ...(target && { DATABASE_URL: target.url }),
    };
    const restore = await npmScript('db-restore', [path.join(out, file!)], env);
    expect(restore.code, restore.out).toBe(0);

    const original = await contents({ dataDir: shop.dataDir, databaseUrl: source?.url });
    const copy = await contents({ dataDir, databaseUrl: target?.url });
    expect(Object.keys(copy)).toEqual(Object.keys(original));
    for (const orderId of placed) {
      expect(copy.orders!.filter((row) => row.includes(`"${orderId}"`))).toHaveLength(1);
    }
    expect(copy).toEqual(original);
    expect(fs.readFileSync(path.join(dataDir, 'uploads', 'product-1-abc.webp'))).toEqual(
      fs.readFileSync(image),
    );

    // Never over a shop: the same restore again is refused and changes nothing.
    const again = await npmScript('db-restore', [path.join(out, file!)], env);
    expect(again.code, again.out).toBe(4);
    expect(again.out).toMatch(/not empty|already holds a database|has tables/);
    expect(await contents({ dataDir, databaseUrl: target?.url })).toEqual(original);

    // The restored copy serves: the customer's orders are there.
    const restored = await startShop({ dataDir, env: target ? { DATABASE_URL: target.url } : {} });
    cleanups.push(() => restored.stop());
    const res = await fetch(`${restored.url}/api/products?pageSize=1`);
    expect(res.status, restored.output()).toBe(200);
  });
});

describe('db:restore refuses what it cannot restore', () => {
  it('a file that is not a backup (exit 2) and a missing file (exit 3)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-restore-bad-'));
    const junk = path.join(dir, 'junk.tar.gz');
    fs.writeFileSync(junk, 'not an archive');
    const env = { PATH: process.env.PATH ?? '', DATA_DIR: path.join(dir, 'data') };
    const bad = await npmScript('db-restore', [junk], env);
    expect(bad.code, bad.out).toBe(2);
    expect(bad.out).toMatch(/not a backup|no readable manifest/);
    const missing = await npmScript('db-restore', [path.join(dir, 'nope.tar.gz')], env);
    expect(missing.code, missing.out).toBe(3);
    expect(fs.existsSync(path.join(dir, 'data', 'shop.sqlite'))).toBe(false);
  });
});
