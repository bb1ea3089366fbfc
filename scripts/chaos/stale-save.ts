// Stale saves: staff save a product form (and a CSV import) read before orders that were placed
// while they typed (ADR 084). Each round: staff read the product, one order is placed, and then
// two staff save the form they read (another description, the stock untouched) at the same time
// as another order. No save may give back stock an order took: the stock must end at the start
// less the orders accepted; of the two saves from one read exactly one is saved, the other 409.
import type { ShopClient } from '../../apps/server/test/process/http-client';
import { errorCode } from '../../apps/server/test/process/http-client';
import { log, tally, withCluster, type Engine, type Row } from './common';

const PRODUCT = 38; // Rugged Handheld Mobile Computer NL-MT90 with Scanner
const START = 500;
const ROUNDS = 25;
const SHOPPERS = 10;

const statusOf = (p: Promise<{ status: number }>) =>
  p.then(
    (res) => String(res.status),
    (err: unknown) => errorCode(err),
  );

/** Staff save `read` with If-Match and a new description, the stock as read. */
function save(
  admin: ShopClient,
  read: { product: Record<string, unknown>; etag: string },
  n: number,
) {
  const { revision: _revision, ...fields } = read.product;
  return admin.put(
    `/api/admin/products/${PRODUCT}`,
    { ...fields, description: `Chaos description ${n}.` },
    { 'if-match': read.etag },
  );
}

async function readProduct(admin: ShopClient) {
  const res = await admin.get(`/api/admin/products/${PRODUCT}`);
  if (res.status !== 200) throw new Error(`admin product read: ${res.status}`);
  return { product: res.json().product as Record<string, unknown>, etag: String(res.headers.etag) };
}

/** The export's row of the product with its price moved by one rupee; the rest as exported. */
async function exportedRow(admin: ShopClient): Promise<string> {
  const res = await admin.get('/api/admin/products.csv');
  if (res.status !== 200) throw new Error(`export: ${res.status}`);
  const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
  const header = lines[0]!.split(',');
  const row = lines.find((l) => l.startsWith(`${PRODUCT},`))!;
  // The product's name has no comma: the row splits as the header does.
  const cells = row.split(',');
  const price = header.indexOf('price');
  cells[price] = String(Number(cells[price]) - 1);
  return `${lines[0]}\r\n${cells.join(',')}\r\n`;
}

export async function staleSave(engine: Engine): Promise<Row> {
  return withCluster(engine, 1, async (cluster) => {
    const [admin, other] = [await cluster.admin(), await cluster.admin()];
    log(`stale-save/${engine}: signing up ${SHOPPERS} shoppers`);
    const buyers = await cluster.shoppers(SHOPPERS);
    await admin.setStock(PRODUCT, START);
    const buy = (n: number) =>
      statusOf(buyers[n % SHOPPERS]!.placeOrder([{ productId: PRODUCT, quantity: 1 }]));

    const orders: string[] = [];
    const saves: string[] = [];
    let pairsSplit = 0;
    log(`stale-save/${engine}: ${ROUNDS} rounds of read, order, two saves and an order at once`);
    for (let n = 0; n < ROUNDS; n++) {
      const read = await readProduct(admin);
      orders.push(await buy(n));
      const [a, b, order] = await Promise.all([
        statusOf(save(admin, read, n)),
        statusOf(save(other, read, n)),
        buy(n + 1),
      ]);
      orders.push(order);
      saves.push(a, b);
      if ([a, b].sort().join() === '200,409') pairsSplit += 1;
    }

    log(`stale-save/${engine}: CSV export, an order, then the import of a price change`);
    const csv = await exportedRow(admin);
    orders.push(await buy(0));
    const imported = await admin.post('/api/admin/products/import', { csv, apply: true });
    const importApplied = imported.status === 200 && imported.json().applied === true;

    const sold = orders.filter((s) => s === '201').length;
    const stock = (await readProduct(admin)).product.stock as number;
    const pass =
      stock === START - sold &&
      pairsSplit === ROUNDS &&
      importApplied &&
      orders.every((s) => s === '201' || s === '409');
    return {
      scenario: 'stale-save',
      engine,
      figures: `start ${START}; orders ${tally(orders)}; saves ${tally(saves)} (${pairsSplit}/${ROUNDS} pairs one saved, one 409); import ${importApplied ? 'applied' : `refused ${imported.status}`}; stock ${stock}, expected ${START - sold}`,
      pass,
    };
  });
}
