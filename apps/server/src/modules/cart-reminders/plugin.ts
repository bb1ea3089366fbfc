import fp from 'fastify-plugin';
import { runWhileUp, type ModuleOptions } from '../../plugins/module-options';
import { cartReminderRoutes } from './routes';
import { CartReminders } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The hourly cart reminders (ADR 061), for tests that run a round at a time they choose. */
    cartReminders: CartReminders;
  }
}

export const cartReminderModule = fp(
  async (app, opts: ModuleOptions) => {
    const { config, db, email } = app;
    const reminders = new CartReminders(db, app.carts, email, config.publicUrl, app.log);
    app.decorate('cartReminders', reminders);
    runWhileUp(app, reminders.job, opts);
    cartReminderRoutes(app, reminders);
  },
  { name: 'cart-reminders', dependencies: ['email', 'cart'] },
);
