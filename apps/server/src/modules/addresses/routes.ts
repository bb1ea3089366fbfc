import {
  ADDRESS_ERRORS,
  savedAddressInputSchema,
  savedAddressSchema,
} from '@shop/shared/account/addresses';
import { okSchema } from '@shop/shared/api/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, invalidForm, noBody, unknownParams } from '../../lib/route-contracts';
import { requireUser, signedIn } from '../../plugins/auth';
import type { AddressService } from './service';

const tags = ['Addresses'];
const params = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const oneAddress = z.object({ address: savedAddressSchema });
const notFound = unknownParams(ADDRESS_ERRORS.notFound, invalidForm);

/** The signed-in customer's address book (ADR 053); another customer's address is a 404. */
export function addressRoutes(app: FastifyInstance, addresses: AddressService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const userId = (req: Parameters<typeof requireUser>[0]) => requireUser(req).user.id;

  api.get(
    '/api/account/addresses',
    {
      schema: {
        tags,
        summary: 'Saved addresses, the default first',
        response: { 200: z.object({ addresses: z.array(savedAddressSchema) }), ...errorResponses },
      },
      preValidation: signedIn,
    },
    async (req) => ({ addresses: await addresses.list(userId(req)) }),
  );

  api.post(
    '/api/account/addresses',
    {
      schema: {
        tags,
        summary: 'Save an address (the first one, or makeDefault, becomes the default)',
        body: savedAddressInputSchema,
        response: { 201: oneAddress, ...errorResponses },
      },
      preValidation: signedIn,
      schemaErrorFormatter: invalidForm,
    },
    async (req, reply) => {
      const address = await addresses.add(userId(req), req.body);
      return reply.code(201).send({ address });
    },
  );

  api.put(
    '/api/account/addresses/:id',
    {
      schema: {
        tags,
        summary: 'Replace a saved address',
        params,
        body: savedAddressInputSchema,
        response: { 200: oneAddress, ...errorResponses },
      },
      preValidation: signedIn,
      schemaErrorFormatter: notFound,
    },
    async (req) => ({ address: await addresses.update(userId(req), req.params.id, req.body) }),
  );

  api.post(
    '/api/account/addresses/:id/default',
    {
      schema: {
        tags,
        summary: 'Make a saved address the default',
        params,
        body: noBody,
        response: { 200: oneAddress, ...errorResponses },
      },
      preValidation: signedIn,
      schemaErrorFormatter: notFound,
    },
    async (req) => ({ address: await addresses.makeDefault(userId(req), req.params.id) }),
  );

  api.delete(
    '/api/account/addresses/:id',
    {
      schema: {
        tags,
        summary: 'Delete a saved address',
        params,
        response: { 200: okSchema, ...errorResponses },
      },
      preValidation: signedIn,
      schemaErrorFormatter: notFound,
    },
    async (req) => {
      await addresses.remove(userId(req), req.params.id);
      return { ok: true as const };
    },
  );
}
