import { CONTACT_LIMIT } from '@shop/shared/contact/contact-message';

/**
 * A limit on hits per key (an email, an IP address). Without `lockMs` or `backoff` it is a
 * sliding window: at most `limit` hits within `windowMs`, and the next one is allowed when the
 * oldest leaves the window. With `lockMs`, `limit` hits within `windowMs` lock the key for
 * `lockMs` from the hit that completed them. With `backoff`, the first `limit` hits within
 * `windowMs` are free and each one after waits longer after the last: `firstMs`, doubling up to
 * `maxMs` (a growing delay, not a lock).
 */
export interface RatePolicy {
  limit: number;
  windowMs: number;
  lockMs?: number;
  backoff?: { firstMs: number; maxMs: number };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The sign-up limits a shop may set (SIGNUPS_PER_IP_PER_HOUR, SIGNUPS_PER_DOMAIN_PER_HOUR). */
export const SIGNUP_LIMIT_DEFAULTS = { perIpPerHour: 10, perDomainPerHour: 50 } as const;

/** Web-vitals beacons per IP address per hour unless WEB_VITALS_PER_IP_PER_HOUR says otherwise. */
export const WEB_VITALS_PER_IP_PER_HOUR = 120;

/**
 * Every limit the shop applies, by name; the names are stored with each hit. The sign-in and
 * sign-up numbers and their sources are in ADR 087.
 */
export const RATE_LIMITS = {
  /** Failed sign-ins of one email from one IP address: 5 free a day, then 1, 2, 4 … 60 minutes. */
  loginPair: { limit: 5, windowMs: DAY, backoff: { firstMs: MINUTE, maxMs: HOUR } },
  /** Failed sign-ins from one IP address, any emails: 20 free in 15 minutes, then up to 15. */
  loginIp: { limit: 20, windowMs: 15 * MINUTE, backoff: { firstMs: MINUTE, maxMs: 15 * MINUTE } },
  /**
   * Failed sign-ins of one email from browsers it has never signed in on, from every address:
   * more than one address can make in a day (see loginPair), so one guesser never slows the owner
   * elsewhere; a spread-out guess is slowed and stays under NIST's 100 a day.
   */
  loginAccount: { limit: 50, windowMs: DAY, backoff: { firstMs: MINUTE, maxMs: HOUR } },
  /** Failed sign-ins with one device cookie; past this it is trusted no more than a stranger. */
  loginDevice: { limit: 5, windowMs: DAY, backoff: { firstMs: MINUTE, maxMs: HOUR } },
  /** New accounts from one IP address per hour (SIGNUPS_PER_IP_PER_HOUR). */
  signupIp: { limit: SIGNUP_LIMIT_DEFAULTS.perIpPerHour, windowMs: HOUR },
  /** New accounts for one mailbox (plus and Gmail-dot variants of one address) per day. */
  signupMailbox: { limit: 3, windowMs: DAY },
  /** New accounts for one email domain per hour (SIGNUPS_PER_DOMAIN_PER_HOUR). */
  signupDomain: { limit: SIGNUP_LIMIT_DEFAULTS.perDomainPerHour, windowMs: HOUR },
  /** Order lookups on /track-order per IP address. */
  trackOrder: { limit: 10, windowMs: 15 * MINUTE },
  /** Contact form messages per IP address (CONTACT_PER_IP_PER_HOUR). */
  contact: { limit: CONTACT_LIMIT.perIp, windowMs: CONTACT_LIMIT.windowMs },
  /**
   * Web-vitals beacons per IP address (ADR 100): one per sampled page view, so a shopper reading
   * a page every few seconds stays well under it, and a script cannot fill the table.
   */
  webVitals: { limit: WEB_VITALS_PER_IP_PER_HOUR, windowMs: HOUR },
} as const satisfies Record<string, RatePolicy>;

export type RatePolicyName = keyof typeof RATE_LIMITS;
export type RatePolicies = Record<RatePolicyName, RatePolicy>;

/** The policies with this shop's sign-up, web-vitals and contact numbers. */
export function ratePolicies(
  signups: { perIpPerHour: number; perDomainPerHour: number },
  webVitalsPerIpPerHour: number,
  contactPerIpPerHour: number,
) {
  return {
    ...RATE_LIMITS,
    signupIp: { ...RATE_LIMITS.signupIp, limit: signups.perIpPerHour },
    signupDomain: { ...RATE_LIMITS.signupDomain, limit: signups.perDomainPerHour },
    webVitals: { ...RATE_LIMITS.webVitals, limit: webVitalsPerIpPerHour },
    contact: { ...RATE_LIMITS.contact, limit: contactPerIpPerHour },
  } satisfies RatePolicies;
}

/** How far back a policy's decision looks: the window, plus the lock when it has one. */
export const lookBackMs = (policy: RatePolicy) => policy.windowMs + (policy.lockMs ?? 0);

/** The wait after the last hit once `count` hits are in the window (backoff policies). */
export function backoffDelay(policy: RatePolicy, count: number): number {
  const { limit, backoff } = policy;
  if (!backoff || count < limit) return 0;
  return Math.min(backoff.maxMs, backoff.firstMs * 2 ** Math.min(count - limit, 30));
}

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
  if (policy.backoff) {
    const inWindow = earlier.filter((t) => t > now - windowMs);
    const delay = backoffDelay(policy, inWindow.length);
    const until = delay > 0 ? inWindow[inWindow.length - 1]! + delay : 0;
    return until > now ? until : undefined;
  }
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
