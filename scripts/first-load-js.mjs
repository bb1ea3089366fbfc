// Sums the JavaScript a page loads before it is interactive: every module the server-rendered
// HTML preloads or imports, gzip-compressed as `npm run build` reports it.
// Usage: node scripts/first-load-js.mjs http://localhost:3000/product/1
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const url = process.argv[2] ?? 'http://localhost:3000/product/1';
const html = await (await fetch(url)).text();
const files = new Set(
  [
    ...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g),
    ...html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g),
  ].map((m) => m[1]),
);
const clientDir = path.resolve('apps/web/build/client');
let raw = 0;
let gzip = 0;
const rows = [];
for (const file of files) {
  const buf = fs.readFileSync(path.join(clientDir, file));
  const gz = zlib.gzipSync(buf, { level: 9 }).length;
  raw += buf.length;
  gzip += gz;
  rows.push([file, (buf.length / 1024).toFixed(1), (gz / 1024).toFixed(1)]);
}
rows.sort((a, b) => b[2] - a[2]);
for (const [f, r, g] of rows.slice(0, 50))
  console.log(`${g.padStart(7)} KB gz  ${r.padStart(7)} KB  ${f}`);
console.log(
  `${url}: ${files.size} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip`,
);
