import { cartReminderSubscriptionSchema, unsubscribeSchema } from '@shop/shared/cart/reminders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, invalidForm } from '../../lib/route-contracts';
import type { CartReminders } from './service';

const tags = ['Cart reminders'];

/**
 * The unsubscribe link of cart reminders (ADR 061), for clients other than the page: no sign-in,
 * the signed token is the authority. Reading never changes anything; a forged token is 400.
 */
export function cartReminderRoutes(app: FastifyInstance, reminders: CartReminders): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/cart-reminders/subscription',
    {
      schema: {
        tags,
        summary: 'Whether the customer of an unsubscribe token still gets cart reminders',
        querystring: unsubscribeSchema,
        response: { 200: cartReminderSubscriptionSchema, ...errorResponses },
      },
      schemaErrorFormatter: invalidForm,
    },
    async (req) => reminders.subscription(req.query.token),
  );

  api.post(
    '/api/cart-reminders/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Stop cart reminders for the customer of an unsubscribe token (idempotent)',
        body: unsubscribeSchema,
        response: { 200: cartReminderSubscriptionSchema, ...errorResponses },
      },
      schemaErrorFormatter: invalidForm,
    },
    async (req) => reminders.unsubscribe(req.body.token),
  );
}
