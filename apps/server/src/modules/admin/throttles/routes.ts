import { clearThrottleSchema, throttleSchema } from '@shop/shared/admin/throttles';
import { okSchema } from '@shop/shared/api/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, invalidForm } from '../../../lib/route-contracts';
import { actorOf, requirePermission } from '../guard';
import type { ThrottleService } from './service';

const tags = ['Back office'];

/** Sign-in and sign-up limits holding someone back right now, and clearing one (owners). */
export function adminThrottleRoutes(admin: FastifyInstance, throttles: ThrottleService): void {
  const api = admin.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/throttles',
    {
      schema: {
        tags,
        summary: 'Accounts and addresses held back by a sign-in or sign-up limit',
        response: { 200: z.object({ items: z.array(throttleSchema) }), ...errorResponses },
      },
    },
    async () => ({ items: await throttles.list() }),
  );

  api.post(
    '/api/admin/throttles/clear',
    {
      schema: {
        tags,
        summary: 'Let a held-back account or address try again at once (owners)',
        body: clearThrottleSchema,
        response: { 200: okSchema, ...errorResponses },
      },
      onRequest: requirePermission('throttles'),
      schemaErrorFormatter: invalidForm,
    },
    async (req) => {
      await throttles.clear(actorOf(req), req.body);
      return { ok: true as const };
    },
  );
}
