import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { migrate, openDatabase, type DatabaseHandle } from '../../src/db/database';
import { seedCatalogue } from '../../src/db/seed';

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
  options: { emailWorker?: boolean } = {},
): Promise<TestApp> {
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
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://shop.test',
    LOG_LEVEL: 'silent',
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    ...env,
  });
  const database = openDatabase(config);
  await migrate(database.db);
  await seedCatalogue(database);
  // Email is delivered by the test calling app.email.deliverPending(), unless it asks for the worker.
  const app = await buildApp({
    config,
    database,
    logger: false,
    emailWorker: options.emailWorker ?? false,
    // Tests run the periodic jobs themselves, at a time they choose (app.orderExpiry.run(now)).
    jobs: false,
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
    throw new Error(`PostgreSQL test run cannot connect to ${adminUrl}: ${(err as Error).message}`);
  }
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
