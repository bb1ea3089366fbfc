import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { prepareDatabase } from '../../src/db/seed';

export type TestEngine = 'sqlite' | 'postgres';

/** Which database this run uses: TEST_DB=postgres runs the same suite on PostgreSQL. */
export const engine: TestEngine = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A whole shop on a fresh database: a new SQLite file, or a new PostgreSQL database that is
 * dropped afterwards. When PostgreSQL cannot be reached the test fails; it is never skipped.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    emailWorker?: boolean;
    /** apps/web/build, to serve the pages too (the fuzz test); API-only when left out. */
    webBuildDir?: string;
    /** Log at LOG_LEVEL (from env) instead of not at all, to see why a request failed. */
    logger?: boolean;
    /**
     * The demo's customers, delivered orders and reviews (ADR 051). Left out unless asked for,
     * so a test's order counts, invoice numbers and best sellers are its own orders'.
     */
    demoReviews?: boolean;
  } = {},
): Promise<TestApp> {
  const { dataDir, databaseUrl, remove } = await createEmptyDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://shop.test',
    LOG_LEVEL: 'silent',
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    ...env,
  });
  const database = openDatabase(config);
  await prepareDatabase(database, { demoReviews: options.demoReviews ?? false });
  // Email is delivered by the test calling app.email.deliverPending(), unless it asks for the worker.
  const app = await buildApp({
    config,
    database,
    logger: options.logger ?? false,
    emailWorker: options.emailWorker ?? false,
    // Tests run the periodic jobs themselves, at a time they choose (app.orderExpiry.run(now)).
    jobs: false,
    ...(options.webBuildDir && { webBuildDir: options.webBuildDir }),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await remove();
    },
  };
}

export interface EmptyDatabase {
  /** A new temporary folder: DATA_DIR, holding the SQLite file on that engine. */
  dataDir: string;
  /** On PostgreSQL: the new database, with nothing in it yet. */
  databaseUrl?: string;
  /** DATA_DIR and DATABASE_URL as a script run on this database is given them. */
  env: Record<string, string>;
  /** Opens it as the server does (not migrated: prepareDatabase does that). */
  open(): DatabaseHandle;
  /** Drops the PostgreSQL database and removes the folder. */
  remove(): Promise<void>;
}

/** A database nothing has touched: a folder for a new SQLite file, or a new PostgreSQL database. */
export async function createEmptyDatabase(): Promise<EmptyDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (engine === 'postgres') {
    const name = `shop_test_${crypto.randomBytes(6).toString('hex')}`;
    await withAdmin((c) => c.query(`create database ${name}`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () =>
      withAdmin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {});
  }
  return {
    dataDir,
    ...(databaseUrl && { databaseUrl }),
    env: { DATA_DIR: dataDir, ...(databaseUrl && { DATABASE_URL: databaseUrl }) },
    open: () => openDatabase({ dataDir, databaseUrl }),
    async remove() {
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function withAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(
      `PostgreSQL test run cannot connect to ${adminUrl}: ${(err as Error).message}`,
      {
        cause: err,
      },
    );
  }
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
