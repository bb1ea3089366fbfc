import {
  orderDetailSchema,
  orderSummarySchema,
  orderTrackingSchema,
} from '@shop/shared/orders/responses';
import { placeOrderBodySchema } from '@shop/shared/orders/place-order';
import {
  codConfirmationSchema,
  codConfirmationViewSchema,
} from '@shop/shared/payments/cod-confirmation';
import { trackOrderSchema } from '@shop/shared/orders/track-order';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, invalidForm, noBody } from '../../lib/route-contracts';
import { requireUser, signedIn } from '../../plugins/auth';
import {
  idempotencyHeaders,
  idempotencyKeyRequired,
  noCardDetails,
  orderNotFound,
  orderParams,
} from './route-parts';
import type { CodConfirmation } from './cod-confirmation';
import type { OrderService } from './service';
import type { ReorderService } from './reorder';
import { reorderReportSchema } from '@shop/shared/cart/responses';

const tags = ['Orders'];
const orderAnswer = z.object({ order: orderDetailSchema });

/** Placing orders, the shopper's order history, and tracking for anyone with the order's details. */
export function orderRoutes(
  app: FastifyInstance,
  orders: OrderService,
  reorders: ReorderService,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/orders',
    {
      schema: {
        tags,
        summary: 'Place an order, priced and stocked by the server',
        description:
          'Prices, totals and stock come from the catalogue; any the body carries are ignored. ' +
          'A body with card details is refused. A retry with the same Idempotency-Key answers ' +
          'what the first request did, with `Idempotent-Replayed: true`.',
        headers: idempotencyHeaders,
        body: placeOrderBodySchema,
        response: { 201: orderAnswer, ...errorResponses },
      },
      preValidation: [signedIn, idempotencyKeyRequired, noCardDetails],
      schemaErrorFormatter: invalidForm,
    },
    async (req, reply) => {
      const { user } = requireUser(req);
      const key = req.headers['idempotency-key'];
      const placed = await orders.place(user, key, req.body);
      if (placed.replayed) reply.header('idempotent-replayed', 'true');
      // 201, or on a retry the code the first request was answered with: 201 too.
      return reply.status(placed.statusCode as 201).send({ order: placed.order });
    },
  );

  api.get(
    '/api/orders',
    {
      schema: {
        tags,
        summary: "The shopper's orders, newest first",
        response: { 200: z.object({ orders: z.array(orderSummarySchema) }), ...errorResponses },
      },
      preValidation: signedIn,
    },
    async (req) => {
      const { user } = requireUser(req);
      return { orders: await orders.list(user.id) };
    },
  );

  api.get(
    '/api/orders/:orderId',
    {
      schema: {
        tags,
        summary: 'One of the shopper’s orders',
        params: orderParams,
        response: { 200: orderAnswer, ...errorResponses },
      },
      preValidation: signedIn,
      schemaErrorFormatter: orderNotFound,
    },
    async (req) => {
      const { user } = requireUser(req);
      return { order: await orders.detail(user.id, req.params.orderId) };
    },
  );

  api.post(
    '/api/orders/track',
    {
      schema: {
        tags,
        summary: 'Track an order with its id and its email or mobile number',
        body: trackOrderSchema,
        response: { 200: z.object({ tracking: orderTrackingSchema }), ...errorResponses },
      },
      schemaErrorFormatter: invalidForm,
    },
    async (req) => ({ tracking: await orders.track(req.body, req.ip) }),
  );

  api.post(
    '/api/orders/:orderId/reorder',
    {
      schema: {
        tags,
        summary:
          "Put a past order's products still sold into the cart at today's prices, saying what changed",
        params: orderParams,
        body: noBody,
        response: { 200: reorderReportSchema, ...errorResponses },
      },
      preValidation: [signedIn],
      schemaErrorFormatter: orderNotFound,
    },
    async (req) => reorders.reorder(requireUser(req).user.id, req.params.orderId),
  );
}

/**
 * The Cash on Delivery confirmation link (ADR 102), for clients other than the page: no sign-in,
 * the signed token is the authority. Reading never changes anything; a forged token is 400.
 */
export function codConfirmationRoutes(app: FastifyInstance, cod: CodConfirmation): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/cod-confirmation',
    {
      schema: {
        tags,
        summary:
          'The Cash on Delivery order of a confirmation link, and whether it awaits confirming',
        querystring: codConfirmationSchema,
        response: { 200: codConfirmationViewSchema, ...errorResponses },
      },
      schemaErrorFormatter: invalidForm,
    },
    async (req) => cod.view(req.query.token),
  );

  api.post(
    '/api/cod-confirmation',
    {
      schema: {
        tags,
        summary: 'Confirm the Cash on Delivery order of a confirmation link (idempotent)',
        body: codConfirmationSchema,
        response: { 200: codConfirmationViewSchema, ...errorResponses },
      },
      schemaErrorFormatter: invalidForm,
    },
    async (req) => cod.confirm(req.body.token),
  );
}
