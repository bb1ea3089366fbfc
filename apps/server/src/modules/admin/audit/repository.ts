import type {
  AuditAction,
  AuditEntity,
  AuditEntry,
  AuditListQuery,
} from '@shop/shared/admin/audit';
import { fromJson, toJson } from '../../../db/column-types';
import type { Database } from '../../../db/database';

/** Who made a change: a member of staff, or the command line (id null). */
export interface Actor {
  id: number | null;
  email: string;
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
      action: record.action,
      entity: record.entity,
      entity_id: String(record.entityId),
      details: toJson(record.details ?? {}),
      at: now.toISOString(),
    })
    .execute();
}

/** A page of entries, newest first, and how many match. */
export async function listAudit(
  db: Database,
  query: AuditListQuery,
): Promise<{ items: AuditEntry[]; total: number }> {
  let base = db.selectFrom('audit_log');
  if (query.entity) base = base.where('entity', '=', query.entity);
  if (query.entityId) base = base.where('entity_id', '=', query.entityId);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    items: rows.map((r) => ({
      id: r.id,
      at: r.at,
      actor: { id: r.actor_user_id, email: r.actor_email },
      action: r.action,
      entity: r.entity,
      entityId: r.entity_id,
      details: fromJson(r.details),
    })),
  };
}
