import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Features own their domain (ADR 052, 091): a scratch file with a cross-feature import fails the
 * lint that `npm run lint` runs (eslint-plugin-boundaries in eslint.config.js), unless the pair
 * is on the allowed list and the import goes through the other feature's index.ts; the same file
 * importing only its own feature and the shared folders passes.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function lintErrors(rule: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

const boundaryErrors = (filePath: string, code: string) =>
  lintErrors('boundaries/dependencies', filePath, code);

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

  it('lets a listed pair import through the index only, and no other pair at all', async () => {
    const listed = await boundaryErrors(
      'apps/web/app/features/catalogue/scratch.tsx',
      "import { useCart } from '~/features/cart';\nexport const x = useCart;\n",
    );
    expect(listed).toEqual([]);
    const pastIndex = await boundaryErrors(
      'apps/web/app/features/catalogue/scratch.tsx',
      "import { useCart } from '~/features/cart/cart-context';\nexport const x = useCart;\n",
    );
    expect(pastIndex).toHaveLength(1);
    const unlisted = await boundaryErrors(
      'apps/web/app/features/home/scratch.tsx',
      "import { useCart } from '~/features/cart';\nexport const x = useCart;\n",
    );
    expect(unlisted).toHaveLength(1);
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

describe('one way to post a form', { timeout: 60_000 }, () => {
  it('refuses reading a posted form or calling fetch by hand in a feature or a route', async () => {
    const code =
      'export async function action(formData: FormData) {\n' +
      "  const id = formData.get('id');\n" +
      "  return fetch('/api/x', { method: 'POST', body: String(id) });\n" +
      '}\n';
    for (const file of [
      'apps/web/app/features/home/scratch.ts',
      'apps/web/app/routes/scratch.ts',
    ]) {
      const errors = await lintErrors('no-restricted-syntax', file, code);
      expect(errors).toHaveLength(2);
      expect(errors[0]).toMatch(/form kit/);
    }
  });

  it('lets the form kit and the api-client do both', async () => {
    const kit = await lintErrors(
      'no-restricted-syntax',
      'apps/web/app/components/form/scratch.ts',
      "export const read = (formData: FormData) => formData.get('intent');\n",
    );
    expect(kit).toEqual([]);
  });
});
