// Measures the shop with a distributor's range: 100,000 products.
// Usage: npm run build && npm run bench:scale   (figures, never assertions)
//   BENCH_SCALE_DB=sqlite|postgres|both (default both), BENCH_SCALE_PRODUCTS (100000),
//   BENCH_SCALE_SECONDS per load run (6) after BENCH_WARM_UP_SECONDS (2) unmeasured,
//   BENCH_SCALE_CONNECTIONS (4), BENCH_SCALE_NODE_ARGS
//   (node flags for the measured server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
//
// For each engine: a scratch database is migrated and seeded by the built server, filled with
// generated products (the 44 demo products varied: names with model codes, ~120 brands, prices;
// each with copies of its demo product's reviews),
// then the server is started afresh and measured: time until the catalogue answers, how long
// /robots.txt waits meanwhile and during an edit, RSS idle and peak, p95 of search, filtered
// lists, SSR /products and product pages, and the sitemap's files.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import Database from './server-sqlite.mjs';
import pg from 'pg';

const PRODUCTS = Number(process.env.BENCH_SCALE_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 6);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_SCALE_CONNECTIONS ?? 4);
const NODE_ARGS = (process.env.BENCH_SCALE_NODE_ARGS ?? '').split(' ').filter(Boolean);
const ENGINES =
  (process.env.BENCH_SCALE_DB ?? 'both') === 'both'
    ? ['sqlite', 'postgres']
    : [process.env.BENCH_SCALE_DB];
const PG_ADMIN = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = 3398;
const base = `http://127.0.0.1:${port}`;
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** GET `url`: status (0 when the connection failed), body and milliseconds taken. */
function get(pathname, headers = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get(base + pathname, { agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          body: Buffer.concat(chunks).toString(),
          ms: performance.now() - started,
        }),
      );
    });
    // A reset or refused connection answers status 0 (counted as a failure, never thrown).
    req.on('error', () => resolve({ status: 0, body: '', ms: performance.now() - started }));
  });
}

// ---- generated catalogue -------------------------------------------------------------------

const SYLLABLES = ['ka', 'ro', 'mi', 'tech', 'vo', 'zen', 'pri', 'sta', 'lu', 'dex', 'na', 'quo'];
const BRANDS = Array.from({ length: 120 }, (_, i) => {
  const a = SYLLABLES[i % SYLLABLES.length];
  const b = SYLLABLES[Math.floor(i / SYLLABLES.length) % SYLLABLES.length];
  return `${a[0].toUpperCase()}${a.slice(1)}${b}`;
});
const COLOURS = ['black', 'white', 'grey', 'blue', 'silver', 'red'];
let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = (list) => list[Math.floor(random() * list.length)];

/** The i-th generated product row, varied from a demo product row. */
function generated(template, i) {
  const model = `${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + ((i / 26) % 26))}-${i}`;
  const colour = pick(COLOURS);
  const now = new Date().toISOString();
  const { id: _id, ...row } = template;
  return {
    ...row,
    name: `${template.name} ${model}`,
    brand: random() < 0.7 ? pick(BRANDS) : template.brand,
    price: Math.max(99, Math.round(template.price * (0.5 + random()))),
    stock: random() < 0.1 ? 0 : Math.floor(random() * 200),
    description: `${template.description} Model ${model} in a ${colour} finish.`,
    created_at: now,
    updated_at: now,
  };
}

/**
 * A generated product carries its demo product's rating and review count, so it gets copies of
 * that product's reviews too: every page can list the reviews it counts, as the shop's own
 * data always can.
 */
function reviewCopies(reviews, templateId, productId) {
  return reviews
    .filter((r) => r.product_id === templateId)
    .map(({ id: _id, ...review }) => ({ ...review, product_id: productId }));
}

async function fillSqlite(file, count) {
  const db = new Database(file);
  const templates = db.prepare('select * from products order by id').all();
  const reviews = db.prepare('select * from reviews').all();
  const columns = Object.keys(generated(templates[0], 0));
  const insert = db.prepare(
    `insert into products (${columns.join(', ')}) values (${columns.map((c) => '@' + c).join(', ')})`,
  );
  const reviewColumns = Object.keys(reviews[0]).filter((c) => c !== 'id');
  const insertReview = db.prepare(
    `insert into reviews (${reviewColumns.join(', ')}) values (${reviewColumns.map((c) => '@' + c).join(', ')})`,
  );
  db.transaction(() => {
    for (let i = templates.length; i < count; i++) {
      const template = templates[i % templates.length];
      const { lastInsertRowid } = insert.run(generated(template, i));
      for (const review of reviewCopies(reviews, template.id, Number(lastInsertRowid))) {
        insertReview.run(review);
      }
    }
    db.prepare(`update meta set value = ? where key = 'catalogue_revision'`).run(
      `bench-${Date.now()}`,
    );
  })();
  db.close();
}

async function fillPostgres(url, count) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const { rows: templates } = await db.query('select * from products order by id');
  const { rows: reviews } = await db.query('select * from reviews');
  const columns = Object.keys(generated(templates[0], 0));
  const reviewColumns = Object.keys(reviews[0]).filter((c) => c !== 'id');
  /** One insert of many rows: `insert into table (columns) values (…), (…) returning id`. */
  const insertRows = (table, names, rows) => {
    const values = [];
    const tuples = rows.map((row) => `(${names.map((c) => `$${values.push(row[c])}`).join(', ')})`);
    return db.query(
      `insert into ${table} (${names.join(', ')}) values ${tuples.join(', ')} returning id`,
      values,
    );
  };
  await db.query('begin');
  for (let start = templates.length; start < count; start += 1000) {
    const batch = [];
    for (let i = start; i < Math.min(count, start + 1000); i++) {
      const template = templates[i % templates.length];
      batch.push({ template, row: generated(template, i) });
    }
    const { rows: ids } = await insertRows(
      'products',
      columns,
      batch.map((b) => b.row),
    );
    const copies = batch.flatMap((b, k) => reviewCopies(reviews, b.template.id, ids[k].id));
    if (copies.length > 0) await insertRows('reviews', reviewColumns, copies);
  }
  await db.query(`update meta set value = $1 where key = 'catalogue_revision'`, [
    `bench-${Date.now()}`,
  ]);
  await db.query('commit');
  await db.query('analyze');
  await db.end();
}

// ---- the server -----------------------------------------------------------------------------

function startServer(env) {
  const child = spawn(process.execPath, [...NODE_ARGS, 'apps/server/dist/main.js'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function waitUp() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await get('/readyz')).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error('the shop did not start');
}

/** Resident set now and at its peak (MB), from /proc. */
function memory(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Polls /robots.txt every 20 ms while `work` runs: the longest wait, in ms. */
async function longestWaitDuring(work) {
  let done = false;
  let longest = 0;
  const poller = (async () => {
    while (!done) {
      // A failed request (reset, timed out) waited too: it counts until it failed.
      const started = performance.now();
      await get('/robots.txt');
      longest = Math.max(longest, performance.now() - started);
      await sleep(20);
    }
  })();
  try {
    const result = await work();
    done = true;
    await poller; // the last poll's wait counts too
    return { result, longest };
  } finally {
    done = true;
  }
}

/**
 * CONNECTIONS connections of autocannon (as npm run bench) sending GETs from `nextPath()` for
 * `seconds`: each answer's ms and status. autocannon costs the shared cores about a third of
 * what a Node http client did (0.3 against 1.0 ms of CPU per product page).
 */
function drive(nextPath, headers, seconds) {
  const answers = [];
  return new Promise((resolve, reject) => {
    const run = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        headers,
        requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        // Connections that failed answer nothing: counted as failures, as a reset was before.
        for (let i = 0; i < result.errors + result.timeouts; i++) answers.push({ status: 0 });
        resolve(answers);
      },
    );
    run.on('response', (_client, status, _bytes, ms) => answers.push({ status, ms }));
  });
}

/**
 * WARM_UP_SECONDS of the same requests unmeasured (as npm run bench does: a route's first
 * seconds measure the JIT compiling it, not its cost), then SECONDS measured: req/s, p50 and
 * p95 ms, CPU ms per request, failures.
 */
async function load(nextPath, headers = {}) {
  if (WARM_UP_SECONDS > 0) await drive(nextPath, headers, WARM_UP_SECONDS);
  const cpuBefore = cpuMs(measuredPid);
  const answers = await drive(nextPath, headers, SECONDS);
  const failed = answers.filter((res) => res.status !== 200).length;
  const latencies = answers
    .filter((res) => res.ms !== undefined)
    .map((res) => res.ms)
    .sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  const cpuPerRequest = (cpuMs(measuredPid) - cpuBefore) / latencies.length;
  return {
    rps: latencies.length / SECONDS,
    p50: at(0.5),
    p95: at(0.95),
    cpuPerRequest,
    failed,
  };
}

/** The server process whose CPU time `load` reports. */
let measuredPid = 0;

/**
 * CPU time (user + system) a process has used so far, in ms, from /proc: per request it is the
 * cost of an answer, not its wait. A shared machine moves it too (6-11 ms per product page for
 * the same code within one day), so compare runs made close together.
 */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after "pid (name) ".
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}
// USER_HZ, the unit of those fields: 100 on Linux (getconf CLK_TCK).
const CLOCK_TICKS = 100;

const SEARCHES = [
  'thermel printer',
  'thermal printer',
  'barcode scaner',
  'billing machine',
  'pos terminal',
  'bluetooth printer',
  'note counting',
  'handheld',
  'scanner',
  'paper roll',
  'label printer',
  'cash drawer',
  'touch pos',
  'software gst',
  'printr',
  'wireless scanner',
];
const CATEGORY_FILTERS = [
  'thermal-printer',
  'barcode-scanner',
  'billing-machine',
  'printers',
  'pos',
  'scanners',
  'touch-pos',
  'billing-software',
];
const SORTS = ['featured', 'price-low', 'price-high', 'name', 'rating'];
// A cookie the pages read (a cart's, here with a token no cart has, so nothing more is read)
// makes every page a render: pages are kept only for visitors without one (ADR 094).
const RENDER = { cookie: 'cart_id=bench' };

async function measure(engine, env, pid, ids) {
  const figures = {};
  const randomId = () => ids[Math.floor(random() * ids.length)];
  measuredPid = pid;
  figures['RSS idle MB'] = memory(pid).rss;

  // An edit: a product renamed and repriced, as the back office does it (row + revision).
  const word = `zircon${Date.now().toString(36)}`;
  const target = ids[Math.floor(ids.length / 2)];
  const edit = await longestWaitDuring(async () => {
    const started = performance.now();
    await env.edit(target, word);
    for (;;) {
      const res = await get(`/api/products?search=${word}`);
      if (res.status === 200 && JSON.parse(res.body).items.some((p) => p.id === target)) break;
      if (performance.now() - started > 60_000) throw new Error('the edit never showed');
    }
    return performance.now() - started;
  });
  figures['edit visible in search ms'] = edit.result;
  figures['robots.txt longest wait during edit ms'] = edit.longest;

  const search = await load(() => `/api/products?search=${encodeURIComponent(pick(SEARCHES))}`);
  figures['search req/s'] = search.rps;
  figures['search p95 ms'] = search.p95;
  if (search.failed) figures['search non-200 answers'] = search.failed;
  const list = await load(
    () =>
      `/api/products?category=${pick(CATEGORY_FILTERS)}&sort=${pick(SORTS)}&page=${1 + Math.floor(random() * 5)}` +
      (random() < 0.3 ? '&price=under-5000' : ''),
  );
  figures['filtered list req/s'] = list.rps;
  figures['filtered list p95 ms'] = list.p95;
  if (list.failed) figures['filtered list non-200 answers'] = list.failed;
  const listing = await load(
    () => `/products?category=${pick(CATEGORY_FILTERS)}&sort=${pick(SORTS)}`,
    RENDER,
  );
  figures['SSR /products req/s'] = listing.rps;
  figures['SSR /products p95 ms'] = listing.p95;
  figures['SSR /products CPU ms per page'] = listing.cpuPerRequest;
  if (listing.failed) figures['SSR /products non-200 answers'] = listing.failed;
  const product = await load(() => `/product/${randomId()}`, RENDER);
  figures['SSR product page req/s'] = product.rps;
  figures['SSR product page p95 ms'] = product.p95;
  figures['SSR product page CPU ms per page'] = product.cpuPerRequest;
  if (product.failed) figures['SSR product page non-200 answers'] = product.failed;
  // Visitors without a session (crawlers, first visits): a product page is kept once rendered,
  // so this includes keeping each one and the memory the kept pages take.
  const visitor = await load(() => `/product/${randomId()}`);
  figures['product page, no session, req/s'] = visitor.rps;
  figures['product page, no session, p95 ms'] = visitor.p95;
  if (visitor.failed) figures['product page, no session, non-200 answers'] = visitor.failed;

  const index = await get('/sitemap.xml');
  figures['/sitemap.xml ms'] = index.ms;
  figures['/sitemap.xml MB'] = index.body.length / 1e6;
  const files = [...index.body.matchAll(/<sitemap>\s*<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  if (files.length === 0) {
    figures['/sitemap.xml URLs'] = (index.body.match(/<url>/g) ?? []).length;
  }
  // Each file once, in the index's order: the slowest answer and the largest file.
  const answers = [];
  for (const loc of files) {
    const res = await get(new URL(loc).pathname);
    answers.push({ ms: res.ms, urls: (res.body.match(/<url>/g) ?? []).length });
  }
  if (answers.length > 0) {
    figures['sitemap files'] = answers.length;
    figures['sitemap URLs, all files'] = answers.reduce((sum, a) => sum + a.urls, 0);
    figures['sitemap URLs, largest file'] = Math.max(...answers.map((a) => a.urls));
    figures['sitemap file, slowest ms'] = Math.max(...answers.map((a) => a.ms));
  }
  figures['RSS peak MB'] = memory(pid).peak;
  return figures;
}

async function runEngine(engine) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-scale-'));
  const env = { DATA_DIR: dataDir };
  let dropPg;
  if (engine === 'postgres') {
    const name = `shop_bench_${crypto.randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(PG_ADMIN);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropPg = async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const sqliteFile = path.join(dataDir, 'shop.sqlite');
  const edits = {
    sqlite: async (id, word) => {
      const db = new Database(sqliteFile);
      db.transaction(() => {
        db.prepare(
          `update products set name = name || ' ' || ?, price = price + 1, updated_at = ? where id = ?`,
        ).run(word, new Date().toISOString(), id);
        db.prepare(`update meta set value = ? where key = 'catalogue_revision'`).run(
          `edit-${word}`,
        );
      })();
      db.close();
    },
    postgres: async (id, word) => {
      const db = new pg.Client({ connectionString: env.DATABASE_URL });
      await db.connect();
      await db.query('begin');
      await db.query(
        `update products set name = name || ' ' || $1, price = price + 1, updated_at = $2 where id = $3`,
        [word, new Date().toISOString(), id],
      );
      await db.query(`update meta set value = $1 where key = 'catalogue_revision'`, [
        `edit-${word}`,
      ]);
      await db.query('commit');
      await db.end();
    },
  };
  let child;
  try {
    // Migrate and seed the demo catalogue, then add the generated products.
    child = startServer(env);
    await waitUp();
    await stopServer(child);
    const filled = performance.now();
    if (engine === 'sqlite') await fillSqlite(sqliteFile, PRODUCTS);
    else await fillPostgres(env.DATABASE_URL, PRODUCTS);
    console.log(
      `[${engine}] ${PRODUCTS} products written in ${((performance.now() - filled) / 1000).toFixed(1)} s`,
    );

    const started = performance.now();
    child = startServer(env);
    await waitUp();
    const listening = performance.now() - started;
    const first = await longestWaitDuring(async () => {
      for (;;) {
        const res = await get('/api/products?pageSize=1');
        if (res.status === 200) return performance.now() - started;
        await sleep(20);
      }
    });
    const figures = {
      'listening (readyz 200) ms': listening,
      'catalogue ready (first list) ms': first.result,
      'robots.txt longest wait during load ms': first.longest,
    };
    const { ids } = await idsOf(engine, env, sqliteFile);
    Object.assign(figures, await measure(engine, { edit: edits[engine] }, child.pid, ids));
    return figures;
  } finally {
    if (child) await stopServer(child);
    await dropPg?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function idsOf(engine, env, sqliteFile) {
  if (engine === 'sqlite') {
    const db = new Database(sqliteFile, { readonly: true });
    const ids = db
      .prepare('select id from products where hidden = 0')
      .all()
      .map((r) => r.id);
    db.close();
    return { ids };
  }
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  const { rows } = await db.query('select id from products where hidden = 0');
  await db.end();
  return { ids: rows.map((r) => r.id) };
}

console.log(
  `node ${process.version}, ${os.cpus().length} cores, ${PRODUCTS} products, ${CONNECTIONS} connections, ${SECONDS} s per load run after ${WARM_UP_SECONDS} s of warm-up`,
);
const results = {};
for (const engine of ENGINES) results[engine] = await runEngine(engine);
const keys = [...new Set(Object.values(results).flatMap((r) => Object.keys(r)))];
console.log(
  `\n| figure | ${ENGINES.join(' | ')} |\n| --- | ${ENGINES.map(() => '---:').join(' | ')} |`,
);
for (const key of keys) {
  const cells = ENGINES.map((e) => {
    const v = results[e][key];
    return v === undefined ? '' : v >= 100 ? v.toFixed(0) : v.toFixed(1);
  });
  console.log(`| ${key} | ${cells.join(' | ')} |`);
}
agent.destroy();
