import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPgDatabase, freePort, startShop } from './shop-process';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** Starts the shop expecting it to give up: returns its exit code and what it printed. */
async function failedStart(env: Record<string, string>, opts: { port?: number } = {}) {
  const shop = await startShop({ env, port: opts.port, waitReady: false });
  const timer = setTimeout(() => shop.child.kill('SIGKILL'), 30_000);
  const code = await shop.exited;
  clearTimeout(timer);
  const lines = shop.output().trim().split('\n');
  return { code, lines, text: shop.output() };
}

describe('a start that cannot succeed says why in a line or two and exits non-zero', () => {
  it('a busy port names PORT, found before any database is created', async () => {
    const port = await freePort();
    const blocker = net.createServer().listen(port, '127.0.0.1');
    cleanups.push(() => new Promise((r) => blocker.close(r)));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-busy-port-'));
    const { code, lines, text } = await failedStart({ DATA_DIR: dataDir }, { port });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(text).toContain(`Port ${port} on 127.0.0.1 is already in use`);
    expect(text).toContain('PORT');
    // No SQLite file (nor its -wal/-shm) was made, migrated or seeded.
    expect(fs.readdirSync(dataDir).filter((name) => name.includes('sqlite'))).toEqual([]);
  });

  it('a busy port leaves an empty PostgreSQL database empty', async () => {
    const port = await freePort();
    const blocker = net.createServer().listen(port, '127.0.0.1');
    cleanups.push(() => new Promise((r) => blocker.close(r)));
    const db = await createPgDatabase();
    cleanups.push(db.drop);
    const { code, text } = await failedStart({ DATABASE_URL: db.url }, { port });
    expect(code).toBe(1);
    expect(text).toContain(`Port ${port} on 127.0.0.1 is already in use`);
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const tables = await client.query(
      "select table_name from information_schema.tables where table_schema = 'public'",
    );
    await client.end();
    expect(tables.rows).toEqual([]);
  });

  it('an unreachable PostgreSQL names host, port and DATABASE_URL, never the password', async () => {
    const port = await freePort(); // nothing listens there
    const { code, lines, text } = await failedStart({
      DATABASE_URL: `postgres://shop:s3cret-pass@127.0.0.1:${port}/shop`,
    });
    expect(code).toBe(1);
    expect(lines.length).toBeLessThanOrEqual(2);
    expect(text).toContain(`PostgreSQL at 127.0.0.1:${port}`);
    expect(text).toContain('connection refused');
    expect(text).toContain('DATABASE_URL');
    expect(text).not.toContain('s3cret-pass');
  });

  it('a PostgreSQL that refuses the database names it', async () => {
    const { code, lines, text } = await failedStart({
      DATABASE_URL: 'postgres://postgres:hunter2-pass@127.0.0.1:5432/no_such_shop_db',
    });
    expect(code).toBe(1);
    expect(lines.length).toBeLessThanOrEqual(2);
    expect(text).toContain('has no database "no_such_shop_db"');
    expect(text).not.toContain('hunter2-pass');
  });

  it('an impossible DATA_DIR names DATA_DIR instead of hanging', async () => {
    const { code, lines, text } = await failedStart({ DATA_DIR: '/proc/forbidden' });
    expect(code).toBe(1);
    expect(lines.length).toBeLessThanOrEqual(2);
    expect(text).toContain('DATA_DIR /proc/forbidden cannot be used');
  });

  it('a DATA_DIR that is a file, or not writable, names DATA_DIR', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-file-')), 'not-a-folder');
    fs.writeFileSync(file, '');
    const asFile = await failedStart({ DATA_DIR: path.join(file, 'data') });
    expect(asFile.code).toBe(1);
    expect(asFile.text).toContain('cannot be used');
    expect(asFile.text).toContain('DATA_DIR');
  });

  it('a bad configuration value names the variable', async () => {
    const { code, text } = await failedStart({ SHUTDOWN_GRACE_SECONDS: 'soon' });
    expect(code).toBe(1);
    expect(text).toContain('SHUTDOWN_GRACE_SECONDS');
  });

  it.each(['sqlite', 'postgres'] as const)(
    'a migration that fails on %s names the migration and leaves the database as it was',
    async (engine) => {
      // A table the first migration creates already exists, with another shape.
      const env: Record<string, string> = {};
      if (engine === 'postgres') {
        const db = await createPgDatabase();
        cleanups.push(db.drop);
        const client = new pg.Client({ connectionString: db.url });
        await client.connect();
        await client.query('create table products (oops text)');
        await client.end();
        env.DATABASE_URL = db.url;
      } else {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-badmig-'));
        const { default: SQLite } = await import('better-sqlite3');
        const file = new SQLite(path.join(dir, 'shop.sqlite'));
        file.exec('create table products (oops text)');
        file.close();
        env.DATA_DIR = dir;
      }
      const { code, lines, text } = await failedStart(env);
      expect(code).toBe(1);
      expect(lines.length).toBeLessThanOrEqual(2);
      expect(text).toContain('Database migration 001-catalogue failed');
    },
  );
});
