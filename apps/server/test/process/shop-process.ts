// Real shop processes for the process tests and the chaos script: `node apps/server/dist/main.js`
// (the built server, as `npm start` runs it) on a free port, a fresh data folder and, when asked,
// a fresh PostgreSQL database.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const SERVER_ENTRY = path.join(root, 'apps/server/dist/main.js');

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A fresh empty PostgreSQL database; `drop` removes it (closing any connection left). */
export async function createPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shop_proc_${crypto.randomBytes(6).toString('hex')}`;
  await withAdmin((c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

async function withAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface ShopProcess {
  url: string;
  port: number;
  dataDir: string;
  /** The environment the process was started with (DATA_DIR, DATABASE_URL, …). */
  env: Record<string, string>;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves when it has ended. */
  stop(graceMs?: number): Promise<number | string>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Reuse a data folder (a restart); a new temporary one otherwise. */
  dataDir?: string;
  port?: number;
  /** Wait until /readyz answers 200 (default true). */
  waitReady?: boolean;
  readyTimeoutMs?: number;
  /** Working directory of the process (default: the test's); the server must not depend on it. */
  cwd?: string;
}

/** Starts the built server; by default waits until it is ready to serve. */
export async function startShop(opts: StartOptions = {}): Promise<ShopProcess> {
  if (!fs.existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing: run npm run build first`);
  }
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-proc-'));
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Tests and scenarios sign many shoppers up from one machine; signup-burst sets its own.
    SIGNUPS_PER_IP_PER_HOUR: '100000',
    SIGNUPS_PER_DOMAIN_PER_HOUR: '100000',
    ...opts.env,
  };
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(opts.cwd && { cwd: opts.cwd }),
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const url = `http://127.0.0.1:${port}`;
  const shop: ShopProcess = {
    url,
    port,
    dataDir,
    env,
    child,
    output: () => out,
    exited,
    async stop(graceMs = 15_000) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
      return exited;
    },
  };
  if (opts.waitReady !== false) {
    await waitFor(
      async () => {
        if (child.exitCode !== null) {
          throw new Error(`shop exited with ${child.exitCode} before it was ready:\n${out}`);
        }
        const res = await fetch(`${url}/readyz`).catch(() => undefined);
        return res?.status === 200;
      },
      opts.readyTimeoutMs ?? 60_000,
      () => `shop on ${url} not ready:\n${out}`,
    );
  }
  return shop;
}

/**
 * Makes `email` an admin with `password` through `npm run admin:create` (the staff command of the
 * README), against the database of `shop` (its DATA_DIR / DATABASE_URL).
 */
export async function createAdmin(
  shop: Pick<ShopProcess, 'env'>,
  email: string,
  password: string,
): Promise<void> {
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const child = spawn(tsx, [path.join(root, 'apps/server/scripts/admin-create.ts'), email], {
    cwd: root,
    env: { ...shop.env, LOG_LEVEL: 'warn' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  child.stdin!.end(`${password}\n`);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`admin:create ${email} exited with ${code}:\n${out}`);
}

/** Polls `check` every 50 ms until it returns true; throws after `timeoutMs`. */
export async function waitFor(
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
  describe: () => string = () => 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${describe()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
