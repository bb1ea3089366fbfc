import {
  quoteAcceptSchema,
  quoteDecisionSchema,
  quoteMessageSchema,
  quoteRequestSchema,
} from '@shop/shared/quotes/inputs';
import { quoteDetailSchema, quoteSummarySchema } from '@shop/shared/quotes/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, fileAnswer, invalidForm } from '../../lib/route-contracts';
import { requireUser, signedIn } from '../../plugins/auth';
import { orderNotFound, orderParams } from '../orders/route-parts';
import type { QuoteDocuments } from './document-service';
import { quoteNotFound, quoteParams, sendPdf } from './route-parts';
import type { QuoteService } from './service';

const tags = ['Quotations'];
const quoteAnswer = z.object({ quote: quoteDetailSchema });
const buyerOf = (req: Parameters<typeof requireUser>[0]) => {
  const { user } = requireUser(req);
  return { id: user.id, email: user.email };
};

/** The buyer's quotations (ADR 105): request, read, accept, decline, write; proforma invoices. */
export function quoteRoutes(app: FastifyInstance, quotes: QuoteService, docs: QuoteDocuments) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const withId = { preValidation: signedIn, schemaErrorFormatter: quoteNotFound } as const;

  api.post(
    '/api/quotes',
    {
      schema: {
        tags,
        summary:
          'Request a quotation: products, quantities, delivery, PO number, needed-by date, notes',
        description: 'Prices come later from the shop; any price the body carries is ignored.',
        body: quoteRequestSchema,
        response: { 201: quoteAnswer, ...errorResponses },
      },
      preValidation: signedIn,
      schemaErrorFormatter: invalidForm,
    },
    async (req, reply) =>
      reply.status(201).send({ quote: await quotes.request(buyerOf(req), req.body) }),
  );

  api.get(
    '/api/quotes',
    {
      schema: {
        tags,
        summary: "The buyer's quotations, newest first",
        response: { 200: z.object({ quotes: z.array(quoteSummarySchema) }), ...errorResponses },
      },
      preValidation: signedIn,
    },
    async (req) => ({ quotes: await quotes.listMine(buyerOf(req).id) }),
  );

  api.get(
    '/api/quotes/:id',
    {
      schema: {
        tags,
        summary: 'One of the buyer’s quotations',
        params: quoteParams,
        response: { 200: quoteAnswer, ...errorResponses },
      },
      ...withId,
    },
    async (req) => ({ quote: await quotes.detailFor(buyerOf(req).id, req.params.id) }),
  );

  api.get(
    '/api/quotes/:id/pdf',
    {
      schema: {
        tags,
        summary: 'The quotation as a PDF, once priced and sent',
        params: quoteParams,
        response: { 200: fileAnswer('application/pdf', 'The quotation'), ...errorResponses },
      },
      ...withId,
    },
    async (req, reply) => sendPdf(reply, await docs.quotationPdf(req.params.id, buyerOf(req).id)),
  );

  api.post(
    '/api/quotes/:id/accept',
    {
      schema: {
        tags,
        summary: 'Accept a sent quotation: places an order at exactly the quoted prices',
        description:
          'payment: online (the order awaits payment on its payment page) or bank_transfer (the order shows the shop’s account and a transfer reference, and waits BANK_TRANSFER_DAYS). Refused with 409 when the quotation has expired, is closed, changed since the version given, or stock is short.',
        params: quoteParams,
        body: quoteAcceptSchema,
        response: {
          201: z.object({ orderId: z.string(), quote: quoteDetailSchema }),
          ...errorResponses,
        },
      },
      ...withId,
    },
    async (req, reply) =>
      reply.status(201).send(await quotes.accept(buyerOf(req), req.params.id, req.body)),
  );

  api.post(
    '/api/quotes/:id/decline',
    {
      schema: {
        tags,
        summary: 'Decline a quotation',
        params: quoteParams,
        body: quoteDecisionSchema,
        response: { 200: quoteAnswer, ...errorResponses },
      },
      ...withId,
    },
    async (req) => ({ quote: await quotes.decline(buyerOf(req), req.params.id, req.body) }),
  );

  api.post(
    '/api/quotes/:id/messages',
    {
      schema: {
        tags,
        summary: 'Write on the quotation’s thread: ask the shop for changes',
        params: quoteParams,
        body: quoteMessageSchema,
        response: { 200: quoteAnswer, ...errorResponses },
      },
      ...withId,
    },
    async (req) => ({ quote: await quotes.buyerMessage(buyerOf(req), req.params.id, req.body) }),
  );

  api.get(
    '/api/orders/:orderId/proforma',
    {
      schema: {
        tags: ['Orders'],
        summary: 'The proforma invoice (PDF) of an unpaid business order — not a tax invoice',
        params: orderParams,
        response: { 200: fileAnswer('application/pdf', 'The proforma invoice'), ...errorResponses },
      },
      preValidation: signedIn,
      schemaErrorFormatter: orderNotFound,
    },
    async (req, reply) =>
      sendPdf(reply, await docs.proformaPdf(req.params.orderId, buyerOf(req).id)),
  );
}
