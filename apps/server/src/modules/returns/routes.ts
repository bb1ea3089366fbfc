import {
  adminReturnPageSchema,
  orderReturnsSchema,
  returnListQuerySchema,
} from '@shop/shared/returns/responses';
import {
  refundInputSchema,
  returnDecisionSchema,
  returnFormSchema,
  returnRequestSchema,
} from '@shop/shared/returns/returns';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, fileAnswer, invalidForm, noBody } from '../../lib/route-contracts';
import { requireUser, signedIn } from '../../plugins/auth';
import { actorOf, requirePermission } from '../admin/guard';
import type { InvoiceFile } from '../invoices/service';
import { orderNotFound, orderParams } from '../orders/route-parts';
import type { ReturnService } from './service';
import type { ReturnSteps } from './staff-steps';

const tags = ['Orders'];
const dbId = z.coerce.number().int().min(1).max(2_147_483_647);
const refundParams = orderParams.extend({ refundId: dbId });
const responses = { 200: orderReturnsSchema, ...errorResponses };
const pdf = { 200: fileAnswer('application/pdf', 'The credit note'), ...errorResponses };

function sendPdf(reply: FastifyReply, file: InvoiceFile) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .send(file.pdf);
}

/** A customer's returns of their own order and its refunds' credit notes (ADR 058). */
export function returnRoutes(app: FastifyInstance, returns: ReturnService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/orders/:orderId/returns',
    {
      schema: {
        tags,
        summary: "The order's returns and refunds, and what may still be returned",
        params: orderParams,
        response: responses,
      },
      preValidation: signedIn,
      schemaErrorFormatter: orderNotFound,
    },
    async (req) => returns.forCustomer(requireUser(req).user.id, req.params.orderId),
  );

  api.post(
    '/api/orders/:orderId/returns',
    {
      schema: {
        tags,
        summary: 'Ask to return units of a delivered order within the return window',
        params: orderParams,
        body: returnRequestSchema,
        response: responses,
      },
      preValidation: signedIn,
      schemaErrorFormatter: invalidForm,
    },
    async (req) => returns.request(requireUser(req).user.id, req.params.orderId, req.body),
  );

  api.get(
    '/api/orders/:orderId/refunds/:refundId/credit-note',
    {
      schema: {
        tags,
        summary: 'The GST credit note (PDF) of a refund',
        params: refundParams,
        response: pdf,
      },
      preValidation: signedIn,
      schemaErrorFormatter: orderNotFound,
    },
    async (req, reply) =>
      sendPdf(
        reply,
        await returns.creditNote(req.params.orderId, req.params.refundId, requireUser(req).user.id),
      ),
  );
}

const tagsAdmin = ['Back office'];
const returnParams = z.object({ id: dbId });
const bankReference = returnFormSchema.options[5].shape.bankReference;

/** The back office's returns: the list, each step, bank transfer refunds and credit notes. */
export function adminReturnRoutes(
  admin: FastifyInstance,
  returns: ReturnService,
  steps: ReturnSteps,
): void {
  const api = admin.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/returns',
    {
      schema: {
        tags: tagsAdmin,
        summary: 'Returns: requested first (oldest first), then the rest, newest first',
        querystring: returnListQuerySchema,
        response: { 200: adminReturnPageSchema, ...errorResponses },
      },
    },
    async (req) => returns.list(req.query),
  );

  api.get(
    '/api/admin/orders/:orderId/returns',
    {
      schema: {
        tags: tagsAdmin,
        summary: "An order's returns and refunds",
        params: orderParams,
        response: responses,
      },
      schemaErrorFormatter: orderNotFound,
    },
    async (req) => returns.forOrder(req.params.orderId),
  );

  for (const step of ['approve', 'reject'] as const) {
    api.post(
      `/api/admin/returns/:id/${step}`,
      {
        schema: {
          tags: tagsAdmin,
          summary: step === 'approve' ? 'Approve a requested return' : 'Reject a requested return',
          params: returnParams,
          body: returnDecisionSchema,
          response: responses,
        },
        schemaErrorFormatter: invalidForm,
      },
      async (req) => steps[step](actorOf(req), req.params.id, req.body.note),
    );
  }

  api.post(
    '/api/admin/returns/:id/receive',
    {
      schema: {
        tags: tagsAdmin,
        summary: 'The returned parcel arrived: its units go back on the shelf',
        params: returnParams,
        body: noBody.optional(),
        response: responses,
      },
    },
    async (req) => steps.receive(actorOf(req), req.params.id),
  );

  api.post(
    '/api/admin/returns/:id/refund',
    {
      onRequest: requirePermission('refunds'),
      schema: {
        tags: tagsAdmin,
        summary: 'Refund a received return (bankReference for an order not paid by Razorpay)',
        params: returnParams,
        body: refundInputSchema,
        response: responses,
      },
      schemaErrorFormatter: invalidForm,
    },
    async (req) => steps.refund(actorOf(req), req.params.id, req.body.bankReference),
  );

  api.post(
    '/api/admin/refunds/:id/complete',
    {
      onRequest: requirePermission('refunds'),
      schema: {
        tags: tagsAdmin,
        summary: 'Record the bank transfer of a refund waiting for one',
        params: returnParams,
        body: z.object({ bankReference }),
        response: responses,
      },
      schemaErrorFormatter: invalidForm,
    },
    async (req) => steps.completeRefund(actorOf(req), req.params.id, req.body.bankReference),
  );

  api.post(
    '/api/admin/refunds/:id/send',
    {
      onRequest: requirePermission('refunds'),
      schema: {
        tags: tagsAdmin,
        summary: 'Send again a Razorpay refund that could not be sent',
        params: returnParams,
        body: noBody.optional(),
        response: responses,
      },
    },
    async (req) => steps.resendRefund(actorOf(req), req.params.id),
  );

  api.get(
    '/api/admin/orders/:orderId/refunds/:refundId/credit-note',
    {
      schema: {
        tags: tagsAdmin,
        summary: 'The GST credit note (PDF) of a refund',
        params: refundParams,
        response: pdf,
      },
      schemaErrorFormatter: orderNotFound,
    },
    async (req, reply) =>
      sendPdf(reply, await returns.creditNote(req.params.orderId, req.params.refundId)),
  );
}
