import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Issue 12 item 8: features do not import each other. A scratch file with a cross-feature import
 * fails the lint that `npm run lint` runs (eslint-plugin-boundaries in eslint.config.js); the same
 * file importing only its own feature and the shared folders passes.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages
    .filter((m) => m.ruleId === 'boundaries/dependencies')
    .map((m) => m.message);
}

// The first lint loads the config, its plugins and the TypeScript resolver: seconds on a busy machine.
describe('feature boundaries', { timeout: 60_000 }, () => {
  it('refuses a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/app/features/home/scratch.tsx',
      "import { OrdersTab } from '~/features/orders/orders-tab';\nexport const x = OrdersTab;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/"feature" are not allowed in elements of type "feature"/);
  });

  it('refuses shared code importing a feature or a route', async () => {
    const errors = await boundaryErrors(
      'apps/web/app/lib/scratch.ts',
      "import { Hero } from '~/features/home/hero';\nexport const y = Hero;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('lets a feature import itself and the shared folders, and a route compose features', async () => {
    const own = await boundaryErrors(
      'apps/web/app/features/home/scratch.tsx',
      "import { Hero } from './hero';\nimport { Icon } from '~/components/ui/icon';\n" +
        'export const z = [Hero, Icon];\n',
    );
    expect(own).toEqual([]);
    const route = await boundaryErrors(
      'apps/web/app/routes/scratch.tsx',
      "import { Hero } from '~/features/home/hero';\nimport { OrdersTab } from '~/features/orders/orders-tab';\n" +
        'export const r = [Hero, OrdersTab];\n',
    );
    expect(route).toEqual([]);
  });
});
