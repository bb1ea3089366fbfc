// Bundles the server (and @shop/shared) into dist/main.js and its chunks; npm packages stay
// external.
import fs from 'node:fs';
import { build } from 'esbuild';

// Chunks are named by their hash: the last build's would otherwise pile up.
for (const file of fs.existsSync('dist') ? fs.readdirSync('dist') : []) {
  if (/-[A-Z0-9]{8}\.js(\.map)?$/.test(file)) fs.rmSync(`dist/${file}`);
}

await build({
  entryPoints: ['src/main.ts'],
  outdir: 'dist',
  // main.ts settles NODE_ENV, then imports the server: split, so the server's packages (React
  // among them) load with that import rather than before main.ts runs. Chunks sit beside
  // main.js: paths.ts finds apps/server as the folder above its own file.
  splitting: true,
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  plugins: [
    {
      name: 'bundle-shared',
      setup(b) {
        // @shop/shared ships TypeScript source, so it is bundled rather than left external.
        b.onResolve({ filter: /^@shop\/shared\// }, (args) => ({
          path: new URL(
            `../../packages/shared/src/${args.path.slice('@shop/shared/'.length)}.ts`,
            import.meta.url,
          ).pathname,
        }));
      },
    },
  ],
  logLevel: 'warning',
});
