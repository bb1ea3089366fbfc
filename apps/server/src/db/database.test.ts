import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database';

describe('SQLite transactions shared with another process', () => {
  let handle: DatabaseHandle | undefined;
  let other: SQLite.Database | undefined;
  let dir = '';
  afterEach(async () => {
    other?.close();
    await handle?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('take the write lock at the start, so a read-then-write is never refused halfway', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-db-'));
    handle = openDatabase({ dataDir: dir });
    await sql`create table t (n integer)`.execute(handle.db);
    // Another process (admin:create beside the server): no waiting, so a held lock shows at once.
    other = new SQLite(path.join(dir, 'shop.sqlite'), { timeout: 0 });
    const otherWrite = other.prepare('insert into t values (1)');

    let refusedOther: unknown;
    await handle.db.transaction().execute(async (trx) => {
      await sql`select count(*) from t`.execute(trx);
      try {
        otherWrite.run();
      } catch (err) {
        refusedOther = err;
      }
      // With a deferred BEGIN the other write lands and this one fails: "database is locked".
      await sql`insert into t values (2)`.execute(trx);
    });

    expect(String(refusedOther)).toMatch(/database is locked/);
    otherWrite.run();
    const rows = other.prepare('select n from t order by n').all();
    expect(rows).toEqual([{ n: 1 }, { n: 2 }]);
  });
});

describe('SQLite statements kept by their SQL text', () => {
  let handle: DatabaseHandle | undefined;
  let dir = '';
  afterEach(async () => {
    await handle?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answer after a schema change, a refused run and a stream left halfway', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-db-'));
    handle = openDatabase({ dataDir: dir });
    const db = handle.db as unknown as Kysely<{ t: { n: number; label?: string | null } }>;
    await sql`create table t (n integer primary key)`.execute(db);
    for (const n of [1, 2, 3]) await db.insertInto('t').values({ n }).execute();
    const all = () => sql<Record<string, unknown>>`select * from t order by n`.execute(db);
    const prepare = vi.spyOn(SQLite.prototype, 'prepare');
    expect((await all()).rows).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    await all();
    await all();
    expect(prepare).toHaveBeenCalledTimes(1);
    prepare.mockRestore();

    // The same text after the table changed: the kept statement sees the new column.
    await sql`alter table t add column label text`.execute(db);
    expect((await all()).rows[0]).toEqual({ n: 1, label: null });

    // A refused insert leaves the kept statement usable for the next one.
    await expect(db.insertInto('t').values({ n: 1 }).execute()).rejects.toThrow(/UNIQUE/);
    await db.insertInto('t').values({ n: 4 }).execute();

    // A stream left halfway (Kysely holds the one connection meanwhile) frees its statement.
    const query = db.selectFrom('t').select('n').orderBy('n');
    for await (const row of query.stream()) if (row.n === 2) break;
    expect((await query.execute()).map((r) => r.n)).toEqual([1, 2, 3, 4]);
  });
});
