import type { Server } from 'node:http';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { prepareDatabase } from './db/seed';
import { limitHeapGrowth } from './heap';
import { clearServedAt, recordServedAt, servedUrl } from './served-at';
import { describeStartupFailure, ensureDataDir } from './startup';

/** Where the pages come from: the build (main.ts, npm start) or Vite from source (dev.ts). */
export type WebSource = Pick<AppOptions, 'webBuildDir' | 'webDev'>;

/**
 * Starts the shop: configuration, database, app, port, shutdown on SIGTERM/SIGINT. A start that
 * cannot succeed prints one line naming the cause and exits 1 (ADR 024).
 */
export function serve(web: WebSource): void {
  limitHeapGrowth();
  start(web).catch((err: unknown) => {
    console.error(`The shop could not start: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}

async function start(web: WebSource): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  try {
    // A busy port is found before the database is created, migrated or seeded: a second start
    // by mistake leaves nothing behind.
    await probePort(config.port, config.host);
    ensureDataDir(config.dataDir);
    database = openDatabase(config);
    const seeded = await prepareDatabase(database);
    app = await buildApp({ config, database, ...web });
    if (seeded) app.log.info(`seeded ${seeded} demo products`);
    app.log.info(
      `database: ${database.engine === 'sqlite' ? `SQLite in ${config.dataDir}` : 'PostgreSQL'}`,
    );
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app?.close().catch(() => {});
    await database?.close().catch(() => {});
    fail(describeStartupFailure(err, config));
  }
  onShutdownSignal(app, database, config);
  const url = servedUrl(config, app.server.address());
  recordServedAt(config.dataDir, url);
  app.log.info(`shop ready at ${url}`);
}

/**
 * Graceful shutdown (ADR 024): /readyz turns 503 at once and responses ask clients not to reuse
 * their connection; after the delay the port closes, requests in flight finish, the outbox worker
 * and the sweepers stop between jobs, and the process exits 0. Past the grace period it exits 1.
 */
function onShutdownSignal(app: FastifyInstance, database: DatabaseHandle, config: Config): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: draining, then closing`);
    app.markDraining();
    setTimeout(() => {
      app.log.error(`requests still running after ${config.shutdown.graceMs / 1000} s; exiting`);
      process.exit(1);
    }, config.shutdown.delayMs + config.shutdown.graceMs).unref();
    await new Promise((resolve) => setTimeout(resolve, config.shutdown.delayMs));
    await stopAccepting(app.server);
    await app.close();
    await database.close();
    clearServedAt(config.dataDir);
    app.log.info('closed');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/**
 * Closes the listening socket once the kernel holds no accepted-but-unseen connection, then
 * waits until every open connection has ended.
 * - A timer can fire before the event loop has polled for connections that arrived while it was
 *   busy (SQLite work is synchronous), so the port closes only after a loop turn that accepted
 *   nothing new: a connection still queued in the kernel would be reset, not answered.
 * - Node's own http close would also drop "idle" connections at once, and one whose request the
 *   busy loop has not read yet counts as idle. Responses while draining say
 *   `Connection: close`, so connections end after their answer; an idle keep-alive one ends at
 *   the keep-alive timeout.
 */
async function stopAccepting(server: Server): Promise<void> {
  let accepted = 0;
  const count = () => accepted++;
  server.on('connection', count);
  let seen = -1;
  while (seen !== accepted) {
    seen = accepted;
    await new Promise((resolve) => setImmediate(resolve)); // after this turn's poll phase
  }
  server.off('connection', count);
  await new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
}

/**
 * Binds the port and lets it go at once, failing as `listen` would (EADDRINUSE, EACCES,
 * EADDRNOTAVAIL). Another process could take the port between this and the real listen; the
 * real listen then fails with the same message, only later.
 */
function probePort(port: number, host: string): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
