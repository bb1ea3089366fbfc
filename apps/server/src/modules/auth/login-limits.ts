import type { Database } from '../../db/database';
import {
  forgetHits,
  forgetKey,
  forgetKeysStartingWith,
  takeHits,
  type RateHit,
  type RatePolicies,
} from '../rate-limit/limiter';
import type { KnownDevice } from './device-tokens';

export type AttemptOutcome =
  { locked: false; hitIds: number[] } | { locked: true; retryAfterSeconds: number };

/** Who is trying to sign in to which account (ADR 087). */
export interface Attempt {
  email: string;
  ip: string;
  /** The browser's device cookie when it was signed for this very account. */
  device: KnownDevice | undefined;
}

/** The key of an (account, address) pair; an email never holds a space. */
export const pairKey = (email: string, ip: string) => `${email} ${ip}`;

/**
 * Counts a sign-in attempt before the password is checked; it stays recorded as a failure
 * unless `attemptSucceeded` is called. A browser the account has signed in on before is counted
 * only under its own device cookie, so other people's failures never slow it; once that cookie
 * has failed too often it is counted like any other browser. Any other browser is counted for
 * the (email, address) pair, the address and the account.
 */
export async function beginAttempt(
  db: Database,
  attempt: Attempt,
  now: Date,
  policies: RatePolicies,
): Promise<AttemptOutcome> {
  if (attempt.device) {
    const known = await takeHits(
      db,
      [{ policy: 'loginDevice', key: attempt.device.nonce }],
      now,
      policies,
    );
    if (known.allowed) return { locked: false, hitIds: known.hitIds };
  }
  const hits: RateHit[] = [
    { policy: 'loginPair', key: pairKey(attempt.email, attempt.ip) },
    { policy: 'loginIp', key: attempt.ip },
    { policy: 'loginAccount', key: attempt.email },
  ];
  const allowance = await takeHits(db, hits, now, policies);
  return allowance.allowed
    ? { locked: false, hitIds: allowance.hitIds }
    : { locked: true, retryAfterSeconds: allowance.retryAfterSeconds };
}

/**
 * A correct password: forget this attempt and the failures of this pair and this device. The
 * account's and the address's failures from others stay: one good password does not wipe a
 * guesser's count.
 */
export async function attemptSucceeded(db: Database, hitIds: readonly number[], attempt: Attempt) {
  await forgetHits(db, hitIds);
  await forgetKey(db, 'loginPair', pairKey(attempt.email, attempt.ip));
  if (attempt.device) await forgetKey(db, 'loginDevice', attempt.device.nonce);
}

/** After a password reset the owner gets straight back in, whatever a guesser did before. */
export async function clearEmailFailures(db: Database, email: string): Promise<void> {
  await forgetKey(db, 'loginAccount', email);
  await forgetKeysStartingWith(db, 'loginPair', `${email} `);
}
