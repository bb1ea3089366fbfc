import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    /** Turns /readyz to 503 at once: the process is draining and takes no new work. */
    markDraining(): void;
  }
}

/**
 * Liveness and readiness for load balancers and orchestrators (ADR 024).
 * - `/healthz`: the process answers and its database answers a trivial query (200), or 503.
 * - `/readyz`: as /healthz, but 503 from the moment a shutdown begins, so a balancer stops
 *   sending new requests while the ones in flight finish.
 */
export function registerHealth(
  app: FastifyInstance,
  db: Database,
  opts: { onDraining?: () => void } = {},
): void {
  let draining = false;
  app.decorate('markDraining', () => {
    draining = true;
    opts.onDraining?.();
  });
  const databaseAnswers = async () => {
    try {
      await sql`select 1`.execute(db);
      return true;
    } catch {
      return false;
    }
  };
  // While draining, clients are asked not to send more on this connection.
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  const noStore = { 'cache-control': 'no-store' };
  app.get('/healthz', async (_request, reply) => {
    const ok = await databaseAnswers();
    return reply
      .status(ok ? 200 : 503)
      .headers(noStore)
      .send({ status: ok ? 'ok' : 'database_unavailable' });
  });
  app.get('/readyz', async (_request, reply) => {
    if (draining) return reply.status(503).headers(noStore).send({ status: 'draining' });
    const ok = await databaseAnswers();
    return reply
      .status(ok ? 200 : 503)
      .headers(noStore)
      .send({ status: ok ? 'ready' : 'database_unavailable' });
  });
}
