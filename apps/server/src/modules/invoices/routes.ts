import { isOrderId } from '@shop/shared/orders/order-id';
import { ORDER_ERRORS } from '@shop/shared/orders/errors';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error';
import { requireUser } from '../../plugins/auth';
import type { InvoiceService } from './service';

/** Download Invoice: the GST tax invoice PDF of the signed-in shopper's delivered order. */
export function invoiceRoutes(app: FastifyInstance, invoices: InvoiceService): void {
  app.get<{ Params: { orderId: string } }>('/api/orders/:orderId/invoice', async (req, reply) => {
    const { user } = requireUser(req);
    if (!isOrderId(req.params.orderId)) throw notFound(ORDER_ERRORS.orderNotFound);
    const invoice = await invoices.forCustomer(user.id, req.params.orderId);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${invoice.filename}"`)
      .send(invoice.pdf);
  });
}
