import { describe, expect, it } from 'vitest';
import { RETENTION } from '../housekeeping/prune';
import { blockedUntil, lookBackMs, RATE_LIMITS, type RatePolicy } from './policies';

const MIN = 60_000;

describe('rate limit policies', () => {
  const window: RatePolicy = { limit: 3, windowMs: 10 * MIN };
  const lock: RatePolicy = { limit: 3, windowMs: 10 * MIN, lockMs: 15 * MIN };

  it('sliding window: the next hit waits until the oldest that counts leaves the window', () => {
    expect(blockedUntil(window, [0, MIN], 2 * MIN)).toBeUndefined();
    expect(blockedUntil(window, [0, MIN, 2 * MIN], 3 * MIN)).toBe(10 * MIN);
    // Older hits have left the window: only the last three count.
    expect(blockedUntil(window, [0, 5 * MIN, 6 * MIN, 7 * MIN], 11 * MIN)).toBe(15 * MIN);
    expect(blockedUntil(window, [0, MIN, 2 * MIN], 10 * MIN)).toBeUndefined();
  });

  it('lock: `limit` hits within the window lock the key from the last of them', () => {
    expect(blockedUntil(lock, [0, MIN], 2 * MIN)).toBeUndefined();
    expect(blockedUntil(lock, [0, MIN, 2 * MIN], 3 * MIN)).toBe(17 * MIN);
    expect(blockedUntil(lock, [0, MIN, 2 * MIN], 17 * MIN)).toBeUndefined();
    // Spread wider than the window: no lock.
    expect(blockedUntil(lock, [0, 6 * MIN, 12 * MIN], 13 * MIN)).toBeUndefined();
  });

  it('keeps hits at least as long as the longest policy looks back', () => {
    const longest = Math.max(...Object.values(RATE_LIMITS).map(lookBackMs));
    expect(RETENTION.rateLimitHitsMs).toBeGreaterThanOrEqual(longest);
  });
});
