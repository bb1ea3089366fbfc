import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../plugins/module-options';
import { whatsappRoutes } from './routes';
import { WhatsAppService } from './service';
import { WhatsAppWebhook } from './webhook';

declare module 'fastify' {
  interface FastifyInstance {
    /** WhatsApp order updates (ADR 103): `notify(orderId, event)`, and its outbox. */
    whatsapp: WhatsAppService;
  }
}

/** The WhatsApp channel beside email: its outbox worker and the Cloud API's webhook. */
export const whatsappModule = fp(
  async (app, opts: ModuleOptions) => {
    const { config } = app;
    const whatsapp = new WhatsAppService(app.db, config.whatsapp, config.publicUrl, app.log);
    app.decorate('whatsapp', whatsapp);
    app.addHook('onClose', () => whatsapp.stop());
    // Sent by the same worker switch as email: API tests deliver by hand.
    if (opts.emailWorker) app.addHook('onReady', async () => whatsapp.start());
    const secrets = config.whatsapp.enabled ? config.whatsapp : undefined;
    whatsappRoutes(app, new WhatsAppWebhook(app.db, secrets, app.log));
  },
  { name: 'whatsapp' },
);
