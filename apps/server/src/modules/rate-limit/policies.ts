import { CONTACT_LIMIT } from '@shop/shared/contact/contact-message';

/**
 * A limit on hits per key (an email, an IP address). Without `lockMs` it is a sliding window: at
 * most `limit` hits within `windowMs`, and the next one is allowed when the oldest leaves the
 * window. With `lockMs`, `limit` hits within `windowMs` lock the key for `lockMs` from the hit
 * that completed them.
 */
export interface RatePolicy {
  limit: number;
  windowMs: number;
  lockMs?: number;
}

const MINUTE = 60_000;

/** Every limit the shop applies, by name; the names are stored with each hit. */
export const RATE_LIMITS = {
  /** Spec §4: 5 failed sign-ins for an email within 15 minutes lock it for 15 minutes. */
  loginEmail: { limit: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  /** 20 failed sign-ins from one IP address (any emails) within 15 minutes lock it too. */
  loginIp: { limit: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  /** Order lookups on /track-order per IP address. */
  trackOrder: { limit: 10, windowMs: 15 * MINUTE },
  /** Contact form messages per IP address. */
  contact: { limit: CONTACT_LIMIT.perIp, windowMs: CONTACT_LIMIT.windowMs },
} as const satisfies Record<string, RatePolicy>;

export type RatePolicyName = keyof typeof RATE_LIMITS;

/** How far back a policy's decision looks: the window, plus the lock when it has one. */
export const lookBackMs = (policy: RatePolicy) => policy.windowMs + (policy.lockMs ?? 0);

/**
 * Until when (ms) a new hit at `now` must wait, given the key's earlier hits (ms, oldest first),
 * or undefined when it may go ahead.
 */
export function blockedUntil(
  policy: RatePolicy,
  earlier: readonly number[],
  now: number,
): number | undefined {
  const { limit, windowMs, lockMs } = policy;
  if (lockMs === undefined) {
    const inWindow = earlier.filter((t) => t > now - windowMs);
    return inWindow.length >= limit ? inWindow[inWindow.length - limit]! + windowMs : undefined;
  }
  let until: number | undefined;
  for (let j = limit - 1; j < earlier.length; j++) {
    if (earlier[j]! - earlier[j - limit + 1]! <= windowMs) {
      until = Math.max(until ?? 0, earlier[j]! + lockMs);
    }
  }
  return until !== undefined && until > now ? until : undefined;
}
