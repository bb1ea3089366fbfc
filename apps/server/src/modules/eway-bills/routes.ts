import { printQuerySchema } from '@shop/shared/admin/dispatch';
import { ewayBillViewSchema, ewayRecordSchema } from '@shop/shared/eway-bills/record';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, fileAnswer } from '../../lib/route-contracts';
import { actorOf } from '../admin/guard';
import type { EwayBillService } from './service';

const tags = ['Back office'];
const orderParams = z.object({ orderId: z.string().max(40) });

/** E-way bills in the back office (ADR 097): whether one is needed, Part A, the number kept. */
export function ewayBillRoutes(admin: FastifyInstance, ewayBills: EwayBillService): void {
  const api = admin.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/orders/:orderId/eway-bill',
    {
      schema: {
        tags,
        summary:
          "Whether the order's consignment needs an e-way bill (CGST Rule 138), why, and what was recorded",
        params: orderParams,
        response: { 200: ewayBillViewSchema, ...errorResponses },
      },
    },
    async (req) => ewayBills.forOrder(req.params.orderId.toUpperCase()),
  );

  api.post(
    '/api/admin/orders/:orderId/eway-bill',
    {
      schema: {
        tags,
        summary:
          "Record the order's e-way bill: the 12-digit number with its date and validity, or that the courier generates it (transporter id)",
        params: orderParams,
        body: ewayRecordSchema,
        response: { 200: ewayBillViewSchema, ...errorResponses },
      },
    },
    async (req) => ewayBills.record(actorOf(req), req.params.orderId.toUpperCase(), req.body),
  );

  api.post(
    '/api/admin/eway-bills/part-a',
    {
      schema: {
        tags,
        summary:
          "Part A of the orders' e-way bills as one file for the portal's bulk upload (issues a tax invoice number to an order that has none)",
        // The orders ticked, as the invoices-and-labels print takes them: `ids=ORD1,ORD2`.
        body: printQuerySchema,
        response: {
          200: fileAnswer('application/json', 'E-way bill bulk-upload JSON: version and billLists'),
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const download = await ewayBills.partA(actorOf(req), req.body.ids);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${download.filename}"`)
        .send(JSON.stringify(download.file, null, 2));
    },
  );
}
