import {
  codOffPincodesSchema,
  codPincodeChangeSchema,
} from '@shop/shared/payments/cod-confirmation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, invalidForm } from '../../../lib/route-contracts';
import { actorOf, requirePermission } from '../guard';
import type { CodPincodeService } from './service';

const tags = ['Back office'];

/** PIN codes where Cash on Delivery is switched off (ADR 102): staff read, owners change. */
export function adminCodPincodeRoutes(admin: FastifyInstance, pincodes: CodPincodeService): void {
  const api = admin.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/cod-pincodes',
    {
      schema: {
        tags,
        summary: 'PIN codes where Cash on Delivery is switched off',
        response: { 200: codOffPincodesSchema, ...errorResponses },
      },
    },
    async () => ({ pincodes: await pincodes.list() }),
  );

  api.post(
    '/api/admin/cod-pincodes',
    {
      schema: {
        tags,
        summary:
          'Switch Cash on Delivery off or back on for a PIN code (owners; idempotent; audited)',
        body: codPincodeChangeSchema,
        response: { 200: codOffPincodesSchema, ...errorResponses },
      },
      preHandler: requirePermission('settings'),
      schemaErrorFormatter: invalidForm,
    },
    async (req) => ({ pincodes: await pincodes.change(actorOf(req), req.body) }),
  );
}
