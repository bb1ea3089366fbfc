import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, hydrated } from './fixtures';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Waits until the page has settled: hydrated when its scripts run (React Router's inline context
 * is there only then), and no finite CSS transition or animation running for 300 ms. A control
 * caught half-way through a fade (the chat button appearing once the page has looked under it)
 * has a contrast no shopper sees for more than 200 ms. Endless animations (a spinner) are not
 * waited for.
 */
async function settled(page: Page) {
  await page.waitForLoadState('load');
  if (await page.evaluate(() => '__reactRouterContext' in window)) await hydrated(page);
  await page.waitForFunction(
    () => {
      const w = window as { calmSince?: number };
      const moving = document
        .getAnimations()
        .some(
          (a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity,
        );
      if (moving) delete w.calmSince;
      else w.calmSince ??= performance.now();
      return w.calmSince !== undefined && performance.now() - w.calmSince >= 300;
    },
    undefined,
    { polling: 50 },
  );
}

/**
 * Runs axe (WCAG 2 A and AA) on the settled page, or on `include` only, and fails on serious or
 * critical violations, listing each one (every violation found is printed).
 */
export async function expectAccessible(page: Page, label: string, include?: string) {
  await settled(page);
  // axe.run in the page itself (legacy mode) rather than axe.runPartial in each frame and
  // axe.finishRun in a new blank page, and only violations collected: the same rules on the same
  // nodes, two to four times faster (ADR 095). The shop's pages have no cross-origin frames,
  // the one thing the frame-by-frame run would add.
  // options() replaces every option, so it comes before withTags() (which sets runOnly).
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa'])
    .setLegacyMode();
  if (include) builder.include(include);
  const results = await builder.analyze();
  const report = results.violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 8)
        .map(
          (n) => `      ${n.target.join(' ')}\n        ${n.failureSummary?.split('\n').join(' ')}`,
        )
        .join('\n');
      const more = v.nodes.length > 8 ? `\n      … and ${v.nodes.length - 8} more` : '';
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
  if (report) console.log(`axe on ${label}:\n${report}`);
  expect(
    results.violations
      .filter((v) => BLOCKING.has(v.impact ?? ''))
      .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `serious or critical axe violations on ${label}`,
  ).toEqual([]);
}
