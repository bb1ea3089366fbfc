import { pageOf } from '@shop/shared/api/responses';
import { auditListQuerySchema } from '@shop/shared/admin/audit';
import { pageCount } from '@shop/shared/admin/paging';
import { auditEntrySchema } from '@shop/shared/admin/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/database';
import { errorResponses } from '../../../lib/route-contracts';
import { listAudit } from './repository';

/** The audit log: who changed what and when, newest first. */
export function auditRoutes(admin: FastifyInstance, db: Database): void {
  admin.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['Back office'],
        summary: 'The audit log, newest first',
        querystring: auditListQuerySchema,
        response: { 200: pageOf(auditEntrySchema), ...errorResponses },
      },
    },
    async (req) => {
      const query = req.query;
      const { items, total } = await listAudit(db, query);
      return {
        items,
        total,
        page: query.page,
        pageSize: query.pageSize,
        pageCount: pageCount(total, query.pageSize),
      };
    },
  );
}
