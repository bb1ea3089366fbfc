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

  it('backoff: free hits, then a wait after the last that doubles up to its cap', () => {
    const backoff: RatePolicy = {
      limit: 3,
      windowMs: 60 * MIN,
      backoff: { firstMs: MIN, maxMs: 4 * MIN },
    };
    expect(blockedUntil(backoff, [0, 1], 2)).toBeUndefined();
    expect(blockedUntil(backoff, [0, 1, 2], 3)).toBe(2 + MIN);
    expect(blockedUntil(backoff, [0, 1, 2], 2 + MIN)).toBeUndefined();
    expect(blockedUntil(backoff, [0, 1, 2, MIN + 5], MIN + 6)).toBe(3 * MIN + 5);
    expect(blockedUntil(backoff, [0, 1, 2, 3, 4, 5, 6], 7)).toBe(6 + 4 * MIN);
    // Hits older than the window no longer count.
    expect(blockedUntil(backoff, [0, 1, 2], 61 * MIN)).toBeUndefined();
  });

  it('lets one address make fewer guesses a day than the account allows from strangers', () => {
    // Guess as fast as loginPair allows for a day: the count stays under loginAccount's free
    // hits, so one guesser never slows the owner elsewhere (ADR 087).
    const times: number[] = [];
    for (let now = 0; now < 24 * 60 * MIN; now += 1000) {
      if (blockedUntil(RATE_LIMITS.loginPair, times, now) === undefined) times.push(now);
    }
    expect(times.length).toBeLessThan(RATE_LIMITS.loginAccount.limit);
  });

  it('keeps hits at least as long as the longest policy looks back', () => {
    const longest = Math.max(...Object.values(RATE_LIMITS).map(lookBackMs));
    expect(RETENTION.rateLimitHitsMs).toBeGreaterThanOrEqual(longest);
  });
});
