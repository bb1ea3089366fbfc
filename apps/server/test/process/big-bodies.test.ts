import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShop, type ShopProcess } from './shop-process';

let shop: ShopProcess;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop?.stop());

const FIVE_MB = 5 * 1024 * 1024;

/** What `tries` posts of 5 MB end with: the status read, or the error's code. */
async function bigPosts(path: string, type: string, tries: number): Promise<string[]> {
  const body = Buffer.alloc(FIVE_MB, 'a');
  const outcomes: string[] = [];
  // A few at a time, as several shoppers would: each on its own connection (Connection: close).
  for (let i = 0; i < tries; i += 5) {
    const batch = Array.from({ length: Math.min(5, tries - i) }, async () => {
      try {
        const res = await fetch(`${shop.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': type, 'x-requested-with': 'fetch' },
          body,
        });
        await res.arrayBuffer();
        return String(res.status);
      } catch (err) {
        const cause = (err as { cause?: { code?: string } }).cause;
        return cause?.code ?? String(err);
      }
    });
    outcomes.push(...(await Promise.all(batch)));
  }
  return outcomes;
}

describe('a body over the limit gets its 413 every time (lingering close)', () => {
  it('50 posts of 5 MB to a page action all read 413', async () => {
    const outcomes = await bigPosts('/contact', 'application/x-www-form-urlencoded', 50);
    expect(outcomes).toEqual(Array(50).fill('413'));
  });

  it('50 posts of 5 MB to an API route all read 413', async () => {
    const outcomes = await bigPosts('/api/contact', 'application/json', 50);
    expect(outcomes).toEqual(Array(50).fill('413'));
  });
});
