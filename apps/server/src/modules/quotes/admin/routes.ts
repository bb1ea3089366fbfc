import { adminQuoteListQuerySchema } from '@shop/shared/quotes/admin-list';
import {
  quoteDecisionSchema,
  quoteMessageSchema,
  quoteSendSchema,
} from '@shop/shared/quotes/inputs';
import { quoteDetailSchema, quoteSummarySchema } from '@shop/shared/quotes/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, fileAnswer, invalidForm } from '../../../lib/route-contracts';
import { actorOf, requirePermission } from '../../admin/guard';
import type { QuoteDocuments } from '../document-service';
import { quoteNotFound, quoteParams, sendPdf } from '../route-parts';
import type { StaffQuoteService } from '../staff-service';

const tags = ['Back office'];
const quoteAnswer = z.object({ quote: quoteDetailSchema });
const page = z.object({
  items: z.array(quoteSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});

/** Quotations in the back office (ADR 105): the list, pricing and sending, the thread. */
export function adminQuoteRoutes(
  app: FastifyInstance,
  quotes: StaffQuoteService,
  docs: QuoteDocuments,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/quotes',
    {
      schema: {
        tags,
        summary: 'Quotations, newest first, by status or search',
        querystring: adminQuoteListQuerySchema,
        response: { 200: page, ...errorResponses },
      },
    },
    async (req) => quotes.list(req.query),
  );

  api.get(
    '/api/admin/quotes/:id',
    {
      schema: {
        tags,
        summary: 'A quotation with its lines, totals and thread',
        params: quoteParams,
        response: { 200: quoteAnswer, ...errorResponses },
      },
      schemaErrorFormatter: quoteNotFound,
    },
    async (req) => ({ quote: await quotes.detail(req.params.id) }),
  );

  api.get(
    '/api/admin/quotes/:id/pdf',
    {
      schema: {
        tags,
        summary: 'The quotation PDF',
        params: quoteParams,
        response: { 200: fileAnswer('application/pdf', 'The quotation'), ...errorResponses },
      },
      schemaErrorFormatter: quoteNotFound,
    },
    async (req, reply) => sendPdf(reply, await docs.quotationPdf(req.params.id)),
  );

  api.post(
    '/api/admin/quotes/:id/send',
    {
      schema: {
        tags,
        summary:
          'Price every line (rupees or a discount), set delivery, validity and terms, and send to the buyer',
        params: quoteParams,
        body: quoteSendSchema,
        response: { 200: quoteAnswer, ...errorResponses },
      },
      onRequest: requirePermission('prices'),
      schemaErrorFormatter: invalidForm,
    },
    async (req) => ({ quote: await quotes.send(actorOf(req), req.params.id, req.body) }),
  );

  api.post(
    '/api/admin/quotes/:id/withdraw',
    {
      schema: {
        tags,
        summary: 'Withdraw a request or a sent quotation',
        params: quoteParams,
        body: quoteDecisionSchema,
        response: { 200: quoteAnswer, ...errorResponses },
      },
      onRequest: requirePermission('prices'),
      schemaErrorFormatter: quoteNotFound,
    },
    async (req) => ({ quote: await quotes.withdraw(actorOf(req), req.params.id, req.body) }),
  );

  api.post(
    '/api/admin/quotes/:id/messages',
    {
      schema: {
        tags,
        summary: 'Write to the buyer on the quotation’s thread',
        params: quoteParams,
        body: quoteMessageSchema,
        response: { 200: quoteAnswer, ...errorResponses },
      },
      schemaErrorFormatter: quoteNotFound,
    },
    async (req) => ({ quote: await quotes.staffMessage(actorOf(req), req.params.id, req.body) }),
  );
}
