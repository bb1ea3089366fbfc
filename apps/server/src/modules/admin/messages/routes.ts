import { messageListQuerySchema } from '@shop/shared/admin/messages';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseOr400 } from '../../../lib/http-error';
import { actorOf } from '../guard';
import type { AdminMessageService } from './service';

const params = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The contact inbox: list, read one, mark read or unread. */
export function adminMessageRoutes(admin: FastifyInstance, messages: AdminMessageService): void {
  admin.get('/api/admin/messages', async (req) =>
    messages.list(parseOr400(messageListQuerySchema, req.query)),
  );

  admin.get('/api/admin/messages/:id', async (req) => ({
    message: await messages.get(parseOr400(params, req.params).id),
  }));

  admin.post('/api/admin/messages/:id/read', async (req) => ({
    message: await messages.setRead(actorOf(req), parseOr400(params, req.params).id, true),
  }));

  admin.post('/api/admin/messages/:id/unread', async (req) => ({
    message: await messages.setRead(actorOf(req), parseOr400(params, req.params).id, false),
  }));
}
