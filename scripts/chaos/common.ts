// Shared pieces of the chaos scenarios: shops on an engine, an admin and shoppers made through
// the API, and the result rows the table prints.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from '../server-sqlite.mjs';
import pg from 'pg';
import {
  createAdmin,
  createPgDatabase,
  startShop,
  type ShopProcess,
  type StartOptions,
} from '../../apps/server/test/process/shop-process';
import { mapLimit, ShopClient, uniqueEmail } from '../../apps/server/test/process/http-client';

export type Engine = 'sqlite' | 'postgres';

export interface Row {
  scenario: string;
  engine: string;
  figures: string;
  pass: boolean;
}

export const log = (message: string) =>
  console.error(`[chaos ${new Date().toISOString().slice(11, 19)}] ${message}`);

const ADMIN_PASSWORD = 'chaos-admin-passphrase';

/** One or more shops sharing one database, and how to take them down. */
export class Cluster {
  shops: ShopProcess[] = [];
  private dropDatabase: (() => Promise<void>) | undefined;
  private baseEnv: Record<string, string> = {};

  private constructor(readonly engine: Engine) {}

  /** `count` shops on a fresh database (SQLite: one shop only, in its own DATA_DIR). */
  static async start(engine: Engine, count = 1, env: Record<string, string> = {}) {
    const cluster = new Cluster(engine);
    cluster.baseEnv = { ...env };
    if (engine === 'postgres') {
      const db = await createPgDatabase();
      cluster.dropDatabase = db.drop;
      cluster.baseEnv.DATABASE_URL = db.url;
    } else if (count > 1) {
      throw new Error('several shops need PostgreSQL');
    }
    try {
      // One after the other: the first one migrates and seeds.
      for (let i = 0; i < count; i++) {
        cluster.shops.push(await startShop({ env: cluster.baseEnv }));
      }
    } catch (err) {
      await cluster.stop();
      throw err;
    }
    return cluster;
  }

  get shop(): ShopProcess {
    return this.shops[0]!;
  }

  /** Rows in one of the shop's tables, read from its database (what was written, not answered). */
  async countRows(table: 'users' | 'outbox'): Promise<number> {
    const url = this.baseEnv.DATABASE_URL;
    if (url) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query(`select count(*)::int as n from ${table}`);
        return rows[0].n as number;
      } finally {
        await client.end();
      }
    }
    const file = new SQLite(path.join(this.shop.dataDir, 'shop.sqlite'), { readonly: true });
    try {
      // One count(*) row, typed by the query.
      return (file.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    } finally {
      file.close();
    }
  }

  /** Starts shop `i` again on its port and data folder (after it ended). */
  async restart(i = 0, opts: Partial<StartOptions> = {}): Promise<ShopProcess> {
    const old = this.shops[i]!;
    const shop = await startShop({ env: old.env, dataDir: old.dataDir, port: old.port, ...opts });
    this.shops[i] = shop;
    return shop;
  }

  /** A signed-in admin client on shop `i`. */
  async admin(i = 0): Promise<ShopClient> {
    const email = uniqueEmail('chaos.admin');
    await createAdmin(this.shops[i]!, email, ADMIN_PASSWORD);
    const client = new ShopClient(this.shops[i]!.url);
    const res = await client.logIn(email, ADMIN_PASSWORD);
    if (res.status !== 200) throw new Error(`admin log in: ${res.status} ${res.body}`);
    return client;
  }

  /** `count` new signed-in shoppers, spread over the shops in turn. */
  async shoppers(count: number): Promise<ShopClient[]> {
    // Sign-up hashes a password (argon2id, ~20 MiB): a few at a time on a small machine.
    return mapLimit(
      Array.from({ length: count }, (_, i) => i),
      4,
      (i) => new ShopClient(this.shops[i % this.shops.length]!.url).signUp(),
    );
  }

  async stop(): Promise<void> {
    await Promise.all(this.shops.map((s) => s.stop(5_000)));
    for (const s of this.shops) fs.rmSync(s.dataDir, { recursive: true, force: true });
    await this.dropDatabase?.().catch(() => {});
  }
}

/** Runs `body` on a fresh cluster and always takes it down. */
export async function withCluster<T>(
  engine: Engine,
  count: number,
  body: (c: Cluster) => Promise<T>,
  env: Record<string, string> = {},
): Promise<T> {
  const cluster = await Cluster.start(engine, count, env);
  try {
    return await body(cluster);
  } finally {
    await cluster.stop();
  }
}

/** Counts of each value, e.g. {201: 5, 409: 195}, printed as "201×5 409×195". */
export function tally(values: readonly (string | number)[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(String(v), (counts.get(String(v)) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, n]) => `${k}×${n}`)
    .join(' ');
}

/** Total orders in the shop, from the back office list. */
export async function storedOrderCount(admin: ShopClient): Promise<number> {
  const res = await admin.get('/api/admin/orders');
  if (res.status !== 200) throw new Error(`admin orders: ${res.status} ${res.body}`);
  return res.json().total as number;
}
