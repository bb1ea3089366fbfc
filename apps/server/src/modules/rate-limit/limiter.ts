import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { blockedUntil, lookBackMs, type RatePolicies, type RatePolicyName } from './policies';

export type { RatePolicies, RatePolicyName } from './policies';
export { RATE_LIMITS } from './policies';

export interface RateHit {
  policy: RatePolicyName;
  key: string;
}

export type Allowance =
  { allowed: true; hitIds: number[] } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one hit for each (policy, key) and decides them together, in the database so the limits
 * hold across server processes. The hits are written before counting, so simultaneous requests
 * see each other; refused ones are taken back, so hammering a limit does not extend it.
 */
export async function takeHits(
  db: Database,
  hits: readonly RateHit[],
  now: Date,
  policies: RatePolicies,
): Promise<Allowance> {
  const at = now.toISOString();
  const hitIds: number[] = [];
  for (const hit of hits) {
    const row = await db
      .insertInto('rate_limit_hits')
      .values({ policy: hit.policy, key: hit.key, at })
      .returning('id')
      .executeTakeFirstOrThrow();
    hitIds.push(row.id);
  }
  let until = 0;
  for (const hit of hits) {
    const policy = policies[hit.policy];
    const rows = await db
      .selectFrom('rate_limit_hits')
      .select('at')
      .where('policy', '=', hit.policy)
      .where('key', '=', hit.key)
      .where('at', '>', new Date(now.getTime() - lookBackMs(policy)).toISOString())
      .where('id', 'not in', hitIds)
      .orderBy('at')
      .execute();
    const earlier = rows.map((r) => Date.parse(r.at));
    until = Math.max(until, blockedUntil(policy, earlier, now.getTime()) ?? 0);
  }
  if (until === 0) return { allowed: true, hitIds };
  await forgetHits(db, hitIds);
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)),
  };
}

/**
 * One hit under one policy: the common case (a form per IP address). The policies are the
 * shop's configured ones (`app.ratePolicies`), never a default: a limit set by the environment
 * must be the limit applied.
 */
export const takeHit = (
  db: Database,
  policy: RatePolicyName,
  key: string,
  now: Date,
  policies: RatePolicies,
) => takeHits(db, [{ policy, key }], now, policies);

/** Takes hits back (a sign-in that turned out to be correct). */
export async function forgetHits(db: Database, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('rate_limit_hits').where('id', 'in', ids).execute();
}

/** Forgets every hit of a key under a policy (a throttle cleared by staff). */
export async function forgetKey(db: Database, policy: RatePolicyName, key: string): Promise<void> {
  await db
    .deleteFrom('rate_limit_hits')
    .where('policy', '=', policy)
    .where('key', '=', key)
    .execute();
}

/** Forgets the hits under a policy of every key that starts with `prefix` (an email's pairs). */
export async function forgetKeysStartingWith(
  db: Database,
  policy: RatePolicyName,
  prefix: string,
): Promise<void> {
  await db
    .deleteFrom('rate_limit_hits')
    .where('policy', '=', policy)
    .where(sql<string>`substr(key, 1, ${prefix.length})`, '=', prefix)
    .execute();
}

/** Hits under these policies since `since`, oldest first (the back office's throttle list). */
export async function recentHits<P extends RatePolicyName>(
  db: Database,
  policies: readonly P[],
  since: Date,
): Promise<{ policy: P; key: string; at: number }[]> {
  const rows = await db
    .selectFrom('rate_limit_hits')
    .select(['policy', 'key', 'at'])
    .where('policy', 'in', policies)
    .where('at', '>', since.toISOString())
    .orderBy('at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    policy: r.policy as P, // only rows of the names asked for were selected

    key: r.key,
    at: Date.parse(r.at),
  }));
}
