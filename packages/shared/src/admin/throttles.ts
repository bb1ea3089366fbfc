import { z } from '../validation/z';

/** The sign-in and sign-up limits the back office shows (ADR 087), by the limiter's names. */
export const THROTTLE_KINDS = [
  'loginPair',
  'loginAccount',
  'loginIp',
  'signupIp',
  'signupMailbox',
  'signupDomain',
] as const;
export type ThrottleKind = (typeof THROTTLE_KINDS)[number];

/** What each limit holds back, in the back office's words. */
export const THROTTLE_LABELS: Record<ThrottleKind, string> = {
  loginPair: 'Sign-in to an account from one address',
  loginAccount: 'Sign-in to an account from new browsers',
  loginIp: 'Sign-in from one address',
  signupIp: 'New accounts from one address',
  signupMailbox: 'New accounts for one mailbox',
  signupDomain: 'New accounts for one email domain',
};

/** One key held back right now (GET /api/admin/throttles). */
export const throttleSchema = z.object({
  kind: z.enum(THROTTLE_KINDS),
  /** The limiter's key: an email, an IP address, 'email address' for a pair, a domain. */
  key: z.string(),
  /** The account's email, when the limit is about one. */
  email: z.string().nullable(),
  /** The IP address, when the limit is about one. */
  address: z.string().nullable(),
  /** Failed sign-ins (or sign-ups) counted in the limit's window. */
  count: z.number().int(),
  /** UTC ISO time the next try will be accepted. */
  until: z.string(),
});
export type Throttle = z.infer<typeof throttleSchema>;

/** POST /api/admin/throttles/clear and the throttles page's Clear form. */
export const clearThrottleSchema = z.object({
  kind: z.enum(THROTTLE_KINDS),
  key: z.string().trim().min(1).max(400),
});
export type ClearThrottle = z.infer<typeof clearThrottleSchema>;

export const THROTTLE_TEXTS = {
  cleared: 'Limit cleared. The next try is accepted at once.',
  none: 'Nothing is held back right now.',
} as const;

/** The email and the address a limiter key stands for. */
export function throttleSubject(kind: ThrottleKind, key: string) {
  if (kind === 'loginPair') {
    const space = key.indexOf(' ');
    return { email: key.slice(0, space), address: key.slice(space + 1) };
  }
  if (kind === 'loginAccount' || kind === 'signupMailbox') return { email: key, address: null };
  if (kind === 'signupDomain') return { email: null, address: null };
  return { email: null, address: key };
}
