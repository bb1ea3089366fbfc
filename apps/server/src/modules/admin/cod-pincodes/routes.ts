import {
  codOffPincodesSchema,
  codPincodeChangeSchema,
} from '@shop/shared/payments/cod-confirmation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/database';
import { errorResponses, invalidForm } from '../../../lib/route-contracts';
import { codOffPincodes, setCodOff } from '../../orders/cod-repository';
import { requirePermission } from '../guard';

const tags = ['Back office'];

/** PIN codes where Cash on Delivery is switched off (ADR 102): staff read, owners change. */
export function adminCodPincodeRoutes(admin: FastifyInstance, db: Database): void {
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
    async () => ({ pincodes: await codOffPincodes(db) }),
  );

  api.post(
    '/api/admin/cod-pincodes',
    {
      schema: {
        tags,
        summary: 'Switch Cash on Delivery off or back on for a PIN code (owners; idempotent)',
        body: codPincodeChangeSchema,
        response: { 200: codOffPincodesSchema, ...errorResponses },
      },
      preHandler: requirePermission('settings'),
      schemaErrorFormatter: invalidForm,
    },
    async (req) => {
      await setCodOff(db, req.body.pincode, req.body.cod === 'off', new Date());
      return { pincodes: await codOffPincodes(db) };
    },
  );
}
