import { CONTACT_LIMIT } from '@shop/shared/contact/contact-message';
import type { Database } from '../../db/database';
import {
  contactAttemptTimes,
  deleteContactAttempt,
  insertContactAttempt,
  pruneContactAttempts,
} from './repository';

export type ContactAllowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts a contact form submission for the IP address in the database, so the limit holds across
 * server processes. The attempt is written before counting, so simultaneous submissions see each
 * other; a refused one is taken back, so hammering does not extend the wait.
 */
export async function countContactSubmission(
  db: Database,
  ip: string,
  now: Date,
): Promise<ContactAllowance> {
  const since = new Date(now.getTime() - CONTACT_LIMIT.windowMs);
  await pruneContactAttempts(db, since);
  const id = await insertContactAttempt(db, ip, now);
  const times = await contactAttemptTimes(db, ip, since);
  if (times.length <= CONTACT_LIMIT.perIp) return { allowed: true };
  await deleteContactAttempt(db, id);
  // A place frees up when the oldest submission that counts leaves the window.
  const frees = times[times.length - 1 - CONTACT_LIMIT.perIp]! + CONTACT_LIMIT.windowMs;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((frees - now.getTime()) / 1000)),
  };
}
