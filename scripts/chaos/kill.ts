// kill -9 under order load: shoppers place orders non-stop while the server is killed with
// SIGKILL again and again. Every acknowledged order (201) must be stored after the restart; a
// request cut off by the kill is retried with its Idempotency-Key, as the checkout page does, and
// must end as exactly one order; the stock taken must equal the units in the stored orders.
import {
  errorCode,
  newIdempotencyKey,
  type OrderItem,
  type ShopClient,
} from '../../apps/server/test/process/http-client';
import { log, storedOrderCount, tally, withCluster, type Engine, type Row } from './common';

const PRODUCTS = [1, 8, 38];
const START_STOCK = 1_000_000;
const BUYERS = 60;
const WORKERS = 16;

interface Attempt {
  buyer: ShopClient;
  key: string;
  items: OrderItem[];
}

const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

function randomItems(): OrderItem[] {
  const ids = PRODUCTS.filter(() => Math.random() < 0.6);
  if (ids.length === 0) ids.push(PRODUCTS[randomInt(0, PRODUCTS.length - 1)]!);
  return ids.map((productId) => ({ productId, quantity: randomInt(1, 3) }));
}

export async function killUnderLoad(engine: Engine, kills: number): Promise<Row> {
  return withCluster(engine, 1, async (cluster) => {
    const admin = await cluster.admin();
    for (const id of PRODUCTS) await admin.setStock(id, START_STOCK);
    log(`kill -9/${engine}: signing up ${BUYERS} shoppers`);
    const buyers = await cluster.shoppers(BUYERS);
    const ordersBefore = await storedOrderCount(admin);

    const acknowledged = new Map<string, Attempt>(); // order id → attempt
    let answered = 0; // 201s received during the load
    let cutOff = 0; // requests without an answer when the process died
    let storedUnanswered = 0; // of those, stored before the kill (the retry was replayed)
    const failures: string[] = []; // answers other than 201 during the load, or failed retries
    const unitsOrdered = new Map<number, number>();
    const count = (a: Attempt) => {
      for (const i of a.items)
        unitsOrdered.set(i.productId, (unitsOrdered.get(i.productId) ?? 0) + i.quantity);
    };

    for (let round = 1; round <= kills; round++) {
      const unanswered: Attempt[] = [];
      let dead = false;
      const worker = async () => {
        while (!dead) {
          const a: Attempt = {
            buyer: buyers[randomInt(0, BUYERS - 1)]!,
            key: newIdempotencyKey(),
            items: randomItems(),
          };
          try {
            const res = await a.buyer.placeOrder(a.items, a.key);
            if (res.status === 201) {
              acknowledged.set(res.json().order.orderId, a);
              answered++;
              count(a);
            } else failures.push(`load ${res.status}`);
          } catch {
            unanswered.push(a);
          }
        }
      };
      const load = Promise.all(Array.from({ length: WORKERS }, worker));
      await new Promise((r) => setTimeout(r, randomInt(300, 1500)));
      dead = true; // the workers send nothing new; what is in flight now is cut off
      cluster.shop.child.kill('SIGKILL');
      await cluster.shop.exited;
      await load;
      cutOff += unanswered.length;

      await cluster.restart();
      // The shoppers' browsers retry what got no answer, with the same key.
      for (const a of unanswered) {
        const res = await a.buyer
          .placeOrder(a.items, a.key)
          .catch((err: unknown) => errorCode(err));
        if (typeof res === 'string' || res.status !== 201) {
          failures.push(`retry ${typeof res === 'string' ? res : res.status}`);
          continue;
        }
        const orderId = res.json().order.orderId as string;
        if (res.headers['idempotent-replayed'] === 'true') storedUnanswered++;
        if (acknowledged.has(orderId)) failures.push('retry answered an acknowledged order');
        acknowledged.set(orderId, a);
        count(a);
      }
      log(
        `kill -9/${engine}: kill ${round}/${kills}, ${acknowledged.size} orders so far, ${unanswered.length} cut off`,
      );
    }

    // Every acknowledged order is there, for its owner, once.
    let missing = 0;
    for (const [orderId, a] of acknowledged) {
      const res = await a.buyer.get(`/api/orders/${orderId}`);
      if (res.status !== 200) missing++;
    }
    const stored = (await storedOrderCount(admin)) - ordersBefore;
    let stockOff = 0;
    const stockFigures: string[] = [];
    for (const id of PRODUCTS) {
      const left = await admin.stockOf(id);
      const sold = START_STOCK - left;
      const expected = unitsOrdered.get(id) ?? 0;
      stockFigures.push(`${sold}/${expected}`);
      if (sold !== expected) stockOff++;
    }
    const pass =
      missing === 0 && failures.length === 0 && stored === acknowledged.size && stockOff === 0;
    return {
      scenario: 'kill -9 under order load',
      engine,
      figures:
        `${kills} kills; ${answered} acknowledged, ${cutOff} cut off (retried: ${storedUnanswered} ` +
        `had been stored); ${stored} stored of ${acknowledged.size} expected, ${missing} missing; ` +
        `units sold/ordered ${stockFigures.join(' ')}` +
        (failures.length ? `; failures ${tally(failures)}` : ''),
      pass,
    };
  });
}
