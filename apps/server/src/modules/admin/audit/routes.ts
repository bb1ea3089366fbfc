import { pageOf } from '@shop/shared/api/responses';
import { auditListQuerySchema } from '@shop/shared/admin/audit';
import { auditEntrySchema } from '@shop/shared/admin/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/route-contracts';
import type { AuditService } from './service';

/** The audit log: who changed what and when, newest first. */
export function auditRoutes(admin: FastifyInstance, audit: AuditService): void {
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
    async (req) => audit.list(req.query),
  );
}
