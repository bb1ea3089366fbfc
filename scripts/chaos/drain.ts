// SIGTERM drain: 100 orders in flight when the server is told to stop (as a deploy or an
// orchestrator does). A graceful stop answers every one of them before exiting; none is reset.
import { errorCode, newIdempotencyKey } from '../../apps/server/test/process/http-client';
import { log, tally, withCluster, type Engine, type Row } from './common';

const PRODUCT = 1;
const BUYERS = 20;
const ORDERS_EACH = 5; // 100 in flight

export async function sigtermDrain(engine: Engine): Promise<Row> {
  return withCluster(engine, 1, async (cluster) => {
    const admin = await cluster.admin();
    await admin.setStock(PRODUCT, 1_000_000);
    log(`drain/${engine}: signing up ${BUYERS} shoppers`);
    const buyers = await cluster.shoppers(BUYERS);
    const attempts = buyers.flatMap((buyer) =>
      Array.from({ length: ORDERS_EACH }, () => ({ buyer, key: newIdempotencyKey() })),
    );
    const items = [{ productId: PRODUCT, quantity: 1 }];
    const shop = cluster.shop;

    log(`drain/${engine}: ${attempts.length} orders, SIGTERM at the first answer`);
    let termAt = 0;
    const terminate = () => {
      if (termAt) return;
      termAt = Date.now();
      shop.child.kill('SIGTERM');
    };
    const results = await Promise.all(
      attempts.map((a) =>
        a.buyer.placeOrder(items, a.key).then(
          (res) => {
            terminate();
            const body = (() => {
              try {
                return res.json();
              } catch {
                return {};
              }
            })();
            // 5xx: with the error code of the shop's error body, or Fastify's own error text.
            const why = typeof body.error === 'string' ? body.error : body.error?.code;
            const status = res.status >= 500 ? `${res.status} ${why}` : String(res.status);
            return { a, status, orderId: body.order?.orderId as string | undefined };
          },
          (err: unknown) => ({ a, status: errorCode(err), orderId: undefined }),
        ),
      ),
    );
    const kill = setTimeout(() => shop.child.kill('SIGKILL'), 30_000);
    const exit = await shop.exited;
    clearTimeout(kill);
    const drainMs = Date.now() - termAt;
    const isAnswer = (status: string) => /^\d/.test(status);
    const answered = results.filter((r) => isAnswer(r.status)).length;
    const created = results.filter((r) => r.status === '201');

    // After a restart: every answered order is stored; a reset one may have been stored anyway.
    await cluster.restart();
    let missing = 0;
    for (const r of created) {
      if ((await r.a.buyer.get(`/api/orders/${r.orderId}`)).status !== 200) missing++;
    }
    let storedUnanswered = 0;
    for (const r of results.filter((x) => !isAnswer(x.status))) {
      const retry = await r.a.buyer.placeOrder(items, r.a.key);
      if (retry.headers['idempotent-replayed'] === 'true') storedUnanswered++;
    }
    const pass = created.length === attempts.length && missing === 0 && exit === 0;
    return {
      scenario: 'SIGTERM drain',
      engine,
      figures:
        `${attempts.length} in flight: ${answered} answered (${tally(results.map((r) => r.status))}), ` +
        `${attempts.length - answered} reset (${storedUnanswered} of them stored); ` +
        `${missing} answered missing; exit ${exit} after ${drainMs} ms`,
      pass,
    };
  });
}
