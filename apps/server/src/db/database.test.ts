import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
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
