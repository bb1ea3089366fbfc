// Bundles the server (and @shop/shared) into dist/main.js; npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
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
