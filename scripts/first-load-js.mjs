// Prints the JavaScript each storefront page loads before it is interactive: the route manifest,
// the client entry, and the root and page route modules with everything they import statically,
// i.e. exactly the modules the server-rendered HTML imports and preloads. Sizes are gzip level 9
// per file, as Vite prints them.
// Runs after `react-router build` (see apps/web's build script); reads the build's asset manifest.
// Usage: node scripts/first-load-js.mjs [--detail]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

const BUDGET_KB = 120;
const BUDGET_ROUTE = 'routes/product';
const PAGES = [
  ['/', 'routes/home'],
  ['/products', 'routes/products'],
  ['/product/:id', 'routes/product'],
  ['/cart', 'routes/cart'],
  ['/checkout', 'routes/checkout'],
  ['/login', 'routes/login'],
];

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/build');
const { assets } = await import(pathToFileURL(path.join(webDir, 'server/index.js')).href);

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzipped = new Map();
function gzipSize(file) {
  if (!gzipped.has(file)) {
    const buf = fs.readFileSync(path.join(webDir, 'client', file));
    gzipped.set(file, zlib.gzipSync(buf, { level: 9 }).length);
  }
  return gzipped.get(file);
}

function firstLoad(routeId) {
  // The route manifest too: every page imports it whole (routeDiscovery "initial", ADR 082).
  const files = new Set([assets.url, assets.entry.module, ...assets.entry.imports]);
  for (const id of ['root', routeId]) {
    const route = assets.routes[id];
    if (!route) throw new Error(`No route "${id}" in the build manifest`);
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...files];
}

console.log('First-load JavaScript (gzip, per file as Vite prints it):');
for (const [page, routeId] of PAGES) {
  const files = firstLoad(routeId);
  const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
  const budget = routeId === BUDGET_ROUTE ? `  (budget ${BUDGET_KB} KB)` : '';
  console.log(`  ${page.padEnd(13)} ${kb(total).padStart(6)} KB in ${files.length} files${budget}`);
  if (process.argv.includes('--detail') && routeId === BUDGET_ROUTE) {
    const rows = files.map((file) => [gzipSize(file), file]).sort((a, b) => b[0] - a[0]);
    for (const [size, file] of rows) console.log(`      ${kb(size).padStart(6)} KB  ${file}`);
  }
}
