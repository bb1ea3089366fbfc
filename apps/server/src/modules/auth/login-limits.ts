import type { Database } from '../../db/database';
import {
  attemptTimes,
  deleteAttempt,
  deleteEmailAttempts,
  insertAttempt,
  pruneAttempts,
} from './attempts-repository';

/** Spec'd limits: 5 failures per email or 20 per IP address within 15 minutes lock for 15 minutes. */
export const LOGIN_LIMITS = {
  perEmail: 5,
  perIp: 20,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
} as const;

/**
 * When the lock earned by these failure times ends (ms), or undefined when they earn none. A lock
 * starts at the failure that completes `limit` failures within `windowMs` and lasts `lockMs`.
 */
export function lockedUntil(
  sortedTimes: readonly number[],
  limit: number,
  windowMs: number = LOGIN_LIMITS.windowMs,
  lockMs: number = LOGIN_LIMITS.lockMs,
): number | undefined {
  let until: number | undefined;
  for (let j = limit - 1; j < sortedTimes.length; j++) {
    if (sortedTimes[j]! - sortedTimes[j - limit + 1]! <= windowMs) {
      until = Math.max(until ?? 0, sortedTimes[j]! + lockMs);
    }
  }
  return until;
}

export type AttemptOutcome =
  { locked: false; attemptId: number } | { locked: true; retryAfterSeconds: number };

/**
 * Counts a sign-in attempt for the email and the IP address, kept in the database so the limit
 * holds across server processes. A refused attempt is not kept, so hammering a locked account
 * does not extend its lock. The attempt stays recorded as a failure unless `succeeded` is called.
 */
export async function beginAttempt(
  db: Database,
  email: string,
  ip: string,
  now: Date,
): Promise<AttemptOutcome> {
  const attemptId = await insertAttempt(db, email, ip, now);
  // Only attempts that could still hold a lock matter: the window plus the lock.
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowMs - LOGIN_LIMITS.lockMs);
  const [byEmail, byIp] = await Promise.all([
    attemptTimes(db, { email }, since, attemptId),
    attemptTimes(db, { ip }, since, attemptId),
  ]);
  const until = Math.max(
    lockedUntil(byEmail, LOGIN_LIMITS.perEmail) ?? 0,
    lockedUntil(byIp, LOGIN_LIMITS.perIp) ?? 0,
  );
  if (until > now.getTime()) {
    await deleteAttempt(db, attemptId);
    return { locked: true, retryAfterSeconds: Math.ceil((until - now.getTime()) / 1000) };
  }
  return { locked: false, attemptId };
}

/** A correct password: forget this attempt and the email's earlier failures. */
export async function attemptSucceeded(db: Database, attemptId: number, email: string) {
  await deleteAttempt(db, attemptId);
  await deleteEmailAttempts(db, email);
}

/** After a password reset the owner gets straight back in, whatever a guesser did before. */
export async function clearEmailFailures(db: Database, email: string): Promise<void> {
  await deleteEmailAttempts(db, email);
}

export async function pruneOldAttempts(db: Database, now: Date): Promise<void> {
  await pruneAttempts(db, new Date(now.getTime() - 2 * 60 * 60_000));
}
