import {
  dispatchSchema,
  printQuerySchema,
  shipQueueQuerySchema,
  shipQueueSchema,
} from '@shop/shared/admin/dispatch';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, fileAnswer } from '../../../lib/route-contracts';
import { actorOf } from '../guard';
import type { DispatchService } from './service';

const tags = ['Back office'];

/** The to-ship queue, one-step dispatch and the invoices-and-labels print (ADR 068). */
export function adminDispatchRoutes(admin: FastifyInstance, dispatch: DispatchService): void {
  const api = admin.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/orders/to-ship',
    {
      schema: {
        tags,
        summary:
          'Orders to ship (paid, or COD confirmed), searched and paged; and those on their way',
        querystring: shipQueueQuerySchema,
        response: { 200: shipQueueSchema, ...errorResponses },
      },
    },
    async (req) => dispatch.queue(req.query),
  );

  api.post(
    '/api/admin/orders/dispatch',
    {
      schema: {
        tags,
        summary:
          'Ship several orders at once, each with its courier and AWB number: all or none (400 names the orders at fault)',
        body: dispatchSchema,
        response: { 200: z.object({ dispatched: z.array(z.string()) }), ...errorResponses },
      },
    },
    async (req) => ({ dispatched: await dispatch.dispatch(actorOf(req), req.body) }),
  );

  api.get(
    '/api/admin/orders/print',
    {
      schema: {
        tags,
        summary: "Shipped orders' tax invoices, each followed by its 4×6-inch label, as one PDF",
        querystring: printQuerySchema,
        response: {
          200: fileAnswer('application/pdf', 'Invoices and labels'),
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const print = await dispatch.print(req.query.ids);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${print.filename}"`)
        .send(print.pdf);
    },
  );
}
