import { customerListQuerySchema } from '@shop/shared/admin/customers';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseOr400 } from '../../../lib/http-error';
import { actorOf } from '../guard';
import type { AdminCustomerService } from './service';

const params = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Accounts: list and search, one with their orders, disable and enable. */
export function adminCustomerRoutes(admin: FastifyInstance, customers: AdminCustomerService): void {
  admin.get('/api/admin/customers', async (req) =>
    customers.list(parseOr400(customerListQuerySchema, req.query)),
  );

  admin.get('/api/admin/customers/:id', async (req) =>
    customers.detail(parseOr400(params, req.params).id),
  );

  admin.post('/api/admin/customers/:id/disable', async (req) => ({
    customer: await customers.disable(actorOf(req), parseOr400(params, req.params).id),
  }));

  admin.post('/api/admin/customers/:id/enable', async (req) => ({
    customer: await customers.enable(actorOf(req), parseOr400(params, req.params).id),
  }));
}
