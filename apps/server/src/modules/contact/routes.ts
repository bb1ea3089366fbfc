import { okMessageSchema } from '@shop/shared/api/responses';
import { CONTACT_TEXTS, contactMessageSchema } from '@shop/shared/contact/contact-message';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, invalidForm } from '../../lib/route-contracts';
import type { ContactService } from './service';

/** The /contact form's endpoint. Guests may post; the answer never reveals a caught bot. */
export function contactRoutes(app: FastifyInstance, contact: ContactService): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact',
    {
      schema: {
        tags: ['Contact'],
        summary: 'Send a message to the shop',
        body: contactMessageSchema,
        response: { 200: okMessageSchema, ...errorResponses },
      },
      schemaErrorFormatter: invalidForm,
    },
    async (req) => {
      const input = req.body;
      await contact.receive(input, { ip: req.ip, userAgent: req.headers['user-agent'] });
      return { ok: true as const, message: CONTACT_TEXTS.success(input.email) };
    },
  );
}
