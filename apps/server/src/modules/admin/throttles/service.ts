import {
  THROTTLE_KINDS,
  throttleSubject,
  type ClearThrottle,
  type Throttle,
  type ThrottleKind,
} from '@shop/shared/admin/throttles';
import type { Database } from '../../../db/database';
import { forgetKey, recentHits, type RatePolicies } from '../../rate-limit/limiter';
import { blockedUntil, lookBackMs } from '../../rate-limit/policies';
import { insertAudit, type Actor } from '../audit/repository';
import { assertPermitted } from '../permissions';

/**
 * The sign-in and sign-up limits as staff see them (ADR 087): every key a new try would be
 * refused for right now, and an owner's way to let one through at once.
 */
export class ThrottleService {
  constructor(
    private readonly db: Database,
    private readonly policies: RatePolicies,
  ) {}

  /** Keys held back at `now`, the longest wait first. */
  async list(now = new Date()): Promise<Throttle[]> {
    const longest = Math.max(...THROTTLE_KINDS.map((k) => lookBackMs(this.policies[k])));
    const hits = await recentHits(this.db, THROTTLE_KINDS, new Date(now.getTime() - longest));
    const byKey = new Map<string, { kind: ThrottleKind; key: string; at: number[] }>();
    for (const hit of hits) {
      const id = `${hit.policy}\n${hit.key}`;
      const entry = byKey.get(id) ?? { kind: hit.policy, key: hit.key, at: [] };
      entry.at.push(hit.at);
      byKey.set(id, entry);
    }
    const held: Throttle[] = [];
    for (const { kind, key, at } of byKey.values()) {
      const policy = this.policies[kind];
      const until = blockedUntil(policy, at, now.getTime());
      if (until === undefined) continue;
      const count = at.filter((t) => t > now.getTime() - policy.windowMs).length;
      held.push({
        kind,
        key,
        ...throttleSubject(kind, key),
        count,
        until: new Date(until).toISOString(),
      });
    }
    return held.sort((a, b) => b.until.localeCompare(a.until) || a.key.localeCompare(b.key));
  }

  /** Forgets every hit of the key, so its next try is accepted at once (owners only); audited. */
  async clear(actor: Actor, input: ClearThrottle): Promise<void> {
    assertPermitted(actor.role, 'throttles');
    const now = new Date();
    await this.db.transaction().execute(async (trx) => {
      await forgetKey(trx, input.kind, input.key);
      await insertAudit(
        trx,
        actor,
        {
          action: 'throttle.clear',
          entity: 'throttle',
          entityId: `${input.kind} ${input.key}`,
          details: { kind: input.kind, key: input.key },
        },
        now,
      );
    });
  }
}
