import type {
  AuditAction,
  AuditEntity,
  AuditEntry,
  AuditListQuery,
} from '@shop/shared/admin/audit';
import type { StaffRole } from '@shop/shared/auth/user';
import { fromJson, toJson } from '../../../db/column-types';
import type { Database } from '../../../db/database';
import { containsPattern, lowerLike, offsetOf } from '../paging';

/**
 * Who made a change: a member of staff, or the command line (id null). `role` is the role they
 * acted in (set at every edge: actorOf, the page services); left out only by the command line and
 * the shop's own jobs, which no permission check refuses.
 */
export interface Actor {
  id: number | null;
  email: string;
  role?: StaffRole;
}

export interface AuditRecord {
  action: AuditAction;
  entity: AuditEntity;
  entityId: string | number;
  details?: Record<string, unknown>;
}

/** Writes one audit entry; call it with the transaction that makes the change. */
export async function insertAudit(
  db: Database,
  actor: Actor,
  record: AuditRecord,
  now: Date,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_user_id: actor.id,
      actor_email: actor.email,
      actor_role: actor.role ?? null,
      action: record.action,
      entity: record.entity,
      entity_id: String(record.entityId),
      details: toJson(record.details ?? {}),
      at: now.toISOString(),
    })
    .execute();
}

/** A page of entries, newest (or oldest) first, and how many match. */
export async function listAudit(
  db: Database,
  query: AuditListQuery,
): Promise<{ items: AuditEntry[]; total: number }> {
  let base = db.selectFrom('audit_log');
  if (query.entity) base = base.where('entity', '=', query.entity);
  if (query.entityId) base = base.where('entity_id', '=', query.entityId);
  if (query.q) {
    const like = containsPattern(query.q);
    base = base.where((eb) => eb.or([lowerLike('actor_email', like), lowerLike('action', like)]));
  }
  const direction = query.sort === 'oldest' ? 'asc' : 'desc';
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('at', direction)
      .orderBy('id', direction)
      .limit(query.pageSize)
      .offset(offsetOf(query))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    items: rows.map((r) => ({
      id: r.id,
      at: r.at,
      actor: { id: r.actor_user_id, email: r.actor_email, role: r.actor_role },
      action: r.action,
      entity: r.entity,
      entityId: r.entity_id,
      details: fromJson(r.details),
    })),
  };
}
