import { auditListQuerySchema, type AuditEntry } from '@shop/shared/admin/audit';
import { pageCount, type Page } from '@shop/shared/admin/paging';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database';
import { parseOr400 } from '../../../lib/http-error';
import { listAudit } from './repository';

/** The audit log: who changed what and when, newest first. */
export function auditRoutes(admin: FastifyInstance, db: Database): void {
  admin.get('/api/admin/audit', async (req): Promise<Page<AuditEntry>> => {
    const query = parseOr400(auditListQuerySchema, req.query);
    const { items, total } = await listAudit(db, query);
    return {
      items,
      total,
      page: query.page,
      pageSize: query.pageSize,
      pageCount: pageCount(total, query.pageSize),
    };
  });
}
