// Measures what a request costs the built shop, beside a bare Fastify sending the same bytes.
// Usage: npm run build && npm run bench   (figures, never assertions; see docs/performance.md)
//
// For each route: the shop's answer is read once, a bare Fastify on another port is given those
// exact bytes (body, content type, encoding) to send from memory, and both are loaded by
// autocannon with the same connections and duration (each server in a process of its own). The
// ratio shop / reference says how much of the machine's HTTP capacity the shop's own work leaves
// (1.0: as cheap as sending bytes).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
// Both servers are loaded this long before each measured run, so neither is measured while its
// code is still being compiled (the first route was measured cold before, and varied most).
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
// Each measured run is cut into this many turns, the shop's and the reference's alternating, so
// a shared machine changing speed mid-run slows both sides alike (the shop always running first
// once put the ratio of the same code at 0.8 and at 1.2 in one run).
const TURNS = Number(process.env.BENCH_TURNS ?? 4);
const port = 3399;
const base = `http://127.0.0.1:${port}`;

const BROTLI = { 'accept-encoding': 'gzip, deflate, br' };
const ROUTES = [
  { label: 'GET /api/products', path: '/api/products', target: 0.4 },
  { label: 'GET /api/products/1', path: '/api/products/1', target: 0.4 },
  {
    label: 'GET search "thermel printer"',
    path: '/api/products?search=thermel%20printer',
    target: 0.4,
  },
  { label: 'HTML /product/1', path: '/product/1', target: 0.1 },
  { label: 'HTML /products', path: '/products', target: 0.1 },
  { label: 'HTML /', path: '/', target: 0.1 },
  // As a browser asks: compressed answers (the rows above ask for none, as autocannon does).
  {
    label: 'search, brotli',
    path: '/api/products?search=thermel%20printer',
    target: 0.4,
    headers: BROTLI,
  },
  { label: 'HTML /product/1, brotli', path: '/product/1', target: 0.1, headers: BROTLI },
];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
const server = spawn('node', ['apps/server/dist/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  },
  stdio: 'inherit',
});

async function waitUp() {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('the shop did not start');
}

/** autocannon against `url` for `duration` seconds; throws when any answer is not 2xx. */
async function load(url, duration, headers = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) throw new Error(`${url}: ${bad} answers were not 2xx (or failed)`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/** One answer as sent (fetch would decompress it): status, headers and body bytes. */
function answer(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/** Turns of equal length as one run: mean req/s, median p50, the worst turn's p99. */
function combined(runs) {
  const p50s = runs.map((run) => run.p50).sort((a, b) => a - b);
  return {
    rps: runs.reduce((sum, run) => sum + run.rps, 0) / runs.length,
    p50: p50s[Math.floor(p50s.length / 2)],
    p99: Math.max(...runs.map((run) => run.p99)),
  };
}

/**
 * A bare Fastify answering every GET with these bytes, in a process of its own: run inside this
 * script it shared one event loop with autocannon and served about half of what it can.
 */
async function reference(body, headers) {
  const file = path.join(dataDir, 'reference-body');
  fs.writeFileSync(file, body);
  const child = spawn('node', ['scripts/bench-reference.mjs', file, JSON.stringify(headers)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = await once(child.stdout, 'data');
  return {
    port: Number(String(line).trim()),
    close: async () => {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

const fmt = (n, width, digits = 0) => n.toFixed(digits).padStart(width);

try {
  await waitUp();
  console.log(
    `node ${process.version}, ${os.cpus().length} cores, ${CONNECTIONS} connections, ${SECONDS} s per run in ${TURNS} turns alternating with the reference, after ${WARM_UP_SECONDS} s of warm-up`,
  );
  console.log(
    `${'route'.padEnd(30)} ${'shop req/s'.padStart(10)} ${'p50'.padStart(6)} ${'p99'.padStart(6)}   ${'ref req/s'.padStart(9)} ${'ratio'.padStart(6)} target`,
  );
  for (const route of ROUTES) {
    const res = await answer(base + route.path, route.headers);
    if (res.status !== 200) throw new Error(`${route.path} answered ${res.status}`);
    const sent = { 'content-type': res.headers['content-type'] ?? 'text/plain' };
    if (res.headers['content-encoding']) sent['content-encoding'] = res.headers['content-encoding'];
    const ref = await reference(res.body, sent);
    try {
      const refURL = `http://127.0.0.1:${ref.port}${route.path}`;
      if (WARM_UP_SECONDS > 0) {
        await load(base + route.path, WARM_UP_SECONDS, route.headers);
        await load(refURL, WARM_UP_SECONDS, route.headers);
      }
      const turns = { shop: [], bare: [] };
      for (let turn = 0; turn < TURNS; turn++) {
        turns.shop.push(await load(base + route.path, SECONDS / TURNS, route.headers));
        turns.bare.push(await load(refURL, SECONDS / TURNS, route.headers));
      }
      const shop = combined(turns.shop);
      const bare = combined(turns.bare);
      const ratio = shop.rps / bare.rps;
      console.log(
        `${route.label.padEnd(30)} ${fmt(shop.rps, 10)} ${fmt(shop.p50, 6)} ${fmt(shop.p99, 6)}   ${fmt(bare.rps, 9)} ${fmt(ratio, 6, 3)} ≥ ${route.target}${ratio >= route.target ? '' : '  (below)'}`,
      );
    } finally {
      await ref.close();
    }
  }
  console.log('latencies in ms; ratio = shop req/s ÷ same bytes from a bare Fastify');
} finally {
  server.kill('SIGTERM');
  await sleep(300);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
