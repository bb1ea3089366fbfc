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
