import { bankTransferDetailsSchema } from '@shop/shared/orders/responses';
import { ORDER_ID_PATTERN } from '@shop/shared/orders/order-id';
import { ADMIN_ERRORS } from '@shop/shared/admin/errors';
import { transferReceivedSchema } from '@shop/shared/payments/bank-transfer';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, unknownParams } from '../../lib/route-contracts';
import { actorOf } from '../admin/guard';
import type { BankTransferService } from './service';

const tags = ['Back office'];
const params = z.object({
  orderId: z
    .string()
    .transform((s) => s.trim().toUpperCase())
    .pipe(z.string().regex(ORDER_ID_PATTERN)),
});

/** Staff record a transfer found on the bank statement against an order (ADR 106). */
export function bankTransferRoutes(admin: FastifyInstance, transfers: BankTransferService): void {
  const api = admin.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/admin/orders/:orderId/bank-transfers',
    {
      schema: {
        tags,
        summary:
          'Record a bank transfer received (NEFT, RTGS or IMPS, its UTR once): the order is Paid when its transfers match the total to the paisa',
        params,
        body: transferReceivedSchema,
        response: {
          201: z.object({
            transfer: z.object({
              outcome: z.enum(['paid', 'short', 'over', 'refund']),
              differencePaise: z.number().int().meta({
                description: 'received − total after this transfer: negative short, positive over',
              }),
              message: z.string(),
            }),
            bankTransfer: bankTransferDetailsSchema,
          }),
          ...errorResponses,
        },
      },
      schemaErrorFormatter: unknownParams(ADMIN_ERRORS.orderNotFound),
    },
    async (req, reply) => {
      const { orderId } = req.params;
      const transfer = await transfers.record(actorOf(req), orderId, req.body);
      const bankTransfer = (await transfers.detailsOf(orderId))!;
      return reply.code(201).send({ transfer, bankTransfer });
    },
  );
}
