import { gstMonthQuerySchema } from '@shop/shared/gst-returns/month';
import { gstMonthSummarySchema } from '@shop/shared/gst-returns/summary';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, fileAnswer } from '../../../lib/route-contracts';
import { actorOf } from '../guard';
import type { GstReturnService } from './service';

/**
 * GST returns of a month (India time, `?month=YYYY-MM`): its figures, the GSTR-1 file for the
 * GST portal's offline tool and the sales register CSV, both as downloads.
 */
export function adminGstRoutes(admin: FastifyInstance, gst: GstReturnService): void {
  const r = admin.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/gst/summary',
    {
      schema: {
        tags: ['Back office'],
        summary: "A month's invoices and credit notes, summed per tax and GSTR-1 section",
        querystring: gstMonthQuerySchema,
        response: { 200: gstMonthSummarySchema, ...errorResponses },
      },
    },
    async (req) => gst.summary(req.query.month),
  );
  r.get(
    '/api/admin/gst/gstr1',
    {
      schema: {
        tags: ['Back office'],
        summary: 'GSTR-1 of a month as the GST offline tool’s JSON (download)',
        querystring: gstMonthQuerySchema,
        response: { 200: fileAnswer('application/json', 'The GSTR-1 file'), ...errorResponses },
      },
    },
    async (req, reply) => {
      const file = await gst.gstr1(actorOf(req), req.query.month);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  );
  r.get(
    '/api/admin/gst/sales-register.csv',
    {
      schema: {
        tags: ['Back office'],
        summary: "A month's sales register: one row per invoice and credit note line, as CSV",
        querystring: gstMonthQuerySchema,
        response: { 200: fileAnswer('text/csv', 'One row per document line'), ...errorResponses },
      },
    },
    async (req, reply) => {
      const file = await gst.salesRegister(actorOf(req), req.query.month);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  );
}
