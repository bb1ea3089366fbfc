// Soak: a steady mix of browsing, pages, carts and orders for N minutes while the server's
// resident memory is sampled. After the warm-up, memory must not grow by more than 10%.
import fs from 'node:fs';
import { errorCode, type ShopClient } from '../../apps/server/test/process/http-client';
import { log, tally, withCluster, type Engine, type Row } from './common';

const RATE = 50; // requests per second, all workers together
const WORKERS = 10;
const SAMPLE_MS = 2_000;
const MAX_GROWTH = 0.1;
const ORDER_PRODUCTS = [1, 8, 32, 38];
const SEARCHES = ['printer', 'thermal', 'scaner', 'barcode', 'pos machine', 'billing', 'label'];

/** Resident memory of a process in MiB (Linux). */
function rssMiB(pid: number): number | undefined {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.floor(s.length / 2)]!;
};
const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function soak(engine: Engine, minutes: number): Promise<Row> {
  return withCluster(engine, 1, async (cluster) => {
    const admin = await cluster.admin();
    for (const id of ORDER_PRODUCTS) await admin.setStock(id, 1_000_000);
    const buyers = await cluster.shoppers(20);
    const guest = buyers[0]!; // its session does not matter for catalogue reads
    const productIds: number[] = (await guest.get('/api/products?pageSize=48'))
      .json()
      .items.map((p: { id: number }) => p.id);

    const ops: Array<[weight: number, run: (b: ShopClient) => Promise<{ status: number }>]> = [
      [20, (b) => b.get(`/api/products?page=${1 + Math.floor(Math.random() * 3)}`)],
      [15, (b) => b.get(`/api/products?search=${encodeURIComponent(pick(SEARCHES))}`)],
      [15, (b) => b.get(`/api/products/${pick(productIds)}`)],
      [8, (b) => b.get('/')],
      [8, (b) => b.get(`/product/${pick(productIds)}`)],
      [5, (b) => b.get('/products?category=printers')],
      [
        10,
        (b) =>
          b.put('/api/cart', {
            items: [{ id: pick(productIds), quantity: 1 + Math.floor(Math.random() * 3) }],
          }),
      ],
      [10, (b) => b.get('/api/cart')],
      [5, (b) => b.get('/api/auth/me')],
      [4, (b) => b.placeOrder([{ productId: pick(ORDER_PRODUCTS), quantity: 1 }])],
    ];
    const totalWeight = ops.reduce((n, [w]) => n + w, 0);
    const chooseOp = () => {
      let r = Math.random() * totalWeight;
      for (const [w, run] of ops) if ((r -= w) < 0) return run;
      return ops[0]![1];
    };

    const durationMs = minutes * 60_000;
    const warmupMs = Math.min(120_000, Math.max(20_000, durationMs / 4));
    const started = Date.now();
    const end = started + durationMs;
    const statuses: string[] = [];
    const latencies: number[] = [];
    const samples: Array<{ t: number; mib: number }> = [];
    const pid = cluster.shop.child.pid!;
    const sampler = setInterval(() => {
      const mib = rssMiB(pid);
      if (mib !== undefined) samples.push({ t: Date.now() - started, mib });
    }, SAMPLE_MS);
    const progress = setInterval(
      () =>
        log(
          `soak/${engine}: ${Math.round((Date.now() - started) / 1000)} s, ${statuses.length} requests, RSS ${samples.at(-1)?.mib.toFixed(1)} MiB`,
        ),
      30_000,
    );

    log(`soak/${engine}: ${minutes} min at ${RATE} req/s (warm-up ${warmupMs / 1000} s)`);
    const slotMs = (WORKERS * 1000) / RATE;
    await Promise.all(
      Array.from({ length: WORKERS }, async (_, w) => {
        let next = started + (w * slotMs) / WORKERS;
        while (next < end) {
          await sleep(Math.max(0, next - Date.now()));
          next += slotMs;
          const t0 = performance.now();
          try {
            const res = await chooseOp()(pick(buyers));
            statuses.push(res.status >= 500 ? String(res.status) : `${String(res.status)[0]}xx`);
          } catch (err) {
            statuses.push(errorCode(err));
          }
          latencies.push(performance.now() - t0);
        }
      }),
    );
    clearInterval(sampler);
    clearInterval(progress);

    const measured = samples.filter((s) => s.t >= warmupMs);
    const span = durationMs - warmupMs;
    const base = median(measured.filter((s) => s.t < warmupMs + span / 4).map((s) => s.mib));
    const last = median(measured.filter((s) => s.t >= durationMs - span / 4).map((s) => s.mib));
    const growth = last / base - 1;
    const errors = statuses.filter((s) => !/^[234]xx$/.test(s)).length;
    latencies.sort((a, b) => a - b);
    const p = (q: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(0);
    return {
      scenario: `soak ${minutes} min`,
      engine,
      figures:
        `${statuses.length} requests (${tally(statuses)}), p50 ${p(0.5)} ms p99 ${p(0.99)} ms; ` +
        `RSS after warm-up ${base.toFixed(1)} → ${last.toFixed(1)} MiB (${(growth * 100).toFixed(1)}%, ` +
        `peak ${Math.max(...samples.map((s) => s.mib)).toFixed(1)})`,
      pass: Number.isFinite(growth) && growth <= MAX_GROWTH && errors === 0,
    };
  });
}
