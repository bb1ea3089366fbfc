import { QUOTE_ERRORS } from '@shop/shared/quotes/quote';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { unknownParams } from '../../lib/route-contracts';
import type { InvoiceFile } from '../invoices/service';

/** `:id` of a quotation: anything but a positive whole number is a 404, as an unknown id is. */
export const quoteParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const quoteNotFound = unknownParams(QUOTE_ERRORS.notFound);

/** Sends a PDF as a download named after its document. */
export function sendPdf(reply: FastifyReply, file: InvoiceFile) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .send(file.pdf);
}
