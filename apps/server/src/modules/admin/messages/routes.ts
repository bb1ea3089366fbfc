import { messageListQuerySchema, messageReplySchema } from '@shop/shared/admin/messages';
import { adminMessageSchema, messagePageSchema } from '@shop/shared/admin/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, noBody } from '../../../lib/route-contracts';
import { actorOf } from '../guard';
import type { AdminMessageService } from './service';

const tags = ['Back office'];
const params = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const messageAnswer = { 200: z.object({ message: adminMessageSchema }), ...errorResponses };

/** The contact inbox: list, read one, mark read or unread, reply by email. */
export function adminMessageRoutes(admin: FastifyInstance, messages: AdminMessageService): void {
  const api = admin.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/messages',
    {
      schema: {
        tags,
        summary: 'The contact inbox: unread first, then newest',
        querystring: messageListQuerySchema,
        response: { 200: messagePageSchema, ...errorResponses },
      },
    },
    async (req) => messages.list(req.query),
  );

  api.get(
    '/api/admin/messages/:id',
    { schema: { tags, summary: 'One message', params, response: messageAnswer } },
    async (req) => ({ message: await messages.get(req.params.id) }),
  );

  api.post(
    '/api/admin/messages/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark a message read',
        params,
        body: noBody,
        response: messageAnswer,
      },
    },
    async (req) => ({ message: await messages.setRead(actorOf(req), req.params.id, true) }),
  );

  api.post(
    '/api/admin/messages/:id/unread',
    {
      schema: {
        tags,
        summary: 'Mark a message unread',
        params,
        body: noBody,
        response: messageAnswer,
      },
    },
    async (req) => ({ message: await messages.setRead(actorOf(req), req.params.id, false) }),
  );

  api.post(
    '/api/admin/messages/:id/reply',
    {
      schema: {
        tags,
        summary: 'Email a reply to the sender (through the outbox) and keep it with the message',
        params,
        body: messageReplySchema,
        response: messageAnswer,
      },
    },
    async (req) => ({
      message: await messages.reply(actorOf(req), req.params.id, req.body.body),
    }),
  );
}
