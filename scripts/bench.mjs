// Measures the built shop: latency of catalogue API calls and server-rendered pages.
// Usage: npm run build && npm run bench   (figures, not assertions; see README)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const port = 3399;
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
const server = spawn('node', ['apps/server/dist/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});

async function waitUp() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/api/categories`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('server did not start');
}

async function measure(label, url, n = 300, concurrency = 4) {
  const times = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        next++;
        const t0 = performance.now();
        const res = await fetch(base + url);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
        times.push(performance.now() - t0);
      }
    }),
  );
  const wall = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p) =>
    times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(2);
  console.log(
    `${label.padEnd(34)} p50 ${pct(50).padStart(7)} ms   p95 ${pct(95).padStart(7)} ms   ${(n / wall).toFixed(0).padStart(5)} req/s`,
  );
}

try {
  await waitUp();
  for (const u of ['/api/products', '/', '/products', '/product/1']) await fetch(base + u); // warm up
  console.log(
    `node ${process.version}, ${os.cpus().length} cores, concurrency 4, 300 requests each`,
  );
  await measure('GET /api/products', '/api/products');
  await measure('GET /api/products?search=thermel…', '/api/products?search=thermel%20printer');
  await measure('GET /api/products?category=pos&sort', '/api/products?category=pos&sort=price-low');
  await measure('GET /api/products/32', '/api/products/32');
  await measure('page /', '/');
  await measure('page /products', '/products');
  await measure('page /product/1', '/product/1');
} finally {
  server.kill('SIGTERM');
  await sleep(300);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
