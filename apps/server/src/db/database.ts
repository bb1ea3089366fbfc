import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type MigrationProvider } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations/index';
import type { DB } from './schema';

export type Database = Kysely<DB>;
export type Engine = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  engine: Engine;
  close(): Promise<void>;
}

// PostgreSQL returns NUMERIC/REAL as numbers already for float4/8; keep int8 as number too.
pg.types.setTypeParser(20, (v) => Number(v));

/** Opens the embedded SQLite file in dataDir, or PostgreSQL when a URL is given. */
export function openDatabase(opts: { dataDir: string; databaseUrl?: string }): DatabaseHandle {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the server closes (restart, failover, a dropped test database) emits
    // 'error' on the pool; unhandled, that would end the process. The pool replaces it instead.
    pool.on('error', (err) => console.error(`PostgreSQL idle connection closed: ${err.message}`));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const file = new SQLite(path.join(opts.dataDir, 'shop.sqlite'));
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = FULL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: file }) });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Applies every pending migration; throws when one fails. */
export async function migrate(db: Database): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}
