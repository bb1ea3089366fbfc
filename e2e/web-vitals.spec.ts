import { expectAccessible } from './axe';
import { expect, open, test } from './fixtures';
import { adminContext } from './people';

/**
 * Real-user Core Web Vitals (ADR 100): a shopper's page view, once the page is hidden, sends one
 * beacon that the shop stores; the back office's dashboard shows the template's 75th percentile.
 * The e2e shop samples every view (WEB_VITALS_SAMPLE_RATE=1, playwright.config.ts).
 */
test('a page view hidden sends its web vitals, and the dashboard shows the template', async ({
  browser,
  page,
  consoleErrors,
}) => {
  const admin = await adminContext(browser, consoleErrors);
  const figures = async () => {
    const res = await admin.request.get('/api/admin/web-vitals');
    expect(res.status()).toBe(200);
    const rows = (await res.json()) as { template: string; samples: number; lcpMs: number }[];
    return rows.find((r) => r.template === 'routes/careers');
  };
  const before = (await figures())?.samples ?? 0;

  await open(page, '/careers');
  // The reporter loads in an idle moment after hydration; its chunk having run is the sign.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((e) => /\/reporter-[^/]*\.js$/.test(e.name)),
  );
  // A shopper's first input ends the LCP observation (and gives INP a value).
  await page.getByRole('heading', { level: 1 }).click();
  // Leaving the page hides it: the library reports what is left and the one beacon goes.
  await page.goto('/about');
  await expect
    .poll(async () => (await figures())?.samples ?? 0, { timeout: 15_000 })
    .toBeGreaterThan(before);
  expect((await figures())!.lcpMs).toBeGreaterThan(0);

  const adminPage = await admin.newPage();
  await open(adminPage, '/admin');
  const card = adminPage.getByRole('region', { name: /Page speed for shoppers/ });
  await expect(card.getByRole('rowheader', { name: 'careers', exact: true })).toBeVisible();
  await expectAccessible(
    adminPage,
    'dashboard with web vitals',
    'section[aria-labelledby="web-vitals-title"]',
  );
  await admin.close();
});
