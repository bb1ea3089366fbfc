// The JavaScript each storefront page runs to hydrate: the route manifest, the client entry, and
// the root and page route modules with everything they import statically, i.e. exactly the
// modules the server-rendered HTML imports and preloads. A page that hydrates on the shopper's
// first interaction (its route's handle, ADR 112) loads none of it first: its first-load
// JavaScript is 0, and the rest is fetched on that interaction. Sizes are gzip level 9 per file,
// as Vite prints them. Reads the build's asset manifest, so it runs after
// `react-router build` (apps/web's build script prints it); the budget test imports it.
// Usage: node scripts/first-load-js.mjs [--detail]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { hydratesOnInteraction } from '../apps/web/app/lib/hydration/on-interaction.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web/build');

/** The page budgets (ADR 093): one file, tightened as the pages get lighter. */
export function readBudgets() {
  return JSON.parse(fs.readFileSync(path.join(root, 'scripts/page-budgets.json'), 'utf8'));
}

/**
 * Every budgeted template's script: its files and their gzip total (`gzip`), and what of it the
 * page loads before the shopper's first interaction (`firstLoad`), in bytes.
 */
export async function firstLoadJs() {
  const { assets, routes } = await import(pathToFileURL(path.join(webDir, 'server/index.js')).href);
  const gzipped = new Map();
  const gzipSize = (file) => {
    if (!gzipped.has(file)) {
      const buf = fs.readFileSync(path.join(webDir, 'client', file));
      gzipped.set(file, zlib.gzipSync(buf, { level: 9 }).length);
    }
    return gzipped.get(file);
  };
  return readBudgets().templates.map(({ template, route: routeId }) => {
    // The route manifest too: every page imports it whole (routeDiscovery "initial", ADR 094).
    const files = new Set([assets.url, assets.entry.module, ...assets.entry.imports]);
    for (const id of ['root', routeId]) {
      const route = assets.routes[id];
      if (!route) throw new Error(`No route "${id}" in the build manifest`);
      files.add(route.module);
      for (const file of route.imports ?? []) files.add(file);
    }
    const sized = [...files].map((file) => ({ file, gzip: gzipSize(file) }));
    const gzip = sized.reduce((sum, f) => sum + f.gzip, 0);
    const onInteraction = hydratesOnInteraction([{ handle: routes[routeId]?.module?.handle }]);
    return { template, files: sized, gzip, firstLoad: onInteraction ? 0 : gzip };
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const budgets = new Map(readBudgets().templates.map((t) => [t.template, t]));
  console.log(
    'First-load JavaScript and each page’s whole script (gzip, per file as Vite prints it):',
  );
  for (const { template, files, gzip, firstLoad } of await firstLoadJs()) {
    const { jsGzipKB, scriptGzipKB } = budgets.get(template);
    console.log(
      `  ${template.padEnd(13)} first ${kb(firstLoad).padStart(6)} KB (budget ${jsGzipKB}),` +
        ` script ${kb(gzip).padStart(6)} KB in ${files.length} files (budget ${scriptGzipKB})` +
        (firstLoad === 0 ? ', on the first interaction' : ''),
    );
    if (process.argv.includes('--detail')) {
      const rows = [...files].sort((a, b) => b.gzip - a.gzip);
      for (const { file, gzip: size } of rows)
        console.log(`      ${kb(size).padStart(6)} KB  ${file}`);
    }
  }
}
