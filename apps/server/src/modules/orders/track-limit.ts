import type { Database } from '../../db/database';

/** Order lookups allowed per IP address within the window (the /track-order form). */
export const TRACK_LIMIT = { perIp: 10, windowMs: 15 * 60_000 } as const;

export type TrackAllowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts a tracking lookup for the IP address in the database, so the limit holds across server
 * processes. A refused lookup is not kept, so hammering does not extend the wait.
 */
export async function countTrackLookup(
  db: Database,
  ip: string,
  now: Date,
): Promise<TrackAllowance> {
  const since = new Date(now.getTime() - TRACK_LIMIT.windowMs).toISOString();
  await db.deleteFrom('order_track_attempts').where('at', '<', since).execute();
  const { id } = await db
    .insertInto('order_track_attempts')
    .values({ ip, at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('order_track_attempts')
    .select('at')
    .where('ip', '=', ip)
    .where('at', '>=', since)
    .orderBy('at')
    .execute();
  if (rows.length <= TRACK_LIMIT.perIp) return { allowed: true };
  await db.deleteFrom('order_track_attempts').where('id', '=', id).execute();
  const oldest = Date.parse(rows[0]!.at);
  const retryAfterMs = oldest + TRACK_LIMIT.windowMs - now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
}
