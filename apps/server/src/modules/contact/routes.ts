import { okMessageSchema } from '@shop/shared/api/responses';
import { CONTACT_TEXTS, contactMessageSchema } from '@shop/shared/contact/contact-message';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, invalidForm } from '../../lib/route-contracts';
import { TooManyContactMessagesError, type ContactService } from './service';

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
    async (req, reply) => {
      const input = req.body;
      try {
        await contact.receive(input, { ip: req.ip, userAgent: req.headers['user-agent'] });
      } catch (err) {
        if (err instanceof TooManyContactMessagesError) {
          reply.header('retry-after', String(err.retryAfterSeconds));
        }
        throw err;
      }
      return { ok: true as const, message: CONTACT_TEXTS.success(input.email) };
    },
  );
}
