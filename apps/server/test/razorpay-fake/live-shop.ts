import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { start, type RazorpayFake } from './fake';

/**
 * Registers hooks that start a Razorpay look-alike and a live-mode shop beside it before the
 * tests, hand both to `use`, and stop both afterwards.
 */
export function useLiveShop(use: (shop: { fake: RazorpayFake; t: TestApp }) => void): void {
  let shop: { fake: RazorpayFake; t: TestApp } | undefined;
  beforeAll(async () => {
    const fake = await start();
    shop = { fake, t: await createTestApp(fake.shopEnv) };
    use(shop);
  });
  afterAll(async () => {
    await shop?.t.close();
    await shop?.fake.close();
  });
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** `npm run payments:reconcile` against a live shop's database and its look-alike. */
export function runReconcile(shop: {
  fake: RazorpayFake;
  t: TestApp;
}): Promise<{ code: number; stdout: string; stderr: string }> {
  const { fake, t } = shop;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'apps/server/scripts/reconcile-payments.ts'],
      {
        cwd: root,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          DATA_DIR: t.dataDir,
          PUBLIC_URL: t.config.publicUrl,
          ...(t.config.databaseUrl && { DATABASE_URL: t.config.databaseUrl }),
          ...fake.shopEnv,
        },
        timeout: 60_000,
      },
      (err, stdout, stderr) =>
        resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}
