import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database';
import { dashboard } from './service';

/** GET /api/admin/dashboard: sales today, 7 and 30 days; pending payments; low stock; unread mail. */
export function adminDashboardRoutes(admin: FastifyInstance, db: Database): void {
  admin.get('/api/admin/dashboard', async () => dashboard(db));
}
