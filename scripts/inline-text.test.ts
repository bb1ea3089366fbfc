import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Shopper-facing text comes from the message catalogue (ADR 107): in a translated folder, text
 * written inline as JSX text or in an attribute a shopper reads fails `npm run lint`
 * (`i18n/no-inline-text` in eslint.config.js); text from `t()` passes.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function inlineTextErrors(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.filter((m) => m.ruleId === 'i18n/no-inline-text').length;
}

// The first lint loads the config, its plugins and the TypeScript resolver: seconds on a busy machine.
describe('inline shopper text', { timeout: 60_000 }, () => {
  it('refuses JSX text and shopper-read attributes written inline in a translated folder', async () => {
    const code = [
      'export const A = () => <p>Free shipping</p>;',
      'export const B = () => <button aria-label="Search" />;',
      'export const C = () => <input placeholder={`हिन्दी`} />;',
      'export const D = () => <img alt="Logo" src="/x.svg" />;',
    ].join('\n');
    expect(await inlineTextErrors('apps/web/app/features/layout/scratch.tsx', code)).toBe(4);
  });

  it('lets through text from the catalogue, symbols and non-shopper attributes', async () => {
    const code = [
      "import { useT } from '~/lib/i18n/i18n';",
      'export function A() {',
      '  const t = useT();',
      "  return <p className=\"text-sm\" aria-label={t('layout.cart')}>{t('layout.cart')} · 1</p>;",
      '}',
    ].join('\n');
    expect(await inlineTextErrors('apps/web/app/features/layout/scratch.tsx', code)).toBe(0);
  });
});
