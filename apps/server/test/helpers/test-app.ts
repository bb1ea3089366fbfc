import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { expect, vi } from 'vitest';
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
  const { dataDir, databaseUrl, remove } = await copyOfPrepared(options.demoReviews ?? false);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://shop.test',
    LOG_LEVEL: 'silent',
    // Tests sign many accounts up at example.com; sign-up-limits.test.ts sets its own.
    SIGNUPS_PER_DOMAIN_PER_HOUR: '100000',
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    ...env,
  });
  const database = openDatabase(config);
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

/**
 * Templates of a migrated and seeded database, one per worker process and kind (with or without
 * the demo's reviews), named after the run's main process (`process.ppid`) so that the run's
 * global teardown (test/helpers/global-setup.ts) removes them.
 */
type Template = Promise<{ dataDir: string; databaseUrl?: string }>;
// Kept on globalThis: Vitest evaluates this module again for each test file of a worker.
const templates = ((
  globalThis as { shopTestTemplates?: Map<boolean, Template> }
).shopTestTemplates ??= new Map<boolean, Template>());
export const TEMPLATE_PREFIX = {
  postgres: (run: number) => `shop_tpl_${run}_`,
  sqlite: (run: number) => `shop-tpl-${run}-`,
};

function templateOf(demoReviews: boolean) {
  let template = templates.get(demoReviews);
  if (!template) {
    template = (async () => {
      const kind = `${process.pid}_${demoReviews ? 'reviews' : 'plain'}`;
      const dataDir = fs.mkdtempSync(
        path.join(os.tmpdir(), `${TEMPLATE_PREFIX.sqlite(process.ppid)}${kind}-`),
      );
      let databaseUrl: string | undefined;
      if (engine === 'postgres') {
        const name = `${TEMPLATE_PREFIX.postgres(process.ppid)}${kind}`;
        await withAdmin((c) => c.query(`create database ${name}`));
        const url = new URL(adminUrl);
        url.pathname = `/${name}`;
        databaseUrl = url.toString();
      }
      const handle = openDatabase({ dataDir, databaseUrl });
      await prepareDatabase(handle, { demoReviews });
      // Closed, so SQLite's file holds everything and PostgreSQL may copy the database (which
      // it refuses while any session is connected to it).
      await handle.close();
      if (databaseUrl) await waitForConnectionsToEnd(new URL(databaseUrl).pathname.slice(1));
      return { dataDir, ...(databaseUrl && { databaseUrl }) };
    })();
    templates.set(demoReviews, template);
  }
  return template;
}

/**
 * A new database holding what `prepareDatabase` makes (migrations, the demo catalogue and, when
 * asked, the demo's reviews), copied from this worker's template: a file copy on SQLite,
 * CREATE DATABASE … TEMPLATE on PostgreSQL — much quicker than migrating and seeding each time.
 */
async function copyOfPrepared(demoReviews: boolean): Promise<EmptyDatabase> {
  const template = await templateOf(demoReviews);
  const copy = await createEmptyDatabase(
    template.databaseUrl ? new URL(template.databaseUrl) : undefined,
  );
  if (engine === 'sqlite') {
    fs.copyFileSync(
      path.join(template.dataDir, 'shop.sqlite'),
      path.join(copy.dataDir, 'shop.sqlite'),
    );
  }
  return copy;
}

/**
 * A new database: a folder for a new SQLite file, or a new PostgreSQL database (empty, or a copy of
 * `template`).
 */
export async function createEmptyDatabase(
  /** On PostgreSQL, a database to copy instead (CREATE DATABASE … TEMPLATE). */
  template?: URL,
): Promise<EmptyDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (engine === 'postgres') {
    const name = `shop_test_${crypto.randomBytes(6).toString('hex')}`;
    const from = template ? ` template ${template.pathname.slice(1)}` : '';
    await withAdmin((c) => c.query(`create database ${name}${from}`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      await waitForConnectionsToEnd(name);
      await withAdmin((c) => c.query(`drop database if exists ${name} with (force)`));
    };
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

/**
 * pg-pool's end() resolves before the server has ended its backends, and dropping the database
 * WITH (FORCE) then kills a closing connection (an uncaught 57P01 in the test). Wait until
 * PostgreSQL lists no session on the database; FORCE stays for one a test leaked.
 */
async function waitForConnectionsToEnd(name: string): Promise<void> {
  const sessions = async () =>
    withAdmin(async (c) => {
      const res = await c.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      return res.rows[0]?.n ?? 0;
    });
  await vi
    .waitFor(async () => expect(await sessions()).toBe(0), { timeout: 5_000, interval: 50 })
    .catch(() => {});
}

export async function withAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
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
