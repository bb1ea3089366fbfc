import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, fileAnswer } from '../../lib/route-contracts';
import { requireUser, signedIn } from '../../plugins/auth';
import { orderNotFound, orderParams } from '../orders/route-parts';
import type { InvoiceService } from './service';

/** Download Invoice: the GST tax invoice PDF of the signed-in shopper's delivered order. */
export function invoiceRoutes(app: FastifyInstance, invoices: InvoiceService): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/orders/:orderId/invoice',
    {
      schema: {
        tags: ['Orders'],
        summary: 'The GST tax invoice (PDF) of a delivered order',
        params: orderParams,
        response: { 200: fileAnswer('application/pdf', 'The invoice'), ...errorResponses },
      },
      preValidation: signedIn,
      schemaErrorFormatter: orderNotFound,
    },
    async (req, reply) => {
      const { user } = requireUser(req);
      const invoice = await invoices.forCustomer(user.id, req.params.orderId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${invoice.filename}"`)
        .send(invoice.pdf);
    },
  );
}
