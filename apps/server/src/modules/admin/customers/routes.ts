import { customerListQuerySchema } from '@shop/shared/admin/customers';
import {
  adminCustomerDetailSchema,
  adminCustomerSchema,
  adminCustomerSummarySchema,
} from '@shop/shared/admin/responses';
import { pageOf } from '@shop/shared/api/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, noBody } from '../../../lib/route-contracts';
import { actorOf } from '../guard';
import type { AdminCustomerService } from './service';

const tags = ['Back office'];
const params = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const customerAnswer = { 200: z.object({ customer: adminCustomerSchema }), ...errorResponses };

/** Accounts: list and search, one with their orders, disable and enable (staff: /api/admin/staff). */
export function adminCustomerRoutes(admin: FastifyInstance, customers: AdminCustomerService): void {
  const api = admin.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/customers',
    {
      schema: {
        tags,
        summary: 'Accounts: search by name, email or mobile number',
        querystring: customerListQuerySchema,
        response: { 200: pageOf(adminCustomerSummarySchema), ...errorResponses },
      },
    },
    async (req) => customers.list(req.query),
  );

  api.get(
    '/api/admin/customers/:id',
    {
      schema: {
        tags,
        summary: 'One account with its orders',
        params,
        response: { 200: adminCustomerDetailSchema, ...errorResponses },
      },
    },
    async (req) => customers.detail(req.params.id),
  );

  api.post(
    '/api/admin/customers/:id/disable',
    {
      schema: {
        tags,
        summary: 'Disable an account (its sessions end)',
        params,
        body: noBody,
        response: customerAnswer,
      },
    },
    async (req) => ({ customer: await customers.disable(actorOf(req), req.params.id) }),
  );

  api.post(
    '/api/admin/customers/:id/enable',
    {
      schema: {
        tags,
        summary: 'Enable an account again',
        params,
        body: noBody,
        response: customerAnswer,
      },
    },
    async (req) => ({ customer: await customers.enable(actorOf(req), req.params.id) }),
  );
}
