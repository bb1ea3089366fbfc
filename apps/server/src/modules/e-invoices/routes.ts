import {
  eInvoiceExportQuerySchema,
  eInvoiceListQuerySchema,
  eInvoiceListSchema,
  irnRecordSchema,
} from '@shop/shared/e-invoices/documents';
import { importIrnSchema } from '@shop/shared/e-invoices/irp-response';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, fileAnswer } from '../../lib/route-contracts';
import { actorOf } from '../admin/guard';
import type { EInvoiceService } from './service';

/**
 * E-invoices (ADR 098), inside the back office's guarded scope: the B2B documents and their
 * IRNs, one INV-01 file of one or many documents, and the import of the portal's response.
 */
export function eInvoiceRoutes(admin: FastifyInstance, eInvoices: EInvoiceService): void {
  const r = admin.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/e-invoices',
    {
      schema: {
        tags: ['Back office'],
        summary: 'B2B invoices and credit notes awaiting an IRN (or registered), with their limit',
        querystring: eInvoiceListQuerySchema,
        response: { 200: eInvoiceListSchema, ...errorResponses },
      },
    },
    async (req) => eInvoices.list(req.query),
  );
  r.get(
    '/api/admin/e-invoices/export',
    {
      schema: {
        tags: ['Back office'],
        summary: 'GST INV-01 (schema 1.1) JSON of one or many documents, for the IRP (download)',
        querystring: eInvoiceExportQuerySchema,
        response: {
          200: fileAnswer('application/json', 'An array of INV-01 documents'),
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const file = await eInvoices.export(actorOf(req), req.query.document);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  );
  r.post(
    '/api/admin/e-invoices/responses',
    {
      schema: {
        tags: ['Back office'],
        summary: "Records the IRP's response (IRN, acknowledgement, signed QR code) for a document",
        body: importIrnSchema,
        response: { 201: irnRecordSchema, ...errorResponses },
      },
    },
    async (req, reply) => reply.code(201).send(await eInvoices.import(actorOf(req), req.body)),
  );
}
