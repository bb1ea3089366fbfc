import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../plugins/module-options';
import type { EmailService } from './service';
import { createEmailService } from './setup';

declare module 'fastify' {
  interface FastifyInstance {
    /** The email outbox, for modules that send email and for tests that deliver it. */
    email: EmailService;
  }
}

/** The email outbox every module queues its messages in, and its background delivery. */
export const emailModule = fp(
  async (app, opts: ModuleOptions) => {
    const email = createEmailService(app.config, app.db, app.log);
    app.decorate('email', email);
    app.addHook('onClose', () => email.stop());
    if (opts.emailWorker) app.addHook('onReady', async () => email.start());
  },
  { name: 'email' },
);
