import { CONTACT_TEXTS, contactMessageSchema } from '@shop/shared/contact/contact-message';
import type { FastifyInstance } from 'fastify';
import { parseFormOr400 } from '../../lib/form';
import { TooManyContactMessagesError, type ContactService } from './service';

/** The /contact form's endpoint. Guests may post; the answer never reveals a caught bot. */
export function contactRoutes(app: FastifyInstance, contact: ContactService): void {
  app.post('/api/contact', async (req, reply) => {
    const input = parseFormOr400(contactMessageSchema, req.body);
    try {
      await contact.receive(input, { ip: req.ip, userAgent: req.headers['user-agent'] });
    } catch (err) {
      if (err instanceof TooManyContactMessagesError) {
        reply.header('retry-after', String(err.retryAfterSeconds));
      }
      throw err;
    }
    return { ok: true, message: CONTACT_TEXTS.success(input.email) };
  });
}
