import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  sql,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type RawBuilder,
  type SqliteDatabase,
} from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import { migrations } from './migrations/index';
import { readInt8, readNumeric } from './pg-numbers';
import type { DB } from './schema';

export type Database = Kysely<DB>;
export type Engine = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  engine: Engine;
  close(): Promise<void>;
}

pg.types.setTypeParser(pg.types.builtins.INT8, readInt8);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, readNumeric);

/** Opens the embedded SQLite file in dataDir, or PostgreSQL when a URL is given. */
export function openDatabase(opts: { dataDir: string; databaseUrl?: string }): DatabaseHandle {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      // An unreachable host fails the start (or a request) instead of hanging.
      connectionTimeoutMillis: 10_000,
    });
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
  const database = keepingStatements(file);
  const db = new Kysely<DB>({ dialect: new ImmediateSqliteDialect({ database }) });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}

/** Prepared statements kept per SQL text; queries beyond the most used fall back to preparing. */
const STATEMENTS_KEPT = 500;

/**
 * The SQLite file with its prepared statements kept by SQL text (ADR 094). Kysely prepares every
 * query it runs, and preparing cost more than running most of the shop's short queries. SQLite
 * prepares a kept statement again by itself after a schema change; one still being iterated
 * (a stream not yet finished) is not handed out again.
 */
function keepingStatements(file: SQLite.Database): SqliteDatabase {
  const kept = new LRUCache<string, SQLite.Statement>({ max: STATEMENTS_KEPT });
  return {
    close: () => file.close(),
    prepare(text) {
      const statement = kept.get(text);
      if (statement && !statement.busy) return statement;
      const fresh = file.prepare(text);
      if (!statement) kept.set(text, fresh);
      return fresh;
    },
  };
}

/**
 * SQLite transactions take the write lock when they begin (BEGIN IMMEDIATE), waiting up to the
 * busy timeout for it. A deferred transaction that reads and then writes fails at once with
 * "database is locked" when another process (a CLI script such as admin:create, a second
 * instance) wrote in between: SQLite cannot wait there, since the read snapshot is stale.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0];
  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
    this.#config = config;
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/**
 * Each migration runs in a savepoint of the start-up lock's transaction: a failing one is undone
 * at once, so the transaction stays usable for the migrator's own closing queries and the error
 * that reaches the start names the migration (on PostgreSQL an aborted transaction would refuse
 * those queries and hide it). The caller then rolls the whole transaction back.
 */
const provider: MigrationProvider = {
  getMigrations: async () =>
    Object.fromEntries(
      Object.entries(migrations).map(([name, m]) => [
        name,
        { ...m, up: (db: Parameters<Migration['up']>[0]) => inSavepoint(db, m.up) },
      ]),
    ),
};

async function inSavepoint(db: Parameters<Migration['up']>[0], up: Migration['up']): Promise<void> {
  await sql`savepoint migration`.execute(db);
  try {
    await up(db);
    await sql`release savepoint migration`.execute(db);
  } catch (err) {
    await sql`rollback to savepoint migration`.execute(db);
    throw err;
  }
}

/** Any number of processes may start at once on one database: this key serialises them. */
const STARTUP_LOCK_KEY = 7_110_024;

/**
 * Runs `work` while holding the database's start-up lock (ADR 024), inside one transaction:
 * PostgreSQL's session advisory lock, or SQLite's write lock (BEGIN IMMEDIATE, waited for up to
 * the busy timeout). A second process starting at the same moment waits, then finds the work done.
 * Migrations and the first seed share that transaction (ADR 030): a failure leaves nothing behind.
 */
export async function withStartupLock<T>(
  handle: DatabaseHandle,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  return handle.db.connection().execute(async (conn) => {
    if (handle.engine === 'postgres') {
      await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(conn);
      try {
        return await inTransaction(conn, sql`begin`, work);
      } finally {
        await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(conn);
      }
    }
    return inTransaction(conn, sql`begin immediate`, work);
  });
}

async function inTransaction<T>(
  conn: Database,
  begin: RawBuilder<unknown>,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  await begin.execute(conn);
  try {
    const result = await work(conn);
    await sql`commit`.execute(conn);
    return result;
  } catch (err) {
    await sql`rollback`.execute(conn);
    throw err;
  }
}

/** The first migration: a start that applies it has just created the database. */
export const FIRST_MIGRATION = Object.keys(migrations)[0]!;

/**
 * Applies every pending migration on a connection that holds the start-up lock (and so is
 * already in its transaction). Returns the names of the migrations it applied.
 */
export async function runMigrations(db: Database): Promise<string[]> {
  const migrator = new Migrator({ db, provider, disableTransactions: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    const err = error instanceof Error ? error : new Error(String(error));
    // The start names the migration that failed (startup.ts).
    throw Object.assign(err, failed && { migration: failed.migrationName });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
