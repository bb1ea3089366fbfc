// Lighthouse over the built shop: mobile, default simulated throttling,
// Debian's Chromium, median of N runs per page.
//
// Usage: npm run build && npm run bench:web [-- --runs 3] [-- --pages /,/cart] [-- --json out.json]
//        [-- --reports dir]  (each page's median Lighthouse report, to read what a figure is made of)
// Figures, not assertions; see the README's Performance section.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  // Without these Chromium opens connections of its own, which this closed network refuses.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const DEFAULT_PAGES = ['/', '/products', '/product/1', '/cart', '/login', '/checkout'];
const MAX_RETRIES = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

// ---------------------------------------------------------------------------------- arguments

function usage(message) {
  if (message) console.error(`bench:web: ${message}`);
  console.error(
    'usage: npm run bench:web -- [--runs N] [--pages /,/products,...] [--json out.json] [--reports dir]',
  );
  process.exit(2);
}

function parseArgs(argv) {
  const opts = { runs: 3, pages: DEFAULT_PAGES, json: undefined, reports: undefined };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => {
      if (inline !== undefined) return inline;
      const v = argv[++i];
      if (v === undefined) usage(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--runs': {
        const n = Number(value());
        if (!Number.isInteger(n) || n < 1) usage('--runs must be a whole number ≥ 1');
        opts.runs = n;
        break;
      }
      case '--pages': {
        const pages = value()
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean);
        if (!pages.length || pages.some((p) => !p.startsWith('/')))
          usage('--pages takes paths starting with /, separated by commas');
        opts.pages = pages;
        break;
      }
      case '--json':
        opts.json = path.resolve(value());
        break;
      case '--reports':
        opts.reports = path.resolve(value());
        break;
      case '-h':
      case '--help':
        usage();
        break;
      default:
        usage(`unknown option ${argv[i]}`);
    }
  }
  return opts;
}

// ------------------------------------------------------------------------------------- server

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Newest modification time under a folder (files and folders), to notice a build in progress. */
function newestMtime(dir) {
  let newest = fs.statSync(dir).mtimeMs;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const stat = fs.statSync(path.join(entry.parentPath ?? entry.path, entry.name));
    newest = Math.max(newest, stat.mtimeMs);
  }
  return newest;
}

/**
 * Copies the build into a temporary tree laid out like the repository (apps/server/dist,
 * apps/web/build, the demo catalogue in apps/server/seed, node_modules linked), so a `npm run build` started by someone else during the
 * minutes Lighthouse takes cannot change the pages half-way through a run.
 */
async function snapshotBuild(dist, webBuild) {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-web-build-'));
  for (let attempt = 1; ; attempt++) {
    try {
      const before = Math.max(newestMtime(dist), newestMtime(webBuild));
      fs.cpSync(dist, path.join(tree, 'apps/server/dist'), { recursive: true, force: true });
      fs.cpSync(webBuild, path.join(tree, 'apps/web/build'), { recursive: true, force: true });
      // The server reads the demo catalogue from beside its bundle (ADR 030).
      fs.cpSync(path.join(dist, '../seed'), path.join(tree, 'apps/server/seed'), {
        recursive: true,
        force: true,
      });
      const after = Math.max(newestMtime(dist), newestMtime(webBuild));
      if (before === after && Date.now() - after > 2000) break;
    } catch {
      // a file went away while copying: a build is emptying its output folder
    }
    if (attempt === 30) {
      fs.rmSync(tree, { recursive: true, force: true });
      throw new Error('the build kept changing (a build is running?); try again when it is done');
    }
    fs.rmSync(path.join(tree, 'apps'), { recursive: true, force: true });
    await sleep(2000);
  }
  for (const modules of ['node_modules', 'apps/server/node_modules', 'apps/web/node_modules']) {
    if (fs.existsSync(path.join(root, modules))) {
      fs.symlinkSync(path.join(root, modules), path.join(tree, modules), 'dir');
    }
  }
  return tree;
}

async function startShop() {
  const dist = path.join(root, 'apps/server/dist');
  const webBuild = path.join(root, 'apps/web/build');
  const missing = [path.join(dist, 'main.js'), webBuild].filter((p) => !fs.existsSync(p));
  if (missing.length) {
    console.error(
      `bench:web: ${missing.map((p) => path.relative(root, p)).join(' and ')} missing: run npm run build first`,
    );
    process.exit(1);
  }
  const tree = await snapshotBuild(dist, webBuild);
  const main = path.join(tree, 'apps/server/dist/main.js');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-web-'));
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
      PUBLIC_URL: base,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = null;
  const exitPromise = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve();
    }),
  );

  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      // the server drains for SHUTDOWN_DELAY_SECONDS (1 s by default) before closing
      await Promise.race([exitPromise, sleep(30_000)]);
      if (!exited) child.kill('SIGKILL');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(tree, { recursive: true, force: true });
  };

  let readyPath = '/readyz';
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) {
      await stop();
      throw new Error(`the shop exited while starting (${exited.signal ?? `code ${exited.code}`})`);
    }
    try {
      const res = await fetch(base + readyPath, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) break;
      if (res.status === 404 && readyPath === '/readyz') readyPath = '/'; // older server
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the shop did not answer 200 on ${readyPath} within 60 s`);
    }
    await sleep(150);
  }
  return { base, stop };
}

// ------------------------------------------------------------------------- signed-in customer

/** Signs a new customer up and fills their account cart; returns the `sid` cookie's value. */
async function signedInCustomer(base) {
  const headers = { 'content-type': 'application/json', 'x-requested-with': 'fetch' };
  const res = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: 'Bench Customer',
      email: `bench-${Date.now()}@example.in`,
      password: 'bench-web-password',
    }),
  });
  if (res.status !== 201) {
    throw new Error(`signup answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  }
  const sid = res.headers
    .getSetCookie()
    .map((c) => /^sid=([^;]*)/.exec(c))
    .find(Boolean)?.[1];
  if (!sid) throw new Error('signup set no sid cookie');
  const cookie = `sid=${sid}`;

  const cart = await fetch(`${base}/api/cart`, {
    method: 'PUT',
    headers: { ...headers, cookie },
    body: JSON.stringify({ items: [{ id: 1, quantity: 1 }] }),
  });
  if (!cart.ok) {
    console.warn(
      `bench:web: warning: PUT /api/cart answered ${cart.status}; /checkout runs with an empty cart`,
    );
  }
  await cart.arrayBuffer();
  return cookie;
}

// ---------------------------------------------------------------------------------- lighthouse

let computeMedianRun;
try {
  ({ computeMedianRun } = await import('lighthouse/core/lib/median-run.js'));
} catch {
  computeMedianRun = undefined;
}

/** Lighthouse's median run (closest to the median FCP and TTI), else the median by perf score. */
function medianRun(lhrs) {
  if (computeMedianRun) {
    try {
      return computeMedianRun(lhrs);
    } catch {
      // a run lacked FCP or TTI: fall back to the score
    }
  }
  const sorted = lhrs
    .slice()
    .sort(
      (a, b) => (a.categories.performance.score ?? -1) - (b.categories.performance.score ?? -1),
    );
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

let chromeVersion;
let currentChrome;

async function runLighthouse(url, extraHeaders) {
  // chrome-launcher's own Ctrl-C handler would exit before the shop is stopped: ours does both.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
  });
  currentChrome = chrome;
  try {
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    };
    if (extraHeaders) flags.extraHeaders = extraHeaders;
    const result = await lighthouse(url, flags);
    if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (!chromeVersion) {
      // the user agent's version is reduced (156.0.0.0); the DevTools endpoint has the full one
      const info = await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
        .then((r) => r.json())
        .catch(() => ({}));
      chromeVersion = info.Browser?.split('/')[1];
    }
    return result.lhr;
  } finally {
    currentChrome = undefined;
    await chrome.kill();
  }
}

function figures(lhr) {
  const score = (id) => {
    const s = lhr.categories[id]?.score;
    return s == null ? null : Math.round(s * 100);
  };
  const num = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    bytes: num('total-byte-weight'),
    fcpMs: num('first-contentful-paint'),
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
    runtimeError: lhr.runtimeError?.code,
    runtimeErrorMessage: lhr.runtimeError?.message,
    warnings: lhr.runWarnings ?? [],
    // audits that cost points outside performance, to see what the scores are made of
    failedAudits: Object.values(lhr.categories)
      .filter((c) => c.id !== 'performance')
      .flatMap((c) => c.auditRefs)
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  };
}

// -------------------------------------------------------------------------------------- table

function table(rows) {
  const header = ['page', 'perf', 'a11y', 'best-pr.', 'SEO', 'LCP (s)', 'TBT (ms)', 'CLS', 'KB'];
  const fmt = (v, f) => (v == null || Number.isNaN(v) ? '–' : f(v));
  const lines = rows.map(({ page, median: m }) => [
    page,
    fmt(m.performance, String),
    fmt(m.accessibility, String),
    fmt(m.bestPractices, String),
    fmt(m.seo, String),
    fmt(m.lcpMs, (v) => (v / 1000).toFixed(1)),
    fmt(m.tbtMs, (v) => Math.round(v).toString()),
    fmt(m.cls, (v) => v.toFixed(3)),
    fmt(m.bytes, (v) => Math.round(v / 1024).toString()),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [row(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(row)].join('\n');
}

// --------------------------------------------------------------------------------------- main

const opts = parseArgs(process.argv.slice(2));
const tty = process.stderr.isTTY;
const progress = (msg) => (tty ? process.stderr.write(`\r\x1b[K${msg}`) : console.error(msg));

if (!fs.existsSync(CHROME_PATH)) {
  console.error(`bench:web: no Chromium at ${CHROME_PATH} (set CHROME_PATH or install chromium)`);
  process.exit(1);
}

const shop = await startShop();
let interrupted; // the promise of the stop a signal started
const onSignal = (sig) => {
  if (interrupted) return;
  console.error(`\nbench:web: ${sig}, stopping the shop`);
  interrupted = Promise.allSettled([currentChrome?.kill(), shop.stop()]).finally(() =>
    process.exit(130),
  );
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

let failed = false;
try {
  const cookie = opts.pages.includes('/checkout') ? await signedInCustomer(shop.base) : undefined;
  const lhVersion = JSON.parse(
    fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
  ).version;
  const rows = [];
  const started = Date.now();

  for (const page of opts.pages) {
    const headers = page === '/checkout' ? { Cookie: cookie } : undefined;
    const lhrs = [];
    let retries = 0;
    for (let i = 1; i <= opts.runs; i++) {
      progress(`bench:web: ${page} run ${i}/${opts.runs}`);
      const lhr = await runLighthouse(shop.base + page, headers);
      lhrs.push(lhr);
      // Lighthouse sometimes loses the trace (NO_NAVSTART and the like, more often on a busy
      // machine): such a run has no metrics, so it is repeated, at most MAX_RETRIES times a page.
      if (lhr.runtimeError && retries < MAX_RETRIES) {
        retries++;
        i--;
        console.error(
          `${tty ? '\n' : ''}bench:web: ${page}: ${lhr.runtimeError.code}, running it again`,
        );
      }
    }
    const valid = lhrs.filter((lhr) => !lhr.runtimeError);
    const median = medianRun(valid.length ? valid : lhrs);
    const m = figures(median);
    rows.push({ page, median: m, runs: lhrs.map(figures) });
    if (opts.reports) {
      fs.mkdirSync(opts.reports, { recursive: true });
      const name = page === '/' ? 'home' : page.slice(1).replaceAll('/', '-');
      fs.writeFileSync(path.join(opts.reports, `${name}.json`), JSON.stringify(median));
    }
    if (m.runtimeError) {
      console.error(`${tty ? '\n' : ''}bench:web: warning: ${page}: ${m.runtimeError}`);
    }
    if (page === '/checkout' && m.finalUrl) {
      const final = new URL(m.finalUrl).pathname;
      if (final !== '/checkout') {
        console.error(
          `${tty ? '\n' : ''}bench:web: warning: /checkout ended on ${final}, not /checkout: the sign-in did not hold`,
        );
      }
    }
  }
  if (tty) process.stderr.write('\r\x1b[K');

  console.log(
    `Lighthouse ${lhVersion}, Chromium ${chromeVersion ?? '?'}, mobile, simulated throttling, ` +
      `median of ${opts.runs} run${opts.runs === 1 ? '' : 's'}; node ${process.version}, ` +
      `${os.cpus().length} cores, ${Math.round((Date.now() - started) / 1000)} s`,
  );
  console.log(table(rows));

  if (opts.json) {
    fs.writeFileSync(
      opts.json,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          lighthouse: lhVersion,
          chromium: chromeVersion,
          runsPerPage: opts.runs,
          pages: rows,
        },
        null,
        2,
      ) + '\n',
    );
    console.log(`figures written to ${opts.json}`);
  }
} catch (err) {
  failed = true;
  if (interrupted) await interrupted; // exits with 130; the error is only Chromium going away
  console.error(`${tty ? '\n' : ''}bench:web: ${err instanceof Error ? err.message : err}`);
} finally {
  if (!interrupted) await shop.stop();
}
process.exit(failed ? 1 : 0);
