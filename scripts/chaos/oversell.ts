// Oversell: 5 units left, 200 shoppers press "Place order" at the same moment. Exactly 5 orders
// may be accepted, the other 195 refused as out of stock, and the stock must end at 0.
import { errorCode } from '../../apps/server/test/process/http-client';
import { log, storedOrderCount, tally, withCluster, type Engine, type Row } from './common';

const PRODUCT = 38; // Rugged Handheld Mobile Computer NL-MT90 with Scanner
const STOCK = 5;
const BUYERS = 200;

export async function oversell(engine: Engine, instances: number): Promise<Row> {
  const label = instances > 1 ? `${engine} ×${instances}` : engine;
  return withCluster(engine, instances, async (cluster) => {
    const admin = await cluster.admin();
    log(`oversell/${label}: signing up ${BUYERS} shoppers`);
    const buyers = await cluster.shoppers(BUYERS);
    await admin.setStock(PRODUCT, STOCK);
    const ordersBefore = await storedOrderCount(admin);

    log(`oversell/${label}: ${BUYERS} orders at once for ${STOCK} units`);
    const started = Date.now();
    const results = await Promise.all(
      buyers.map((b) =>
        b.placeOrder([{ productId: PRODUCT, quantity: 1 }]).then(
          (res) => ({
            status: String(res.status),
            code: res.status === 409 ? res.json().error?.code : '',
          }),
          (err: unknown) => ({ status: errorCode(err), code: '' }),
        ),
      ),
    );
    const ms = Date.now() - started;
    const sold = results.filter((r) => r.status === '201').length;
    const refused = results.filter((r) => r.status === '409' && r.code === 'out_of_stock').length;
    const stock = await admin.stockOf(PRODUCT);
    const stored = (await storedOrderCount(admin)) - ordersBefore;
    const pass = sold === STOCK && refused === BUYERS - STOCK && stock === 0 && stored === STOCK;
    return {
      scenario: 'oversell',
      engine: label,
      figures: `stock ${STOCK}, ${BUYERS} buyers: ${tally(results.map((r) => r.status))}; stored ${stored}; stock left ${stock}; ${ms} ms`,
      pass,
    };
  });
}
