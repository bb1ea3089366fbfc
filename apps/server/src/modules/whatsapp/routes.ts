import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-contracts';
import type { WhatsAppWebhook } from './webhook';

const tags = ['WhatsApp'];
export const WHATSAPP_WEBHOOK_PATH = '/api/whatsapp/webhook';

/** The callback URL registered with Meta (ADR 103): its GET handshake and its signed POSTs. */
export function whatsappRoutes(app: FastifyInstance, webhook: WhatsAppWebhook): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    WHATSAPP_WEBHOOK_PATH,
    {
      schema: {
        tags,
        summary: "Meta's webhook verification: hub.challenge back when hub.verify_token is ours",
        querystring: z.object({
          'hub.mode': z.string().max(50).optional(),
          'hub.verify_token': z.string().max(1000).optional(),
          'hub.challenge': z.string().max(200).optional(),
        }),
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (req, reply) => {
      const q = req.query;
      const challenge = webhook.verify(q['hub.mode'], q['hub.verify_token'], q['hub.challenge']);
      return reply.type('text/plain; charset=utf-8').send(challenge);
    },
  );

  // Meta signs the exact bytes it sends, so this route keeps the raw body.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      WHATSAPP_WEBHOOK_PATH,
      {
        schema: {
          tags,
          summary: 'WhatsApp Cloud API status callbacks: sent, delivered, read, failed',
          description:
            'Signed by Meta with the app secret over the raw body (X-Hub-Signature-256); each ' +
            'status of a message is recorded once, so a repeated callback changes nothing.',
          headers: z.looseObject({ 'x-hub-signature-256': z.string().optional() }),
          response: {
            200: z.object({ recorded: z.number().int(), duplicates: z.number().int() }),
            ...errorResponses,
          },
        },
        config: { csrf: false },
      },
      async (req) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        return webhook.handle(raw, req.headers['x-hub-signature-256']);
      },
    );
  });
}
