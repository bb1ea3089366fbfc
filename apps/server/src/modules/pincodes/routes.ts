import { pinPlaceSchema } from '@shop/shared/india/pincodes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../lib/domain-errors';
import { errorResponses } from '../../lib/route-contracts';
import { findPin } from './directory';

const pinParams = z.object({
  pin: z
    .string()
    .regex(/^[1-9][0-9]{5}$/, 'PIN code must be exactly 6 digits')
    .meta({ description: 'Six-digit PIN code' }),
});

/** One PIN code's city and state from India Post's directory (the checkout's autofill, ADR 053). */
export function pincodeRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/pincodes/:pin',
    {
      schema: {
        tags: ['Addresses'],
        summary: 'City (district) and state of a PIN code; 404 when India Post does not list it',
        params: pinParams,
        response: { 200: pinPlaceSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const place = findPin(req.params.pin);
      if (!place) throw new NotFoundError('This PIN code is not in India Post’s directory.');
      // The directory changes only with a new release of the shop.
      void reply.header('cache-control', 'public, max-age=86400');
      return place;
    },
  );
}
