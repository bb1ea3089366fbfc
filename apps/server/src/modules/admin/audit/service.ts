import type { AuditEntry, AuditListQuery } from '@shop/shared/admin/audit';
import type { Page } from '@shop/shared/admin/paging';
import type { Database } from '../../../db/database';
import { toPage } from '../paging';
import { listAudit } from './repository';

/** The audit log as staff read it: who changed what and when, newest first. */
export class AuditService {
  constructor(private readonly db: Database) {}

  /** One page of entries, optionally of one kind of entity (and one of them). */
  async list(query: AuditListQuery): Promise<Page<AuditEntry>> {
    const { items, total } = await listAudit(this.db, query);
    return toPage(items, total, query);
  }
}
