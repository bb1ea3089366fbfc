import { dashboardSchema } from '@shop/shared/admin/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/route-contracts';
import type { DashboardService } from './service';

/** GET /api/admin/dashboard: sales today, 7 and 30 days; pending payments; low stock; unread mail. */
export function adminDashboardRoutes(admin: FastifyInstance, dashboard: DashboardService): void {
  admin.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/dashboard',
    {
      schema: {
        tags: ['Back office'],
        summary: 'Sales, pending payments, low stock and unread messages',
        response: { 200: dashboardSchema, ...errorResponses },
      },
    },
    async () => dashboard.figures(),
  );
}
