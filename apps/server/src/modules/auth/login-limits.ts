import type { Database } from '../../db/database';
import { forgetHits, forgetKey, takeHits } from '../rate-limit/limiter';

export type AttemptOutcome =
  { locked: false; hitIds: number[] } | { locked: true; retryAfterSeconds: number };

/**
 * Counts a sign-in attempt for the email and for the IP address (rate limits loginEmail and
 * loginIp). It stays recorded as a failure unless `attemptSucceeded` is called.
 */
export async function beginAttempt(
  db: Database,
  email: string,
  ip: string,
  now: Date,
): Promise<AttemptOutcome> {
  const allowance = await takeHits(
    db,
    [
      { policy: 'loginEmail', key: email },
      { policy: 'loginIp', key: ip },
    ],
    now,
  );
  return allowance.allowed
    ? { locked: false, hitIds: allowance.hitIds }
    : { locked: true, retryAfterSeconds: allowance.retryAfterSeconds };
}

/** A correct password: forget this attempt and the email's earlier failures. */
export async function attemptSucceeded(db: Database, hitIds: readonly number[], email: string) {
  await forgetHits(db, hitIds);
  await clearEmailFailures(db, email);
}

/** After a password reset the owner gets straight back in, whatever a guesser did before. */
export async function clearEmailFailures(db: Database, email: string): Promise<void> {
  await forgetKey(db, 'loginEmail', email);
}
