import crypto from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { HttpError } from '../lib/http-error';
import { observeRequest, shopMetrics } from '../lib/shop-metrics';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The route this request is counted under (ADR 088): the Fastify route's URL pattern, a
     * page's React Router route id, or 'static'; '' while metrics are not served.
     */
    metricsRoute: string;
  }
  interface FastifyContextConfig {
    /** Counted under this instead of the route's URL pattern (e.g. 'static' for build files). */
    metricsRoute?: string;
  }
}

export const METRICS_PATH = '/metrics';

/** What a scrape without the right bearer token is told, on either port. */
const TOKEN_NEEDED = 'The metrics need the bearer token.';

/** A scrape's headers, on either port: Prometheus's text format, never cached. */
const SCRAPE_HEADERS = { 'content-type': shopMetrics.contentType, 'cache-control': 'no-store' };

/** Counted under this route: requests no route matched (an unknown API path). */
export const UNMATCHED_ROUTE = 'unmatched';

let defaultMetricsStarted = false;

/**
 * Prometheus metrics (ADR 088), when METRICS_PORT or METRICS_TOKEN is set: every request is
 * counted and timed under its route template; /metrics answers on 127.0.0.1:METRICS_PORT, or on
 * the shop's port with `Authorization: Bearer METRICS_TOKEN`. Neither set: nothing is observed
 * and /metrics is not a route (404). Register before the routes.
 */
export function registerMetrics(
  app: FastifyInstance,
  db: Database,
  settings: Config['metrics'],
): void {
  app.decorateRequest('metricsRoute', '');
  if (settings.token === undefined && settings.port === undefined) return;
  if (!defaultMetricsStarted) {
    // Event-loop lag, heap, GC, CPU, file descriptors: once per process, like the registry.
    collectDefaultMetrics({ register: shopMetrics });
    defaultMetricsStarted = true;
  }
  // The route's URL pattern is known when it is registered; a request only copies it. Read at
  // the first request, after every onRoute hook (a plugin's own may set config.metricsRoute).
  app.addHook('onRoute', (route) => {
    let label: string | undefined;
    const setLabel = (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
      label ??= route.config?.metricsRoute ?? route.url;
      request.metricsRoute = label;
      done();
    };
    route.onRequest = [setLabel, ...toArray(route.onRequest)];
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.metricsRoute || UNMATCHED_ROUTE;
    observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  const outbox = outboxMetrics(db);
  const scrape = async () => (await shopMetrics.metrics()) + (await outbox.metrics());
  if (settings.port !== undefined) {
    const server = metricsServer(scrape, settings.token);
    app.addHook('onListen', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(settings.port, '127.0.0.1', () => resolve());
      });
      app.log.info(`metrics at http://127.0.0.1:${settings.port}${METRICS_PATH}`);
    });
    app.addHook('onClose', async () => {
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    });
    return;
  }
  const token = settings.token!;
  app.get(METRICS_PATH, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, 'unauthorized', TOKEN_NEEDED);
    }
    return reply.headers(SCRAPE_HEADERS).send(await scrape());
  });
}

const toArray = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/** `Bearer <token>`, compared in constant time (as hashes, so lengths may differ). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer +(\S+)$/i.exec(header ?? '')?.[1];
  if (given === undefined) return false;
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(given), digest(token));
}

/**
 * The email outbox as gauges read at scrape time: one grouped count over the outbox's
 * (status, next_attempt_at) index. Its own registry: each app has its own database.
 */
function outboxMetrics(db: Database): Registry {
  const registry = new Registry();
  let read: Promise<OutboxFigures> | undefined;
  // One query per scrape for both gauges.
  const figures = () => (read ??= outboxFigures(db).finally(() => (read = undefined)));
  new Gauge({
    name: 'shop_outbox_emails',
    help: 'Emails in the outbox not yet sent, by status: pending, sending, failed (given up).',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const { byStatus } = await figures();
      for (const status of ['pending', 'sending', 'failed'] as const) {
        this.set({ status }, byStatus[status] ?? 0);
      }
    },
  });
  new Gauge({
    name: 'shop_outbox_oldest_unsent_age_seconds',
    help: 'Age of the oldest email still pending or sending; 0 when none is waiting.',
    registers: [registry],
    async collect() {
      const { oldestUnsent } = await figures();
      this.set(oldestUnsent ? Math.max(0, (Date.now() - Date.parse(oldestUnsent)) / 1000) : 0);
    },
  });
  return registry;
}

interface OutboxFigures {
  byStatus: Partial<Record<string, number>>;
  oldestUnsent: string | undefined;
}

async function outboxFigures(db: Database): Promise<OutboxFigures> {
  const rows = await db
    .selectFrom('outbox')
    .select((eb) => [
      'status',
      eb.fn.countAll<number>().as('n'),
      eb.fn.min('created_at').as('oldest'),
    ])
    .where('status', 'in', ['pending', 'sending', 'failed'])
    .groupBy('status')
    .execute();
  const byStatus: OutboxFigures['byStatus'] = {};
  let oldestUnsent: string | undefined;
  for (const row of rows) {
    byStatus[row.status] = Number(row.n);
    if (row.status !== 'failed' && row.oldest && (!oldestUnsent || row.oldest < oldestUnsent)) {
      oldestUnsent = row.oldest;
    }
  }
  return { byStatus, oldestUnsent };
}

/** The metrics alone on their own port (127.0.0.1), with the token too when one is set. */
function metricsServer(scrape: () => Promise<string>, token: string | undefined): http.Server {
  return http.createServer((req, res) => {
    const path = req.url?.split('?')[0];
    if (req.method !== 'GET' || path !== METRICS_PATH) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    if (token !== undefined && !bearerMatches(req.headers.authorization, token)) {
      res.writeHead(401, { 'www-authenticate': 'Bearer', 'content-type': 'text/plain' });
      res.end(`${TOKEN_NEEDED}\n`);
      return;
    }
    scrape().then(
      (text) => {
        res.writeHead(200, SCRAPE_HEADERS).end(text);
      },
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable\n'),
    );
  });
}
