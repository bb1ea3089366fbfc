import fp from 'fastify-plugin';
import { CodConfirmation } from './cod-confirmation';
import { OrderLifecycle } from './lifecycle';
import { codConfirmationRoutes, orderRoutes } from './routes';
import { OrderService } from './service';
import { ReorderService } from './reorder';

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrderService;
    reorders: ReorderService;
    /** An order's moves after it is placed: paid, dispatched, delivered, cancelled. */
    orderLifecycle: OrderLifecycle;
    /** Cash on Delivery confirmed by the customer's link, or cancelled unconfirmed (ADR 102). */
    codConfirmation: CodConfirmation;
  }
}

export const orderModule = fp(
  async (app) => {
    const { config, db, email, whatsapp } = app;
    const lifecycle = new OrderLifecycle(db, email, config.publicUrl, app.refunds, whatsapp);
    const cod = new CodConfirmation(
      db,
      lifecycle,
      config.publicUrl,
      config.cod.confirmHours,
      app.log,
    );
    const orders = new OrderService(
      db,
      email,
      config.publicUrl,
      {
        codRtoLimit: config.cod.rtoLimit,
        codFeePaise: config.cod.feePaise,
        codLink: async (order, trx) => ({
          url: await cod.linkFor(order, trx),
          confirmBy: cod.confirmBy(order.created_at),
        }),
        // A COD order's first message carries its confirmation link; a prepaid one says placed.
        placed: async (orderId, isCod) => {
          const order = await db
            .selectFrom('orders')
            .select(['order_id', 'created_at'])
            .where('order_id', '=', orderId)
            .executeTakeFirstOrThrow();
          if (isCod)
            await whatsapp.notify(orderId, 'cod_confirm', { link: await cod.linkFor(order) });
          else await whatsapp.notify(orderId, 'placed');
        },
      },
      config.bankTransfer,
      app.ratePolicies,
    );
    app.decorate('orders', orders);
    const reorders = new ReorderService(db, app.catalogue, app.carts);
    app.decorate('reorders', reorders);
    app.decorate('orderLifecycle', lifecycle);
    app.decorate('codConfirmation', cod);
    orderRoutes(app, orders, reorders);
    codConfirmationRoutes(app, cod);
  },
  {
    name: 'orders',
    dependencies: ['email', 'rate-limit', 'returns', 'whatsapp', 'cart', 'catalogue'],
  },
);
