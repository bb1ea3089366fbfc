import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { configDefaults, defineConfig } from 'vitest/config';

// Plain text under CI and into a pipe or a file. Vitest picks its colours before reading this
// file, and turns them on whenever CI is set or TERM is not dumb, terminal or not: what this
// process writes is stripped of escape codes, and the test workers, started later, get NO_COLOR.
// FORCE_COLOR still decides when set.
const forced = process.env.FORCE_COLOR;
if (forced ? forced === '0' || forced === 'false' : !!process.env.CI || !process.stdout.isTTY) {
  if (!forced) process.env.NO_COLOR = '1';
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
    stream.write = ((chunk: unknown, ...rest: unknown[]) =>
      write(
        typeof chunk === 'string' ? stripVTControlCharacters(chunk) : chunk,
        ...rest,
      )) as typeof stream.write;
  }
}

const alias = { '~': fileURLToPath(new URL('./apps/web/app', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'apps/server/scripts/*.test.ts',
            'apps/web/app/**/*.test.{ts,tsx}',
            'scripts/*.test.ts',
          ],
          // Pure rules with no module mocks (spies restore themselves): modules are imported once
          // per worker, not once per file.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          // The fuzz test has its own project; the process tests start real server processes.
          exclude: [
            ...configDefaults.exclude,
            'apps/server/test/fuzz/**',
            'apps/server/test/process/**',
          ],
          // Each file builds its own shop on its own database and no file mocks a module, so the
          // app's modules are imported once per worker, not once per file (about 20 s of each run).
          isolate: false,
          // Vitest's default on two cores is one worker; each worker makes its own templates, so
          // two fill both cores.
          maxWorkers: 2,
          // Removes the migrated and seeded templates test databases are copied from.
          globalSetup: ['apps/server/test/helpers/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'fuzz',
          include: ['apps/server/test/fuzz/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // Real shop processes (apps/server/dist, so after npm run build): start failures,
          // concurrent starts, shutdown, limits, several instances. Each file takes its own
          // ports, folders and databases, and most of their time is waiting on a process, so
          // two files run at once (182 s one at a time, 104 s two at a time, on two cores).
          name: 'process',
          include: ['apps/server/test/process/**/*.test.ts'],
          maxWorkers: 2,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
